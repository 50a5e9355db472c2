// A COPY of the SQL of the common sale path (POST /api/v1/venda, existing customer, model 1):
// the context query Q_CONTEXTO and the write statement S_VENDA of
// lib/domain/venda/registrar-venda.ts, with the helpers they interpolate (JSON_CAMPANHA and
// sqlCampanhasAtivas of lib/domain/campanha/regra-campanha.ts, somasSaldo and sqlConsumir of
// lib/domain/lote/sql-lote.ts). The pgbench floor runs these texts.
//
// Why a copy: the two constants are private to their module, and importing the domain modules
// would import lib/db.ts, which builds the app's pool from the environment at import time. The
// benchmark must not change the app, so it copies the text, and `verificarCopiaSql()` tells when
// the originals changed since (fingerprints of the source snippets below). When it warns, copy
// the new text here and update the fingerprints (`tsx scripts/bench/sql-venda.ts` prints them).
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { raiz } from './config';

const JSON_CAMPANHA = `json_build_object(
  'id', c.id, 'nome', c.nome, 'tipo', c.tipo,
  'percentualCashback', c.percentual_cashback::text, 'pontosPorReal', c.pontos_por_real::text,
  'compraMinima', c.compra_minima::text, 'validadeDias', c.validade_dias,
  'modoCashback', c.modo_cashback, 'diasLiberacao', c.dias_liberacao,
  'resgateMinimo', c.resgate_minimo::text, 'percentualMaximoResgate', c.percentual_maximo_resgate::text,
  'pontosMinimosParaResgate', c.pontos_minimos_para_resgate,
  'permiteUsoParcialDePontos', c.permite_uso_parcial_de_pontos,
  'permiteCheckoutCashbackNaVenda', c.permite_checkout_cashback_na_venda,
  'permiteDescontoSobreCashbackGerado', c.permite_desconto_sobre_cashback_gerado,
  'permiteCashbackEmResgate', c.permite_cashback_em_resgate,
  'criadoEm', c.criado_em)`;

function sqlCampanhasAtivas(agora: string): string {
  return `(SELECT coalesce(json_agg(${JSON_CAMPANHA} ORDER BY c.tipo), '[]'::json)
     FROM campanha_loja cl JOIN campanha c ON c.id = cl.campanha_id
    WHERE cl.loja_id = l.id AND cl.ativa AND c.status = 'Ativa'
      AND (c.data_inicio IS NULL OR c.data_inicio <= (${agora}::timestamptz AT TIME ZONE l.fuso_horario)::date)
      AND (c.data_fim IS NULL OR c.data_fim >= (${agora}::timestamptz AT TIME ZONE l.fuso_horario)::date))`;
}

function somasSaldo(agora: string, l = 'l'): string {
  const vivo = `(${l}.expira_em IS NULL OR ${l}.expira_em > ${agora})`;
  const liberado = `(${l}.status = 'Disponivel' OR ${l}.libera_em <= ${agora})`;
  return `
    coalesce(sum(${l}.valor_disponivel) FILTER (WHERE ${l}.tipo_beneficio = 'Pontos' AND ${vivo} AND ${liberado}), 0)::text AS saldo_pontos,
    coalesce(sum(${l}.valor_disponivel) FILTER (WHERE ${l}.tipo_beneficio = 'Cashback' AND ${vivo} AND ${liberado}), 0)::text AS saldo_cashback,
    coalesce(sum(${l}.valor_disponivel) FILTER (WHERE ${l}.tipo_beneficio = 'Cashback' AND ${vivo} AND NOT ${liberado}), 0)::text AS saldo_pendente`;
}

function sqlConsumir(p: { lotes: string; valores: string; movimentacao: string; agora: string; guarda: string }): string {
  return `
  c_upd AS (
    UPDATE lote SET valor_disponivel = lote.valor_disponivel - c.valor,
           status = CASE WHEN lote.valor_disponivel - c.valor = 0 THEN 'Resgatado'::"StatusLote" ELSE 'Disponivel'::"StatusLote" END,
           atualizado_em = ${p.agora}
      FROM ${p.guarda}, unnest(${p.lotes}::uuid[], ${p.valores}::numeric[]) AS c(lote_id, valor)
     WHERE lote.id = c.lote_id
    RETURNING lote.id),
  c_ins AS (
    INSERT INTO consumo_lote (lote_id, movimentacao_id, valor, criado_em)
    SELECT c.lote_id, ${p.movimentacao}, c.valor, ${p.agora}
      FROM ${p.guarda}, unnest(${p.lotes}::uuid[], ${p.valores}::numeric[]) AS c(lote_id, valor))`;
}

/** $1 tenant, $2 CNPJ, $3 CPF, $4 documentoExterno, $5 instant. */
export const Q_CONTEXTO = `
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
   WHERE l.cnpj = $2 AND l.tenant_id = $1`;

/** 38 parameters: see registrarVenda's `gravar`. */
export const S_VENDA = `
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
   WHERE l.tenant_id = $2 AND l.cliente_id = $4 AND l.status IN ('Pendente','Disponivel')`;

/**
 * Usable lots of one benefit type, oldest first, locked (lib/domain/lote/sql-lote.ts): what every
 * model-2 sale and every redemption runs after locking the customer. Used by the bench to show
 * how its cost grows with the number of the customer's active lots (scenario "quente").
 * $1 tenant, $2 customer, $3 type, $4 instant.
 */
export const Q_LOTES_USAVEIS = `
  SELECT id, valor_disponivel::text AS valor_disponivel
    FROM lote l
   WHERE l.tenant_id = $1 AND l.cliente_id = $2 AND l.tipo_beneficio = $3::"TipoBeneficio"
     AND l.status IN ('Pendente','Disponivel')
     AND (l.expira_em IS NULL OR l.expira_em > $4)
     AND (l.status = 'Disponivel' OR l.libera_em <= $4)
     AND l.valor_disponivel > 0
   ORDER BY l.criado_em, l.id
   FOR UPDATE`;

/** The source snippets the copies above were made from, and their fingerprints at copy time. */
const ORIGINAIS: { arquivo: string; trecho: RegExp; impressao: string }[] = [
  { arquivo: 'lib/domain/venda/registrar-venda.ts', trecho: /const Q_CONTEXTO = consulta\(`[\s\S]*?`\);/, impressao: 'fc63661d53d7dbb4' },
  { arquivo: 'lib/domain/venda/registrar-venda.ts', trecho: /const S_VENDA = consulta\(`[\s\S]*?`\);/, impressao: '4264f5b04740ec20' },
  { arquivo: 'lib/domain/campanha/regra-campanha.ts', trecho: /export const JSON_CAMPANHA = `[\s\S]*?`;/, impressao: '5e670d6dc8f624cb' },
  { arquivo: 'lib/domain/campanha/regra-campanha.ts', trecho: /export function sqlCampanhasAtivas\([\s\S]*?\n}\n/, impressao: 'a7fa987fe9a9c3a6' },
  { arquivo: 'lib/domain/lote/sql-lote.ts', trecho: /export function somasSaldo\([\s\S]*?\n}\n/, impressao: '49f476a3773d93b6' },
  { arquivo: 'lib/domain/lote/sql-lote.ts', trecho: /export function sqlConsumir\([\s\S]*?\n}\n/, impressao: '28cce04d1fc16a22' },
  { arquivo: 'lib/domain/lote/sql-lote.ts', trecho: /export const Q_LOTES_USAVEIS = consulta\(`[\s\S]*?`\);/, impressao: '13c3a44e4e3ae1d1' },
];

function impressoes() {
  return ORIGINAIS.map((o) => {
    let atual: string;
    try {
      const m = readFileSync(path.join(raiz, o.arquivo), 'utf8').match(o.trecho);
      atual = m ? createHash('sha256').update(m[0]).digest('hex').slice(0, 16) : 'ausente';
    } catch {
      atual = 'ausente';
    }
    return { ...o, atual };
  });
}

/** Warnings, one per original snippet that changed (or vanished) since the copy was made. */
export function verificarCopiaSql(): string[] {
  return impressoes()
    .filter((o) => o.atual !== o.impressao)
    .map((o) => `${o.arquivo}: ${o.trecho.source.slice(0, 40)}… mudou (${o.impressao} → ${o.atual}); atualize scripts/bench/sql-venda.ts`);
}

if (process.argv[1] && path.resolve(process.argv[1]) === import.meta.filename) {
  for (const o of impressoes()) console.log(`${o.atual}  ${o.arquivo}  ${o.trecho.source.slice(0, 40)}`);
}
