// POST /api/v1/venda: registers a sale and credits its benefits (spec "POST /api/v1/venda",
// rules 1-8; docs/regras-de-negocio.md for the worked examples).
//
// Round trips: one query reads the store, its active campaigns, the customer and any earlier
// sale with the same documentoExterno; one statement then writes the sale, its movements, its
// lots, the lots it consumes and its outbox event, and returns the balance. Only a first
// purchase (customer to create) or model 2 (balance to lock and consume) open a transaction.
import { createHash, randomUUID } from 'node:crypto';
import { consulta, sql, transacao, type Executor } from '@/lib/db';
import { Decimal, ZERO, paraNumero } from '@/lib/dinheiro';
import { dataLocal, inicioDoDia, somarDias } from '@/lib/datas';
import { ErroDeNegocio, MENSAGENS, regraDeNegocio } from '@/lib/erros';
import { agora as relogio } from '@/lib/relogio';
import { normalizarCnpj, cnpjValido } from '@/lib/documentos/cnpj';
import {
  lerCampanhas,
  permiteCheckoutCashback,
  permiteDescontoSobreGerado,
  sqlCampanhasAtivas,
  type RegraCampanha,
} from '@/lib/domain/campanha/regra-campanha';
import {
  calcularVenda,
  campanhasElegiveis,
  datasDoCredito,
  ehDiferida,
  type Modelo,
  type VendaCalculada,
} from '@/lib/domain/venda/calcular-beneficios';
import { alocarFifo, somaDisponivel, type Consumo } from '@/lib/domain/lote/alocar-fifo';
import { Q_LOTES_USAVEIS, Q_SALDO, Q_TRAVAR_VINCULO, somasSaldo, sqlConsumir } from '@/lib/domain/lote/sql-lote';
import { materializarLotesDoCliente } from '@/lib/domain/lote/materializar-lotes';
import { lerSaldo, saldoResponse, type LinhaSaldo, type SaldoResponse } from '@/lib/domain/lote/serializar';
import { garantirClienteNoTenant } from '@/lib/domain/cliente/garantir-cliente';
import { MENSAGENS_VENDA } from '@/lib/domain/venda/mensagens';

export type EntradaVenda = {
  cnpjLoja: string;
  /** 11 digits, already validated. */
  cpf: string;
  valorVenda: Decimal;
  documentoExterno?: string;
  observacao?: string;
  usarCashbackDisponivel: boolean;
  usarCashbackGerado: boolean;
  cliente?: { nome?: string; email?: string; telefone?: string };
};

export type BeneficioAplicado = {
  movimentacaoId: string;
  campanhaId: string;
  campanhaDescricao: string;
  tipoBeneficio: 'Cashback' | 'Pontos';
  pontosCreditados: number;
  cashbackCreditado: number;
  statusBeneficio: 'Disponivel' | 'Pendente';
  dataLiberacao: string | null;
  dataExpiracao: string | null;
};

export type VendaResponse = {
  vendaId: string;
  clienteId: string;
  clienteNome: string | null;
  valorVenda: number;
  beneficiosAplicados: BeneficioAplicado[];
  pontosCreditados: number;
  cashbackCreditado: number;
  cashbackUsado: number;
  descontoGerado: number;
  valorFinal: number;
  saldoAtual: SaldoResponse;
};

export type ResultadoVenda = { venda: VendaResponse; retransmissao: boolean };

type Contexto = {
  loja_id: string;
  loja_nome: string;
  loja_ativa: boolean;
  fuso_horario: string;
  campanhas: unknown;
  cliente_id: string | null;
  cliente_nome: string | null;
  cliente_contato: boolean | null;
  vinculo_ativo: boolean | null;
  venda_id: string | null;
  hash_requisicao: string | null;
  resposta: Omit<VendaResponse, 'saldoAtual'> | null;
};

const Q_CONTEXTO = consulta(`
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

const Q_VENDA_POR_DOCUMENTO = consulta(`
  SELECT v.id AS venda_id, v.hash_requisicao, v.resposta, v.cliente_id
    FROM venda v WHERE v.loja_id = $1 AND v.documento_externo = $2`);

/**
 * The whole sale in one statement. The sale row is inserted first with ON CONFLICT DO NOTHING on
 * (loja, documentoExterno); every other write selects FROM that CTE, so a retransmission that
 * loses the race writes nothing at all. The final SELECT reads the balance as it was before this
 * statement (one snapshot); the caller adds this sale's own deltas.
 */
const S_VENDA = consulta(`
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

function hashRequisicao(e: EntradaVenda, cnpj: string): string {
  // What makes two requests "the same sale": store, customer, amount and discount model.
  // Notes and registration data are incidental (docs/regras-de-negocio.md, "Retransmission").
  const chave = [cnpj, e.cpf, e.valorVenda.toFixed(2), e.usarCashbackDisponivel, e.usarCashbackGerado].join('|');
  return createHash('sha256').update(chave).digest('hex');
}

type LinhaMov = { id: string; campanhaId: string | null; loteId: string | null; tipo: string; tipoBeneficio: string; valor: string; descricao: string };
type LinhaLoteNovo = {
  id: string;
  campanhaId: string;
  movimentacaoId: string;
  tipoBeneficio: string;
  valor: string;
  status: 'Disponivel' | 'Pendente';
  dataLiberacao: string | null;
  liberaEm: Date | null;
  dataExpiracao: string | null;
  expiraEm: Date | null;
};


/** Lots, movements and response elements of the benefits computed for the sale. */
function planejarCreditos(calc: VendaCalculada, hoje: string, fuso: string) {
  const movimentos: LinhaMov[] = [];
  const lotes: LinhaLoteNovo[] = [];
  const beneficios: BeneficioAplicado[] = [];
  for (const b of calc.beneficios) {
    const c = b.campanha;
    const valor = c.tipo === 'Cashback' ? b.cashback : b.pontos;
    const { diferido, dataLiberacao, dataExpiracao } = datasDoCredito(c, hoje);
    const movId = randomUUID();
    const loteId = valor.gt(0) ? randomUUID() : null;
    const tipoMov = c.tipo === 'Pontos' ? 'CreditoPontos' : diferido ? 'CreditoCashbackPendente' : 'CreditoCashback';
    const descricao =
      c.tipo === 'Pontos' ? `Pontos da campanha ${c.nome}` : diferido ? `Cashback pendente da campanha ${c.nome}` : `Cashback da campanha ${c.nome}`;

    // Model 3: the cashback generated on valorVenda became the discount; record it (balance-neutral)
    // so the history and the analytics show it, and point the benefit at it when nothing is credited.
    let movDesconto: string | null = null;
    if (c.tipo === 'Cashback' && calc.descontoGerado.gt(0)) {
      movDesconto = randomUUID();
      movimentos.push({
        id: movDesconto,
        campanhaId: c.id,
        loteId: null,
        tipo: 'DescontoCashbackGerado',
        tipoBeneficio: 'Cashback',
        valor: calc.descontoGerado.toFixed(2),
        descricao: `Desconto imediato com o cashback da compra (${c.nome})`,
      });
    }
    const registraCredito = !(movDesconto && valor.isZero());
    if (registraCredito) {
      movimentos.push({ id: movId, campanhaId: c.id, loteId, tipo: tipoMov, tipoBeneficio: c.tipo, valor: valor.toFixed(2), descricao });
    }
    if (loteId) {
      lotes.push({
        id: loteId,
        campanhaId: c.id,
        movimentacaoId: movId,
        tipoBeneficio: c.tipo,
        valor: valor.toFixed(2),
        status: diferido ? 'Pendente' : 'Disponivel',
        dataLiberacao,
        liberaEm: dataLiberacao ? inicioDoDia(dataLiberacao, fuso) : null,
        dataExpiracao,
        expiraEm: dataExpiracao ? inicioDoDia(somarDias(dataExpiracao, 1), fuso) : null,
      });
    }
    beneficios.push({
      movimentacaoId: registraCredito ? movId : movDesconto!,
      campanhaId: c.id,
      campanhaDescricao: c.nome,
      tipoBeneficio: c.tipo,
      pontosCreditados: c.tipo === 'Pontos' ? paraNumero(valor) : 0,
      cashbackCreditado: c.tipo === 'Cashback' ? paraNumero(valor) : 0,
      statusBeneficio: diferido ? 'Pendente' : 'Disponivel',
      dataLiberacao,
      dataExpiracao,
    });
  }
  return { movimentos, lotes, beneficios };
}

/** Kind of the consolidated customer notification (spec "Events"); null = nothing to tell. */
function tipoEvento(beneficios: BeneficioAplicado[]): string | null {
  const cb = beneficios.find((b) => b.tipoBeneficio === 'Cashback' && b.cashbackCreditado > 0);
  const pt = beneficios.find((b) => b.tipoBeneficio === 'Pontos' && b.pontosCreditados > 0);
  if (cb && pt) return cb.statusBeneficio === 'Pendente' ? 'CashbackPendenteEPontosCreditados' : 'CashbackEPontosCreditados';
  if (cb) return cb.statusBeneficio === 'Pendente' ? 'CashbackPendenteCreditado' : 'CashbackCreditado';
  if (pt) return 'PontosCreditados';
  return null;
}

class VendaJaRegistrada extends Error {}

export async function registrarVenda(tenantId: string, e: EntradaVenda): Promise<ResultadoVenda> {
  // Rule 6: the two discount models are mutually exclusive.
  if (e.usarCashbackDisponivel && e.usarCashbackGerado) throw regraDeNegocio(MENSAGENS_VENDA.modelosExclusivos);
  if (!cnpjValido(e.cnpjLoja)) throw regraDeNegocio(MENSAGENS.cnpjInvalido);
  const cnpj = normalizarCnpj(e.cnpjLoja);
  const agora = relogio();
  const hash = hashRequisicao(e, cnpj);

  const [ctx] = await sql.query<Contexto>(Q_CONTEXTO, [tenantId, cnpj, e.cpf, e.documentoExterno ?? null, agora]);
  if (!ctx || !ctx.loja_ativa) throw regraDeNegocio(MENSAGENS.lojaNaoEncontrada);

  // Rule 8: a retransmission returns the original result and credits nothing.
  if (ctx.venda_id) return reproduzir(tenantId, ctx.hash_requisicao!, ctx.resposta!, hash, agora);

  const clienteExiste = ctx.cliente_id !== null;
  // Rule 3: creating a customer from `cliente` needs a name; rule 1: otherwise it is ignored.
  if (!clienteExiste && e.cliente && !(e.cliente.nome && e.cliente.nome.length >= 2)) {
    throw new ErroDeNegocio(400, MENSAGENS_VENDA.clienteNomeObrigatorio);
  }
  if (ctx.vinculo_ativo === false) throw regraDeNegocio(MENSAGENS_VENDA.clienteInativo);

  // Rule 7: no eligible campaign, nothing recorded.
  const elegiveis = campanhasElegiveis(lerCampanhas(ctx.campanhas), e.valorVenda);
  if (elegiveis.length === 0) throw regraDeNegocio(MENSAGENS_VENDA.semCampanha);
  const cashbackCamp = elegiveis.find((c) => c.tipo === 'Cashback');

  let modelo: Modelo = 1;
  if (e.usarCashbackGerado) {
    // Rule 5: model 3 needs permiteDescontoSobreGerado (an immediate Cashback campaign with the flag).
    if (!permiteDescontoSobreGerado(cashbackCamp)) throw regraDeNegocio(MENSAGENS_VENDA.descontoGeradoIndisponivel);
    modelo = 3;
  } else if (e.usarCashbackDisponivel && permiteCheckoutCashback(cashbackCamp)) {
    // Rule 4: otherwise the flag is ignored silently (also for deferred campaigns).
    modelo = 2;
  }

  const hoje = dataLocal(agora, ctx.fuso_horario);
  const vendaId = randomUUID();
  const precisaTransacao = modelo === 2 || !clienteExiste || ctx.vinculo_ativo === null;

  const gravar = async (ex: Executor, cliente: { id: string; nome: string | null; contato: boolean }, saldoAntes?: Decimal, consumos: Consumo[] = []) => {
    const calc = calcularVenda({ valorVenda: e.valorVenda, elegiveis, modelo, saldoDisponivel: saldoAntes });
    const plano = planejarCreditos(calc, hoje, ctx.fuso_horario);
    const usoMovId = calc.cashbackUsado.gt(0) ? randomUUID() : null;
    if (usoMovId) {
      plano.movimentos.push({
        id: usoMovId,
        campanhaId: cashbackCamp!.id,
        loteId: null,
        tipo: 'UsoCashbackVenda',
        tipoBeneficio: 'Cashback',
        valor: calc.cashbackUsado.toFixed(2),
        descricao: 'Cashback usado como desconto na compra',
      });
    }
    const cashbackCreditado = calc.beneficios.reduce((s, b) => s.add(b.cashback), ZERO as Decimal);
    const pontosCreditados = calc.beneficios.reduce((s, b) => s.add(b.pontos), ZERO as Decimal);
    const resposta: Omit<VendaResponse, 'saldoAtual'> = {
      vendaId,
      clienteId: cliente.id,
      clienteNome: cliente.nome,
      valorVenda: paraNumero(e.valorVenda),
      beneficiosAplicados: plano.beneficios,
      pontosCreditados: paraNumero(pontosCreditados),
      cashbackCreditado: paraNumero(cashbackCreditado),
      cashbackUsado: paraNumero(calc.cashbackUsado),
      descontoGerado: paraNumero(calc.descontoGerado),
      valorFinal: paraNumero(calc.valorFinal),
    };
    const evento = cliente.contato ? tipoEvento(plano.beneficios) : null;
    const payload = evento
      ? { clienteId: cliente.id, vendaId, lojaNome: ctx.loja_nome, beneficios: plano.beneficios, cashbackUsado: resposta.cashbackUsado, descontoGerado: resposta.descontoGerado }
      : null;
    const M = plano.movimentos;
    const L = plano.lotes;
    const [r] = await ex.query<LinhaSaldo & { inserida: number }>(S_VENDA, [
      vendaId, tenantId, ctx.loja_id, cliente.id, e.valorVenda.toFixed(2), calc.cashbackUsado.toFixed(2),
      calc.descontoGerado.toFixed(2), calc.valorFinal.toFixed(2), cashbackCreditado.toFixed(2), pontosCreditados.toFixed(2),
      modelo, e.documentoExterno ?? null, hash, e.observacao ?? null, JSON.stringify(resposta), agora,
      M.map((m) => m.id), M.map((m) => m.campanhaId), M.map((m) => m.loteId), M.map((m) => m.tipo), M.map((m) => m.tipoBeneficio),
      M.map((m) => m.valor), M.map((m) => m.descricao),
      L.map((l) => l.id), L.map((l) => l.campanhaId), L.map((l) => l.movimentacaoId), L.map((l) => l.tipoBeneficio),
      L.map((l) => l.valor), L.map((l) => l.status), L.map((l) => l.dataLiberacao), L.map((l) => l.liberaEm),
      L.map((l) => l.dataExpiracao), L.map((l) => l.expiraEm),
      consumos.map((c) => c.loteId), consumos.map((c) => c.valor.toFixed(2)), usoMovId,
      evento, payload ? JSON.stringify({ tipo: evento, ...payload }) : null,
    ]);
    if (!r || r.inserida === 0) throw new VendaJaRegistrada();
    // The balance read by the statement predates it; add what this sale moved.
    const s = lerSaldo(r);
    for (const b of calc.beneficios) {
      s.pontos = s.pontos.add(b.pontos);
      if (ehDiferida(b.campanha)) s.pendente = s.pendente.add(b.cashback);
      else s.cashback = s.cashback.add(b.cashback);
    }
    s.cashback = s.cashback.sub(calc.cashbackUsado);
    return { ...resposta, saldoAtual: saldoResponse(s) };
  };

  try {
    if (!precisaTransacao) {
      const venda = await gravar(sql, { id: ctx.cliente_id!, nome: ctx.cliente_nome, contato: !!ctx.cliente_contato });
      return { venda, retransmissao: false };
    }
    const venda = await transacao(async (tx) => {
      let cliente = { id: ctx.cliente_id ?? '', nome: ctx.cliente_nome, contato: !!ctx.cliente_contato };
      if (!clienteExiste || ctx.vinculo_ativo === null) {
        const novo = await garantirClienteNoTenant(tx, {
          tenantId,
          lojaId: ctx.loja_id,
          cpf: e.cpf,
          nome: e.cliente?.nome ?? null,
          email: e.cliente?.email || null,
          telefone: e.cliente?.telefone || null,
          agora,
        });
        if (!novo.ativo) throw regraDeNegocio(MENSAGENS_VENDA.clienteInativo);
        cliente = { id: novo.id, nome: novo.nome, contato: novo.contato };
      }
      if (modelo !== 2) return gravar(tx, cliente);
      await tx.query(Q_TRAVAR_VINCULO, [tenantId, cliente.id]);
      await materializarLotesDoCliente(tx, agora, tenantId, cliente.id);
      const lotes = (await tx.query<{ id: string; valor_disponivel: string }>(Q_LOTES_USAVEIS, [tenantId, cliente.id, 'Cashback', agora])).map(
        (l) => ({ id: l.id, disponivel: new Decimal(l.valor_disponivel) }),
      );
      const saldo = somaDisponivel(lotes);
      const usado = calcularVenda({ valorVenda: e.valorVenda, elegiveis, modelo, saldoDisponivel: saldo }).cashbackUsado;
      return gravar(tx, cliente, saldo, usado.gt(0) ? alocarFifo(lotes, usado) : []);
    });
    return { venda, retransmissao: false };
  } catch (erro) {
    if (!(erro instanceof VendaJaRegistrada)) throw erro;
    // Lost the race to an identical request: answer with what that one recorded.
    const [v] = await sql.query<{ venda_id: string; hash_requisicao: string; resposta: Omit<VendaResponse, 'saldoAtual'> }>(
      Q_VENDA_POR_DOCUMENTO,
      [ctx.loja_id, e.documentoExterno],
    );
    if (!v) throw erro;
    return reproduzir(tenantId, v.hash_requisicao, v.resposta, hash, agora);
  }
}

async function reproduzir(
  tenantId: string,
  hashOriginal: string,
  resposta: Omit<VendaResponse, 'saldoAtual'>,
  hash: string,
  agora: Date,
): Promise<ResultadoVenda> {
  if (hashOriginal !== hash) throw regraDeNegocio(MENSAGENS_VENDA.documentoDivergente);
  const [s] = await sql.query<LinhaSaldo>(Q_SALDO, [tenantId, resposta.clienteId, agora]);
  return { venda: { ...resposta, saldoAtual: saldoResponse(lerSaldo(s)) }, retransmissao: true };
}
