// SQL of the sale path (POST /api/v1/venda). Pure: SQL texts only, no pool, so the benchmark's
// pgbench floor (scripts/bench/pgbench.ts) runs exactly the statements the app runs.
import { consulta } from '@/lib/sql';
import { sqlCampanhasAtivas } from '@/lib/domain/campanha/campanhas-da-venda';
import { somasSaldo, sqlConsumir } from '@/lib/domain/lote/status-efetivo-sql';

/** Store, its active campaigns, the customer, membership and an earlier sale with the same document.
 * $1 tenant, $2 CNPJ, $3 CPF, $4 documentoExterno, $5 instant. */
export const Q_CONTEXTO = consulta(`
  SELECT l.id AS loja_id, l.nome AS loja_nome, l.ativo AS loja_ativa, l.fuso_horario,
         ${sqlCampanhasAtivas('$5')} AS campanhas,
         cli.id AS cliente_id, cli.nome AS cliente_nome,
         (coalesce(cli.email, '') <> '' OR coalesce(cli.telefone, '') <> '') AS cliente_contato,
         ct.ativo AS vinculo_ativo,
         v.id AS venda_id, v.hash_requisicao, v.resposta
    FROM loja l
    LEFT JOIN cliente cli ON cli.cpf = $3
    LEFT JOIN cliente_tenant ct ON ct.tenant_id = $1 AND ct.cliente_id = cli.id
    LEFT JOIN venda v ON v.loja_id = l.id AND v.documento_externo = $4
   WHERE l.cnpj = $2 AND l.tenant_id = $1`);

export const Q_VENDA_POR_DOCUMENTO = consulta(`
  SELECT v.id AS venda_id, v.hash_requisicao, v.resposta, v.cliente_id
    FROM venda v WHERE v.loja_id = $1 AND v.documento_externo = $2`);

/**
 * The whole sale in one statement. The sale row is inserted first with ON CONFLICT DO NOTHING on
 * (loja, documentoExterno); every other write selects FROM that CTE, so a retransmission that
 * loses the race writes nothing at all. The final SELECT reads the balance as it was before this
 * statement (one snapshot); the caller adds this sale's own deltas.
 */
export const S_VENDA = consulta(`
  WITH v AS (
    INSERT INTO venda (id, tenant_id, loja_id, cliente_id, valor_venda, cashback_usado, desconto_gerado, valor_final,
                       cashback_creditado, pontos_creditados, modelo, documento_externo, hash_requisicao, observacao,
                       resposta, criado_em)
    VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16)
    ON CONFLICT (loja_id, documento_externo) DO NOTHING
    RETURNING id),
  m AS (
    INSERT INTO movimentacao (id, tenant_id, cliente_id, loja_id, campanha_id, venda_id, lote_id, tipo, tipo_beneficio, valor, descricao, criado_em)
    SELECT x.id, $2, $4, $3, x.campanha_id, v.id, x.lote_id, x.tipo::"TipoMovimentacao", x.tipo_beneficio::"TipoBeneficio", x.valor, x.descricao, $16
      FROM v, unnest($17::uuid[], $18::uuid[], $19::uuid[], $20::text[], $21::text[], $22::numeric[], $23::text[])
           AS x(id, campanha_id, lote_id, tipo, tipo_beneficio, valor, descricao)),
  lt AS (
    INSERT INTO lote (id, tenant_id, cliente_id, loja_id, campanha_id, venda_id, movimentacao_id, tipo_beneficio,
                      valor_original, valor_disponivel, status, data_liberacao, libera_em, data_expiracao, expira_em,
                      criado_em, atualizado_em)
    SELECT x.id, $2, $4, $3, x.campanha_id, v.id, x.movimentacao_id, x.tipo_beneficio::"TipoBeneficio",
           x.valor, x.valor, x.status::"StatusLote", x.data_liberacao, x.libera_em, x.data_expiracao, x.expira_em, $16, $16
      FROM v, unnest($24::uuid[], $25::uuid[], $26::uuid[], $27::text[], $28::numeric[], $29::text[], $30::date[],
                     $31::timestamptz[], $32::date[], $33::timestamptz[])
           AS x(id, campanha_id, movimentacao_id, tipo_beneficio, valor, status, data_liberacao, libera_em, data_expiracao, expira_em)),
  ${sqlConsumir({ lotes: '$34', valores: '$35', movimentacao: '$36::uuid', agora: '$16', guarda: 'v' })},
  ob AS (
    INSERT INTO evento_outbox (tenant_id, tipo, chave, payload, criado_em, proxima_tentativa_em)
    SELECT $2, $37::text, 'venda:' || v.id, $38::jsonb, $16, $16 FROM v WHERE $37::text IS NOT NULL)
  SELECT (SELECT count(*) FROM v)::int AS inserida, ${somasSaldo('$16')}
    FROM lote l
   WHERE l.tenant_id = $2 AND l.cliente_id = $4 AND l.status IN ('Pendente','Disponivel')`);
