// "Fechamento do caixa" (docs/caixa.md §10): one local day of the counter, per operator — what each
// panel user sold, redeemed and cancelled at /painel/caixa, with totals to the centavo and the list.
//
// Where the operator comes from: sales, redemptions and cancellations carry no user (they are the
// PDV's rows); the counter's audit rows do (docs/caixa.md §7). So the report starts from the ledger
// rows of the day — a sale by `venda.criado_em`, a redemption by its movement's `criado_em`, a
// cancellation by `venda.cancelada_em`, all written with the app clock — and keeps those whose
// audit row is a counter action (`CaixaRegistrarVenda`, `CaixaResgatar`, `CaixaCancelarVenda`)
// that is not a replay (`retransmissao` / `jaCancelada`): the audit row says WHO, the ledger row
// says HOW MUCH. A PDV sale has no such audit row and never appears.
//
// The day: a local date in the programme's calendar zone (lib/domain/tenant/fuso-do-programa.ts:
// the store's zone with a store filter, else the one zone of the active stores, else the default),
// from its 00:00 to the next day's 00:00.
//
// The flag: a customer who got ALERTA_VENDAS_MESMO_CLIENTE or more sales typed by the same operator
// on that day (cancelled ones included: typing and cancelling is part of the pattern).
import 'server-only';
import { consulta, prisma, sql } from '@/lib/db';
import { dataLocal, horaLocal, inicioDoDia, isoUtc, somarDias } from '@/lib/datas';
import { ZERO, dec, paraNumero, type Decimal } from '@/lib/dinheiro';
import { ErroDeNegocio, MENSAGENS } from '@/lib/erros';
import { agora } from '@/lib/relogio';
import type { PrincipalAdmin } from '@/lib/domain/acesso/sessao-admin';
import { fusoDoPrograma } from '@/lib/domain/tenant/fuso-do-programa';
import { MENSAGENS_CAIXA } from '@/lib/domain/caixa/mensagens';

/** Sales to one customer by one operator in one day from which the report flags the pair. */
export const ALERTA_VENDAS_MESMO_CLIENTE = 3;

export type TipoOperacaoCaixa = 'Venda' | 'Resgate' | 'Cancelamento';

export type TotaisFechamento = {
  vendas: number;
  valorVendas: number;
  /** Cashback used (model 2) plus this sale's cashback as discount (model 3). */
  descontos: number;
  valorFinal: number;
  cashbackCreditado: number;
  pontosCreditados: number;
  resgatesCashback: number;
  cashbackResgatado: number;
  resgatesPontos: number;
  pontosResgatados: number;
  cancelamentos: number;
  valorCancelado: number;
  cashbackEstornado: number;
  pontosEstornados: number;
  cashbackDevolvido: number;
};

export type OperacaoFechamento = {
  tipo: TipoOperacaoCaixa;
  em: string;
  /** HH:MM in the report's zone. */
  hora: string;
  lojaId: string;
  lojaNome: string;
  clienteId: string;
  /** The name only: never the CPF. */
  clienteNome: string | null;
  documentoExterno: string | null;
  /** Venda and Cancelamento: the sale's gross amount; Resgate: null. */
  valorVenda: number | null;
  /** Venda: what the customer paid; otherwise null. */
  valorFinal: number | null;
  /** Venda: credited; Resgate: redeemed; Cancelamento: taken back. */
  cashback: number;
  pontos: number;
  /** A sale to a flagged customer of this operator. */
  alerta: boolean;
};

export type AlertaFechamento = { clienteId: string; clienteNome: string | null; vendas: number };

export type OperadorFechamento = {
  usuarioId: string | null;
  nome: string | null;
  email: string | null;
  totais: TotaisFechamento;
  alertas: AlertaFechamento[];
  operacoes: OperacaoFechamento[];
};

export type FechamentoCaixa = {
  data: string;
  fusoHorario: string;
  inicio: string;
  fim: string;
  lojaId: string | null;
  usuarioId: string | null;
  totais: TotaisFechamento;
  operadores: OperadorFechamento[];
};

/** The first non-replay audit row of a counter action on the entity `id` (an SQL text expression). */
const auditoria = (acao: string, entidade: string, id: string, replay: string) => `
  JOIN LATERAL (SELECT au.usuario_id, au.usuario_email FROM auditoria_admin au
                 WHERE au.entidade = '${entidade}' AND au.entidade_id = ${id} AND au.acao = '${acao}'
                   AND au.tenant_id = $1 AND (au.depois->>'${replay}') IS DISTINCT FROM 'true'
                 ORDER BY au.criado_em, au.id LIMIT 1) a ON true`;

const filtros = (loja: string) => `AND ($4::uuid IS NULL OR ${loja} = $4) AND ($5::uuid IS NULL OR a.usuario_id = $5)`;

/** $1 tenant, $2 start, $3 end (exclusive), $4 store or null, $5 user or null. */
const Q_FECHAMENTO = consulta(`
  SELECT o.*, l.nome AS loja_nome, c.nome AS cliente_nome, u.nome AS usuario_nome
    FROM (
      SELECT 'Venda' AS tipo, v.criado_em AS em, a.usuario_id, a.usuario_email, v.loja_id, v.cliente_id, v.documento_externo,
             v.valor_venda::text AS valor_venda, v.valor_final::text AS valor_final, (v.cashback_usado + v.desconto_gerado)::text AS desconto,
             v.cashback_creditado::text AS cashback, v.pontos_creditados::text AS pontos, '0' AS devolvido
        FROM venda v ${auditoria('CaixaRegistrarVenda', 'Venda', 'v.id::text', 'retransmissao')}
       WHERE v.tenant_id = $1 AND v.criado_em >= $2 AND v.criado_em < $3 ${filtros('v.loja_id')}
      UNION ALL
      SELECT 'Resgate', m.criado_em, a.usuario_id, a.usuario_email, r.loja_id, r.cliente_id, r.documento_externo,
             NULL, NULL, '0',
             CASE WHEN r.tipo_beneficio = 'Cashback' THEN r.valor::text ELSE '0' END,
             CASE WHEN r.tipo_beneficio = 'Pontos' THEN r.valor::text ELSE '0' END, '0'
        FROM movimentacao m JOIN resgate r ON r.id = m.resgate_id
             ${auditoria('CaixaResgatar', 'Resgate', 'm.id::text', 'retransmissao')}
       WHERE m.tenant_id = $1 AND m.criado_em >= $2 AND m.criado_em < $3 AND m.resgate_id IS NOT NULL ${filtros('r.loja_id')}
      UNION ALL
      SELECT 'Cancelamento', v.cancelada_em, a.usuario_id, a.usuario_email, v.loja_id, v.cliente_id, v.documento_externo,
             v.valor_venda::text, NULL, '0',
             coalesce(v.resposta_cancelamento->>'cashbackEstornado', '0'), coalesce(v.resposta_cancelamento->>'pontosEstornados', '0'),
             coalesce(v.resposta_cancelamento->>'cashbackDevolvido', '0')
        FROM venda v ${auditoria('CaixaCancelarVenda', 'Venda', 'v.id::text', 'jaCancelada')}
       WHERE v.tenant_id = $1 AND v.cancelada_em >= $2 AND v.cancelada_em < $3 ${filtros('v.loja_id')}
    ) o
    JOIN loja l ON l.id = o.loja_id
    JOIN cliente c ON c.id = o.cliente_id
    LEFT JOIN usuario_admin u ON u.id = o.usuario_id
   ORDER BY o.em, o.tipo`);

type Linha = {
  tipo: TipoOperacaoCaixa;
  em: Date;
  usuario_id: string | null;
  usuario_email: string | null;
  usuario_nome: string | null;
  loja_id: string;
  loja_nome: string;
  cliente_id: string;
  cliente_nome: string | null;
  documento_externo: string | null;
  valor_venda: string | null;
  valor_final: string | null;
  desconto: string;
  cashback: string;
  pontos: string;
  devolvido: string;
};

type Somas = { [K in keyof TotaisFechamento]: Decimal };

/** A day with nothing at the counter; also the list of the totals' fields, in their order. */
export const TOTAIS_ZERADOS: TotaisFechamento = {
  vendas: 0,
  valorVendas: 0,
  descontos: 0,
  valorFinal: 0,
  cashbackCreditado: 0,
  pontosCreditados: 0,
  resgatesCashback: 0,
  cashbackResgatado: 0,
  resgatesPontos: 0,
  pontosResgatados: 0,
  cancelamentos: 0,
  valorCancelado: 0,
  cashbackEstornado: 0,
  pontosEstornados: 0,
  cashbackDevolvido: 0,
};

function somar(linhas: Linha[]): TotaisFechamento {
  const s = Object.fromEntries(Object.keys(TOTAIS_ZERADOS).map((k) => [k, ZERO])) as Somas;
  const mais = (k: keyof Somas, v: string | null) => (s[k] = s[k].add(dec(v ?? '0')));
  for (const l of linhas) {
    if (l.tipo === 'Venda') {
      mais('vendas', '1');
      mais('valorVendas', l.valor_venda);
      mais('descontos', l.desconto);
      mais('valorFinal', l.valor_final);
      mais('cashbackCreditado', l.cashback);
      mais('pontosCreditados', l.pontos);
    } else if (l.tipo === 'Resgate') {
      if (dec(l.pontos).gt(0)) {
        mais('resgatesPontos', '1');
        mais('pontosResgatados', l.pontos);
      } else {
        mais('resgatesCashback', '1');
        mais('cashbackResgatado', l.cashback);
      }
    } else {
      mais('cancelamentos', '1');
      mais('valorCancelado', l.valor_venda);
      mais('cashbackEstornado', l.cashback);
      mais('pontosEstornados', l.pontos);
      mais('cashbackDevolvido', l.devolvido);
    }
  }
  return Object.fromEntries(Object.entries(s).map(([k, v]) => [k, paraNumero(v)])) as TotaisFechamento;
}

function doOperador(linhas: Linha[], fuso: string): OperadorFechamento {
  const porCliente = new Map<string, AlertaFechamento>();
  for (const l of linhas.filter((x) => x.tipo === 'Venda')) {
    const a = porCliente.get(l.cliente_id) ?? { clienteId: l.cliente_id, clienteNome: l.cliente_nome, vendas: 0 };
    a.vendas += 1;
    porCliente.set(l.cliente_id, a);
  }
  const alertas = [...porCliente.values()].filter((a) => a.vendas >= ALERTA_VENDAS_MESMO_CLIENTE).sort((a, b) => b.vendas - a.vendas);
  const marcados = new Set(alertas.map((a) => a.clienteId));
  const [p] = linhas;
  return {
    usuarioId: p!.usuario_id,
    nome: p!.usuario_nome,
    email: p!.usuario_email,
    totais: somar(linhas),
    alertas,
    operacoes: linhas.map((l) => ({
      tipo: l.tipo,
      em: isoUtc(l.em),
      hora: horaLocal(l.em, fuso),
      lojaId: l.loja_id,
      lojaNome: l.loja_nome,
      clienteId: l.cliente_id,
      clienteNome: l.cliente_nome,
      documentoExterno: l.documento_externo,
      valorVenda: l.valor_venda === null ? null : paraNumero(l.valor_venda),
      valorFinal: l.valor_final === null ? null : paraNumero(l.valor_final),
      cashback: paraNumero(l.cashback),
      pontos: paraNumero(l.pontos),
      alerta: l.tipo === 'Venda' && marcados.has(l.cliente_id),
    })),
  };
}

export type FiltroFechamento = { data?: string | null; lojaId?: string | null; usuarioId?: string | null };

/**
 * The counter's day of `tenantId`. An Operador sees only their own operations (naming another
 * user is 403); AdminTenant and SuperAdmin see every operator, or the one named.
 */
export async function fechamentoDoCaixa(principal: PrincipalAdmin, tenantId: string, f: FiltroFechamento): Promise<FechamentoCaixa> {
  let usuarioId = f.usuarioId?.toLowerCase() ?? null;
  if (principal.perfil === 'Operador') {
    if (usuarioId && usuarioId !== principal.usuarioId) throw new ErroDeNegocio(403, MENSAGENS.acessoNegado);
    usuarioId = principal.usuarioId;
  }
  // A SuperAdmin naming no programme (or a sandbox's, which the wrapper turned into none): 404.
  if (!(await prisma.tenant.findUnique({ where: { id: tenantId }, select: { id: true } }))) {
    throw new ErroDeNegocio(404, MENSAGENS_CAIXA.tenantNaoEncontrado);
  }
  const lojaId = f.lojaId?.toLowerCase() ?? null;
  const fuso = await fusoDoPrograma(tenantId, lojaId);
  const data = f.data ?? dataLocal(agora(), fuso);
  const inicio = inicioDoDia(data, fuso);
  const fim = inicioDoDia(somarDias(data, 1), fuso);
  const linhas = await sql.query<Linha>(Q_FECHAMENTO, [tenantId, inicio, fim, lojaId, usuarioId]);

  const porUsuario = new Map<string, Linha[]>();
  for (const l of linhas) {
    const chave = l.usuario_id ?? `email:${l.usuario_email}`;
    porUsuario.set(chave, [...(porUsuario.get(chave) ?? []), l]);
  }
  const operadores = [...porUsuario.values()]
    .map((ls) => doOperador(ls, fuso))
    .sort((a, b) => (a.nome ?? a.email ?? '').localeCompare(b.nome ?? b.email ?? '', 'pt-BR'));
  return {
    data,
    fusoHorario: fuso,
    inicio: isoUtc(inicio),
    fim: isoUtc(fim),
    lojaId,
    usuarioId,
    totais: somar(linhas),
    operadores,
  };
}
