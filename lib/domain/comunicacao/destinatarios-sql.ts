// The one INSERT of recipients (docs/comunicacao.md, docs/automacoes.md): a campaign's preparation
// (preparar-envio.ts), an automation's run (lib/domain/automacao/executar-automacoes.ts), the
// expiry reminder (lib/domain/lote/lembrar-expiracao.ts) and the single-customer entry (enfileirar-marketing.ts)
// assign each customer the same way, once and for all: no marketing consent for the channel or no
// contact → `Fora` (IgnoradoConsentimento / SemContato: not drawn, so the holdout stays
// comparable); else the deterministic holdout draw (holdout.ts) → `Holdout`; else `Envio`,
// `Pendente`, released by liberar-envios.ts. ON CONFLICT (campaign, customer, occurrence) DO
// NOTHING: exactly once per customer per campaign and occurrence.
import { SQL_SORTEIO } from './holdout';

/**
 * `fonte` is a SELECT (or a CTE name) giving `campanha_id, tenant_id, cliente_id, ocorrencia,
 * canal, holdout_percentual`; `agora` the instant's placeholder.
 */
export function sqlDestinatarios(fonte: string, agora: string): string {
  const sorteio = SQL_SORTEIO('m.campanha_id', 'm.cliente_id');
  return `
  INSERT INTO destinatario_comunicacao (campanha_id, tenant_id, cliente_id, ocorrencia, grupo, status, liberar_em, criado_em)
  SELECT m.campanha_id, m.tenant_id, m.cliente_id, m.ocorrencia,
         CASE WHEN NOT m.consentiu THEN 'Fora' WHEN ${sorteio} < m.holdout_percentual * 100 THEN 'Holdout' ELSE 'Envio' END,
         CASE WHEN NOT m.consentiu AND m.tem_contato THEN 'IgnoradoConsentimento'
              WHEN NOT m.consentiu THEN 'SemContato'
              WHEN ${sorteio} < m.holdout_percentual * 100 THEN 'Holdout' ELSE 'Pendente' END,
         ${agora}::timestamptz, ${agora}::timestamptz
    FROM (${sqlElegibilidade(fonte, 'f.campanha_id, f.tenant_id, f.cliente_id, f.ocorrencia, f.holdout_percentual')}) m
  ON CONFLICT (campanha_id, cliente_id, ocorrencia) DO NOTHING`;
}

/**
 * Who may receive marketing on the channel: `consentiu` (marketing consent for the channel in
 * this programme AND a contact for it) and `tem_contato` (the phone / e-mail is filled in), for
 * each row of `fonte` (`tenant_id, cliente_id, canal`, plus the `colunas` it passes on). The one
 * rule of the send (above) and of the reach the preview shows before it (alcance.ts).
 */
export function sqlElegibilidade(fonte: string, colunas: string): string {
  const contato = `coalesce(CASE WHEN f.canal = 'WhatsApp' THEN c.telefone ELSE c.email END, '') <> ''`;
  return `
      SELECT ${colunas},
             coalesce(CASE WHEN f.canal = 'WhatsApp' THEN pc.whatsapp ELSE pc.email END, false) AND ${contato} AS consentiu,
             ${contato} AS tem_contato
        FROM (${fonte}) f
        JOIN cliente c ON c.id = f.cliente_id
        LEFT JOIN preferencia_comunicacao pc ON pc.tenant_id = f.tenant_id AND pc.cliente_id = f.cliente_id`;
}
