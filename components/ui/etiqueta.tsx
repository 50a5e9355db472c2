type Cor = 'verde' | 'cinza' | 'amarelo' | 'vermelho' | 'azul';

const cores: Record<Cor, string> = {
  verde: 'bg-green-100 text-green-900',
  cinza: 'bg-slate-200 text-slate-800',
  amarelo: 'bg-amber-100 text-amber-900',
  vermelho: 'bg-red-100 text-red-900',
  azul: 'bg-sky-100 text-sky-900',
};

/** A short status label (Ativa, Revogada, Trial…); the text itself carries the meaning, not only the colour. */
export function Etiqueta({ cor = 'cinza', children }: { cor?: Cor; children: React.ReactNode }) {
  return (
    <span className={`inline-flex items-center whitespace-nowrap rounded-full px-2 py-0.5 text-xs font-semibold ${cores[cor]}`}>
      {children}
    </span>
  );
}

/** Active or not: "Ativa"/"Inativa" (feminine nouns: loja) or "Ativo"/"Inativo". */
export function EtiquetaSituacao({ ativo, feminino = false }: { ativo: boolean; feminino?: boolean }) {
  const fim = feminino ? 'a' : 'o';
  return ativo ? <Etiqueta cor="verde">Ativ{fim}</Etiqueta> : <Etiqueta cor="cinza">Inativ{fim}</Etiqueta>;
}
