// LGPD access right (Lei 13.709/2018, art. 18, II): everything the platform holds about a person,
// as one JSON document. The club exports the customer's own data in every programme
// (GET /api/v1/clube/lgpd/exportar); the panel exports what one programme holds
// (GET /api/v1/admin/ClienteAdmin/{id}/lgpd/exportar): the person's registration and that
// tenant's records only, so one programme never learns about another (docs/lgpd.md).
//
// One SQL statement: every part comes from the same snapshot, so the document is consistent
// (a sale cannot show up in `vendas` without its movements). Secrets are never exported: the
// password hash (only `possuiSenha`), PIN hashes, and the QR token (a credential the club app
// already shows; a manager must not receive it).
import 'server-only';
import type { z } from 'zod';
import { consulta, prisma, sql } from '@/lib/db';
import { isoUtc } from '@/lib/datas';
import { formatarCpf } from '@/lib/documentos/cpf';
import { statusEfetivo, somasSaldo } from '@/lib/domain/lote/status-efetivo-sql';
import { lerSaldo, saldoResponse, type LinhaSaldo } from '@/lib/domain/lote/serializar-saldo';
import type { PrincipalAdmin } from '@/lib/domain/acesso/sessao-admin';
import { auditar } from '@/lib/domain/auditoria/auditar';
import { naoEncontrado } from '@/lib/domain/cliente/admin-obter-cliente';
import type { exportacaoLgpdSchema } from '@/lib/openapi/respostas-clube';

/**
 * The answer is the API document's schema (type only: nothing of lib/openapi is loaded here).
 * `tenantId` null: every programme (the customer's own export); a tenant: the panel's export of
 * that programme. A consent's `finalidade` is `Cadastro` (the registration) or a marketing channel
 * (`MarketingWhatsapp`, `MarketingEmail`).
 */
export type ExportacaoLgpd = z.output<typeof exportacaoLgpdSchema>;

/** A timestamptz as the spec's date-time, `YYYY-MM-DDTHH:MM:SSZ`. */
const utc = (coluna: string) => `to_char(${coluna} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"')`;
/** Rows of tenant `alias` visible in this export: all ($2 null) or that tenant's. */
const doEscopo = (alias: string) => `($2::uuid IS NULL OR ${alias}.tenant_id = $2::uuid)`;

// $1 customer, $2 tenant or null, $3 instant. Numbers leave as JSON numbers (numeric(14,2): at
// most 2 decimals, exact through a double below R$ 100 million), dates as `YYYY-MM-DD`.
const Q_EXPORTAR = consulta(`
  SELECT
    c.id, c.cpf, c.nome, c.email, c.telefone, c.data_nascimento, c.whatsapp_jid,
    c.whatsapp_verificado_em, c.senha_hash IS NOT NULL AS possui_senha, c.criado_em, c.data_ultimo_login,
    c.qr_gerado_em, c.anonimizado_em,
    (SELECT coalesce(json_agg(json_build_object(
              'tenantId', ct.tenant_id, 'tenantNome', t.nome, 'ativo', ct.ativo, 'lojaOrigemNome', lo.nome,
              'dataCadastro', ${utc('ct.criado_em')}, 'codigoIndicacao', ct.codigo_indicacao) ORDER BY ct.criado_em, ct.id), '[]'::json)
       FROM cliente_tenant ct JOIN tenant t ON t.id = ct.tenant_id LEFT JOIN loja lo ON lo.id = ct.loja_origem_id
      WHERE ct.cliente_id = c.id AND ${doEscopo('ct')}) AS vinculos,
    (SELECT coalesce(json_agg(json_build_object(
              'tenantId', s.tenant_id, 'tenantNome', t.nome, 'saldo_pontos', s.saldo_pontos,
              'saldo_cashback', s.saldo_cashback, 'saldo_pendente', s.saldo_pendente) ORDER BY t.nome, t.id), '[]'::json)
       FROM (SELECT ct.tenant_id, x.*
               FROM cliente_tenant ct
               CROSS JOIN LATERAL (
                 SELECT ${somasSaldo('$3', 'l')} FROM lote l
                  WHERE l.tenant_id = ct.tenant_id AND l.cliente_id = ct.cliente_id AND l.status IN ('Pendente','Disponivel')) x
              WHERE ct.cliente_id = c.id AND ${doEscopo('ct')}) s
       JOIN tenant t ON t.id = s.tenant_id) AS saldos,
    (SELECT coalesce(json_agg(json_build_object(
              'data', ${utc('cl.criado_em')}, 'canal', cl.canal, 'tenantNome', t.nome, 'lojaNome', lo.nome,
              'versaoTexto', cl.versao_texto, 'finalidade', cl.finalidade, 'aceito', cl.aceito) ORDER BY cl.criado_em, cl.id), '[]'::json)
       FROM consentimento_lgpd cl LEFT JOIN tenant t ON t.id = cl.tenant_id LEFT JOIN loja lo ON lo.id = cl.loja_id
      WHERE cl.cliente_id = c.id AND ${doEscopo('cl')}) AS consentimentos,
    (SELECT coalesce(json_agg(json_build_object(
              'vendaId', v.id, 'data', ${utc('v.criado_em')}, 'tenantNome', t.nome, 'lojaNome', lo.nome,
              'valorVenda', v.valor_venda, 'cashbackUsado', v.cashback_usado, 'descontoGerado', v.desconto_gerado,
              'valorFinal', v.valor_final, 'cashbackCreditado', v.cashback_creditado, 'pontosCreditados', v.pontos_creditados,
              'status', v.status, 'documentoExterno', v.documento_externo, 'observacao', v.observacao,
              'canceladaEm', ${utc('v.cancelada_em')}, 'motivoCancelamento', v.motivo_cancelamento) ORDER BY v.criado_em, v.id), '[]'::json)
       FROM venda v JOIN tenant t ON t.id = v.tenant_id JOIN loja lo ON lo.id = v.loja_id
      WHERE v.cliente_id = c.id AND ${doEscopo('v')}) AS vendas,
    (SELECT coalesce(json_agg(json_build_object(
              'resgateId', r.id, 'data', ${utc('r.criado_em')}, 'tenantNome', t.nome, 'lojaNome', lo.nome,
              'tipoBeneficio', r.tipo_beneficio, 'valor', r.valor, 'descricaoTroca', r.descricao_troca,
              'documentoExterno', r.documento_externo, 'observacao', r.observacao) ORDER BY r.criado_em, r.id), '[]'::json)
       FROM resgate r JOIN tenant t ON t.id = r.tenant_id JOIN loja lo ON lo.id = r.loja_id
      WHERE r.cliente_id = c.id AND ${doEscopo('r')}) AS resgates,
    (SELECT coalesce(json_agg(json_build_object(
              'loteId', l.id, 'dataCriacao', ${utc('l.criado_em')}, 'tenantNome', t.nome, 'lojaNome', lo.nome,
              'tipoBeneficio', l.tipo_beneficio, 'valorOriginal', l.valor_original, 'valorDisponivel', l.valor_disponivel,
              'status', ${statusEfetivo('$3', 'l')}, 'dataLiberacao', l.data_liberacao, 'dataExpiracao', l.data_expiracao)
              ORDER BY l.criado_em, l.tipo_beneficio, l.id), '[]'::json)
       FROM lote l JOIN tenant t ON t.id = l.tenant_id JOIN loja lo ON lo.id = l.loja_id
      WHERE l.cliente_id = c.id AND ${doEscopo('l')}) AS lotes,
    (SELECT coalesce(json_agg(json_build_object(
              'movimentacaoId', m.id, 'data', ${utc('m.criado_em')}, 'tenantNome', t.nome, 'lojaNome', lo.nome,
              'tipo', m.tipo, 'tipoBeneficio', m.tipo_beneficio, 'valor', m.valor, 'descricao', m.descricao)
              ORDER BY m.criado_em, m.id), '[]'::json)
       FROM movimentacao m JOIN tenant t ON t.id = m.tenant_id LEFT JOIN loja lo ON lo.id = m.loja_id
      WHERE m.cliente_id = c.id AND ${doEscopo('m')}) AS movimentacoes,
    -- Referrals (docs/indicacao.md) where the person referred or was referred: their side only (what
    -- they got), never the other person's name.
    (SELECT coalesce(json_agg(json_build_object(
              'tenantNome', t.nome, 'papel', CASE WHEN i.indicador_id = c.id THEN 'Indicou' ELSE 'Indicado' END,
              'status', i.status, 'data', ${utc('i.criada_em')}, 'concluidaEm', ${utc('i.concluida_em')},
              'tipoBeneficio', i.tipo_beneficio,
              'bonusRecebido', CASE WHEN i.indicador_id = c.id THEN i.bonus_indicador ELSE i.bonus_indicado END)
              ORDER BY i.criada_em, i.id), '[]'::json)
       FROM indicacao i JOIN tenant t ON t.id = i.tenant_id
      WHERE (i.indicador_id = c.id OR i.indicado_id = c.id) AND ${doEscopo('i')}) AS indicacoes
  FROM cliente c
 WHERE c.id = $1`);

type LinhaSaldoTenant = LinhaSaldo & { tenantId: string; tenantNome: string };

type Linha = {
  id: string;
  cpf: string | null;
  nome: string | null;
  email: string | null;
  telefone: string | null;
  data_nascimento: string | null;
  whatsapp_jid: string | null;
  whatsapp_verificado_em: Date | null;
  possui_senha: boolean;
  criado_em: Date;
  data_ultimo_login: Date | null;
  qr_gerado_em: Date;
  anonimizado_em: Date | null;
  saldos: LinhaSaldoTenant[];
} & Pick<ExportacaoLgpd, 'vinculos' | 'consentimentos' | 'vendas' | 'resgates' | 'lotes' | 'movimentacoes' | 'indicacoes'>;

const dataHora = (d: Date | null) => (d ? isoUtc(d) : null);

/** The person's data (every programme when `tenantId` is null); null when the person does not exist. */
export async function exportarDadosCliente(clienteId: string, tenantId: string | null, agora: Date): Promise<ExportacaoLgpd | null> {
  const [c] = await sql.query<Linha>(Q_EXPORTAR, [clienteId, tenantId, agora]);
  if (!c) return null;
  return {
    geradoEm: isoUtc(agora),
    tenantId,
    titular: {
      clienteId: c.id,
      cpf: c.cpf ? formatarCpf(c.cpf) : null,
      nome: c.nome,
      email: c.email || null,
      telefone: c.telefone || null,
      dataNascimento: c.data_nascimento,
      whatsappJid: c.whatsapp_jid,
      whatsappVerificadoEm: dataHora(c.whatsapp_verificado_em),
      possuiSenha: c.possui_senha,
      dataCriacao: isoUtc(c.criado_em),
      dataUltimoLogin: dataHora(c.data_ultimo_login),
      qrGeradoEm: isoUtc(c.qr_gerado_em),
      anonimizadoEm: dataHora(c.anonimizado_em),
    },
    vinculos: c.vinculos,
    saldos: c.saldos.map((s) => ({ tenantId: s.tenantId, tenantNome: s.tenantNome, ...saldoResponse(lerSaldo(s)) })),
    consentimentos: c.consentimentos,
    vendas: c.vendas,
    resgates: c.resgates,
    lotes: c.lotes,
    movimentacoes: c.movimentacoes,
    indicacoes: c.indicacoes,
  };
}

/**
 * The panel's export: the person must be a member of the programme (404 otherwise, also when the
 * person belongs to another programme only: docs/api-admin-clientes.md §1). Reading a person's
 * whole record is written to the audit log, like a change: who exported whose data, and when.
 */
export async function exportarDadosClienteAdmin(
  principal: PrincipalAdmin,
  tenantId: string,
  clienteId: string,
  agora: Date,
): Promise<ExportacaoLgpd> {
  const dados = await exportarDadosCliente(clienteId, tenantId, agora);
  if (!dados || dados.vinculos.length === 0) throw naoEncontrado();
  await prisma.$transaction((tx) =>
    auditar(tx, { principal, tenantId, acao: 'ExportacaoLgpd', entidade: 'Cliente', entidadeId: clienteId }),
  );
  return dados;
}
