// One sale in the panel (GET /api/v1/admin/VendaAdmin/{id}) and its cancellation from the panel
// (GET …/{id}/cancelamento, the dry run the confirmation shows; POST …/{id}/cancelar, the real
// one). Both go through lib/domain/venda/cancelar-venda.ts, the code of the PDV's
// POST /venda/cancelar: the preview is that cancellation run in a transaction that is rolled
// back, so what the dialog shows is exactly what the confirmation applies, refusals included
// (docs/vendas-painel.md, with a worked example).
//
// A sale exists for a programme only in its tenant: another tenant's sale is "not found" (404),
// never "forbidden", so ids do not leak across programmes.
import 'server-only';
import { randomUUID } from 'node:crypto';
import { consulta, sql, type Executor } from '@/lib/db';
import { ErroDeNegocio } from '@/lib/erros';
import { paraNumero } from '@/lib/dinheiro';
import { formatarCpf } from '@/lib/documentos/cpf';
import { agora as relogio } from '@/lib/relogio';
import { contextoRequisicao } from '@/lib/log';
import type { PrincipalAdmin } from '@/lib/domain/acesso/sessao-admin';
import { veCpfCompleto } from '@/lib/domain/cliente/serializar-cliente-admin';
import { movimentacaoDoHistorico } from '@/lib/domain/clube/historico';
import { Q_SALDO, colunasLote } from '@/lib/domain/lote/status-efetivo-sql';
import { lerSaldo, saldoResponse, valoresDoLote, type LinhaSaldo, type SaldoResponse } from '@/lib/domain/lote/serializar-saldo';
import {
  cancelarVenda,
  simularCancelamentoVenda,
  type CancelamentoVendaResponse,
  type MovimentacaoCancelada,
} from '@/lib/domain/venda/cancelar-venda';
import { MENSAGENS_VENDA } from '@/lib/domain/venda/mensagens';
import { COLUNAS_VENDA, DE_VENDAS, vendaAdminItem, type LinhaVenda, type VendaAdminItem } from '@/lib/domain/venda/admin-listar-vendas';
import type { TipoMovimentacao } from '@/lib/generated/prisma/client';

export type MovimentacaoDaVenda = {
  movimentacaoId: string;
  tipo: TipoMovimentacao;
  tipoBeneficio: 'Cashback' | 'Pontos';
  descricao: string;
  valor: number;
  data: string;
};

export type LoteDaVenda = {
  loteId: string;
  tipoBeneficio: 'Cashback' | 'Pontos';
  valorOriginal: number;
  valorDisponivel: number;
  /** Effective status at this instant (a lot past its expiry is Expirado before the job runs). */
  status: 'Pendente' | 'Disponivel' | 'Resgatado' | 'Expirado' | 'Cancelado';
  dataLiberacao: string | null;
  dataExpiracao: string | null;
};

export type VendaAdminResponse = VendaAdminItem & {
  /** Full CPF for AdminTenant and SuperAdmin; null for Operador (the customer detail's rule). */
  cpf: string | null;
  cnpjLoja: string;
  observacao: string | null;
  motivoCancelamento: string | null;
  movimentacoes: MovimentacaoDaVenda[];
  lotes: LoteDaVenda[];
};

export type PreviaCancelamentoResponse = {
  vendaId: string;
  /** Already cancelled: nothing would change (the cancellation is idempotent). */
  jaCancelada: boolean;
  saldoAntes: SaldoResponse;
  saldoDepois: SaldoResponse;
  movimentacoesCanceladas: MovimentacaoCancelada[];
  pontosEstornados: number;
  cashbackEstornado: number;
  cashbackDevolvido: number;
};

const Q_VENDA = consulta(
  `SELECT ${COLUNAS_VENDA}, lj.cnpj, v.observacao, v.motivo_cancelamento ${DE_VENDAS} WHERE v.tenant_id = $1 AND v.id = $2`,
);

const Q_MOVIMENTACOES = consulta(`
  SELECT id, tipo, tipo_beneficio, valor::text AS valor, descricao, criado_em
    FROM movimentacao WHERE venda_id = $1 AND tenant_id = $2
   ORDER BY criado_em, id`);

// The lots the sale credited (not the ones its model-2 discount consumed: those are the
// customer's older lots, listed on the customer's page). $1 sale, $2 tenant, $3 instant.
const Q_LOTES = consulta(`
  SELECT ${colunasLote('$3', 'l')}
    FROM lote l WHERE l.venda_id = $1 AND l.tenant_id = $2
   ORDER BY l.tipo_beneficio, l.criado_em, l.id`);

type LinhaDetalhe = LinhaVenda & { cnpj: string; observacao: string | null; motivo_cancelamento: string | null };

export const vendaNaoEncontrada = () => new ErroDeNegocio(404, MENSAGENS_VENDA.vendaNaoEncontrada);

async function lerVenda(tenantId: string, vendaId: string): Promise<LinhaDetalhe> {
  const [v] = await sql.query<LinhaDetalhe>(Q_VENDA, [tenantId, vendaId]);
  if (!v) throw vendaNaoEncontrada();
  return v;
}

export async function obterVendaAdmin(principal: PrincipalAdmin, tenantId: string, vendaId: string): Promise<VendaAdminResponse> {
  const v = await lerVenda(tenantId, vendaId);
  const [movs, lotes] = await Promise.all([
    sql.query<{
      id: string;
      tipo: TipoMovimentacao;
      tipo_beneficio: 'Cashback' | 'Pontos';
      valor: string;
      descricao: string | null;
      criado_em: Date;
    }>(Q_MOVIMENTACOES, [v.id, tenantId]),
    sql.query<{
      id: string;
      tipo_beneficio: 'Cashback' | 'Pontos';
      valor_original: string;
      valor_disponivel: string;
      status: LoteDaVenda['status'];
      data_liberacao: Date | null;
      data_expiracao: Date | null;
    }>(Q_LOTES, [v.id, tenantId, relogio()]),
  ]);
  return {
    ...vendaAdminItem(v),
    cpf: v.cpf && veCpfCompleto(principal.perfil) ? formatarCpf(v.cpf) : null,
    cnpjLoja: v.cnpj,
    observacao: v.observacao,
    motivoCancelamento: v.motivo_cancelamento,
    movimentacoes: movs.map(movimentacaoDoHistorico),
    lotes: lotes.map((l) => ({ loteId: l.id, ...valoresDoLote(l) })),
  };
}

/** The exact reversal the cancellation would apply now, computed by the cancellation itself and rolled back. */
export async function previaCancelamentoAdmin(tenantId: string, vendaId: string): Promise<PreviaCancelamentoResponse> {
  const v = await lerVenda(tenantId, vendaId);
  const [antes] = await sql.query<LinhaSaldo>(Q_SALDO, [tenantId, v.cliente_id, relogio()]);
  const { cancelamento: c, jaCancelada } = await simularCancelamentoVenda(tenantId, { cnpjLoja: v.cnpj, vendaId: v.id });
  return { vendaId: v.id, ...reversaoDaPrevia(c, jaCancelada, saldoResponse(lerSaldo(antes))) };
}

/**
 * What the dry run of a cancellation would reverse, with the balances before and after; nothing
 * when the sale is already cancelled (the cancellation is idempotent). The sale page's and the
 * counter's previews (`caixa/operar-caixa.ts`).
 */
export function reversaoDaPrevia(
  c: CancelamentoVendaResponse,
  jaCancelada: boolean,
  saldoAntes: SaldoResponse,
): Omit<PreviaCancelamentoResponse, 'vendaId'> {
  return {
    jaCancelada,
    saldoAntes,
    saldoDepois: jaCancelada ? saldoAntes : c.saldoAtual,
    movimentacoesCanceladas: jaCancelada ? [] : c.movimentacoesCanceladas,
    pontosEstornados: jaCancelada ? 0 : c.pontosEstornados,
    cashbackEstornado: jaCancelada ? 0 : c.cashbackEstornado,
    cashbackDevolvido: jaCancelada ? 0 : c.cashbackDevolvido,
  };
}

const S_AUDITORIA = consulta(`
  INSERT INTO auditoria_admin (id, tenant_id, usuario_id, usuario_email, acao, entidade, entidade_id, antes, depois, request_id, criado_em)
  VALUES ($1, $2, $3, $4, 'CancelarVenda', 'Venda', $5, $6, $7, $8, $9)`);

/**
 * Cancels the sale through the PDV's cancellation (same rules, same idempotency), with the audit
 * row written in the same transaction: who cancelled, why, and what was reversed. The audit keeps
 * no personal data of the customer (ids and amounts only).
 */
export async function cancelarVendaAdmin(
  principal: PrincipalAdmin,
  tenantId: string,
  vendaId: string,
  motivo: string | undefined,
): Promise<{ cancelamento: CancelamentoVendaResponse; jaCancelada: boolean }> {
  const v = await lerVenda(tenantId, vendaId);
  return cancelarVenda(
    tenantId,
    { cnpjLoja: v.cnpj, vendaId: v.id, motivo },
    {
      aoConcluir: async (tx: Executor, r) => {
        await tx.query(S_AUDITORIA, [
          randomUUID(),
          tenantId,
          principal.usuarioId,
          principal.email,
          v.id,
          JSON.stringify({ status: v.status, valorVenda: paraNumero(v.valor_venda), documentoExterno: v.documento_externo }),
          JSON.stringify({
            status: r.status,
            motivo: motivo ?? null,
            pontosEstornados: r.pontosEstornados,
            cashbackEstornado: r.cashbackEstornado,
            cashbackDevolvido: r.cashbackDevolvido,
          }),
          contextoRequisicao.getStore()?.requestId ?? null,
          relogio(),
        ]);
      },
    },
  );
}
