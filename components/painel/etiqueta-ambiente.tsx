import { Etiqueta } from '@/components/ui/etiqueta';

/** The environment of an API key or a webhook: `Teste` works on the tenant's sandbox (docs/sandbox.md). */
export function EtiquetaAmbiente({ ambiente }: { ambiente: 'Producao' | 'Teste' }) {
  return ambiente === 'Teste' ? <Etiqueta cor="azul">Teste</Etiqueta> : <Etiqueta>Produção</Etiqueta>;
}
