// Body of POST /api/v1/clube/lgpd/excluir: the customer types the confirmation word, so an
// irreversible erasure never happens by a stray click or a replayed empty request (docs/lgpd.md).
import { z } from 'zod';
import { CONFIRMACAO_EXCLUIR, MENSAGENS_LGPD } from '@/lib/domain/lgpd/mensagens';

/** `confirmacao` must be exactly `palavra` (after trimming; upper case, as the screen shows it). */
export function campoConfirmacao(palavra: string, mensagem: string) {
  return z
    .string({ error: (i) => (i.input === undefined || i.input === null ? MENSAGENS_LGPD.confirmacaoObrigatoria : mensagem) })
    .trim()
    .superRefine((v, ctx) => {
      if (v === '') ctx.addIssue({ code: 'custom', message: MENSAGENS_LGPD.confirmacaoObrigatoria });
      else if (v !== palavra) ctx.addIssue({ code: 'custom', message: mensagem });
    })
    .meta({ type: 'string', enum: [palavra] });
}

export const excluirDadosSchema = z.object({
  confirmacao: campoConfirmacao(CONFIRMACAO_EXCLUIR, MENSAGENS_LGPD.confirmacaoExcluir),
});
