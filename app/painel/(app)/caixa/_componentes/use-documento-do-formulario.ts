import { useState, type ChangeEvent } from 'react';
import { documentoDoFormulario } from './valores';

/**
 * The document number of the sale or redemption form, one per operation and programme: read (or
 * generated) once when the form mounts, kept as the operator types it in its field
 * (`campoDocumento`, the API's 100 characters), and renewed only when the API confirmed the
 * operation or refused the number as used for another one.
 */
export function useDocumentoDoFormulario(operacao: 'venda' | 'resgate', tenantId: string | null) {
  const chave = `fid-caixa:${operacao}:${tenantId ?? 'programa'}`;
  const [documento, setDocumento] = useState(() => documentoDoFormulario.ler(chave));
  return {
    documento,
    renovarDocumento() {
      setDocumento(documentoDoFormulario.renovar(chave));
    },
    campoDocumento: {
      id: `caixa-${operacao}-documento`,
      autoComplete: 'off',
      maxLength: 100,
      value: documento,
      onChange(e: ChangeEvent<HTMLInputElement>) {
        setDocumento(e.target.value);
        documentoDoFormulario.guardar(chave, e.target.value);
      },
    },
  };
}
