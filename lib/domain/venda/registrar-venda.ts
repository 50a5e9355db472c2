// POST /api/v1/venda: registers a sale and credits its benefits (spec "POST /api/v1/venda",
// rules 1-8; docs/regras-de-negocio.md for the worked examples).
//
// Round trips: one query reads the store, its active campaigns, the customer and any earlier
// sale with the same documentoExterno; one statement then writes the sale, its movements, its
// lots, the lots it consumes and its outbox event, and returns the balance. Only a first
// purchase (customer to create) or model 2 (balance to lock and consume) open a transaction.
import 'server-only';
import type { z } from 'zod';
import { createHash, randomUUID } from 'node:crypto';
import { sql, transacao, type Executor } from '@/lib/db';
import { Decimal, ZERO, paraNumero } from '@/lib/dinheiro';
import { dataLocal, inicioDoDia, isoUtc, somarDias } from '@/lib/datas';
import { ErroDeNegocio, MENSAGENS, regraDeNegocio } from '@/lib/erros';
import { agora as relogio } from '@/lib/relogio';
import { cnpjOuErro } from '@/lib/domain/loja/loja-do-tenant';
import { contextoNaLojaAtiva } from '@/lib/domain/loja/contexto-pdv';
import { lerCampanhas, permiteCheckoutCashback, permiteDescontoSobreGerado } from '@/lib/domain/campanha/campanhas-da-venda';
import {
  calcularVenda,
  campanhasElegiveis,
  datasDoCredito,
  ehDiferida,
  type Modelo,
  type VendaCalculada,
} from '@/lib/domain/venda/calcular-beneficios';
import { Q_TRAVAR_VINCULO } from '@/lib/domain/lote/status-efetivo-sql';
import { lotesParaDebito, type Consumo } from '@/lib/domain/lote/debitar-lotes-fifo';
import { Q_CONTEXTO, Q_VENDA_POR_DOCUMENTO, instrucaoDaVenda, type LoteDaVenda, type MovimentoDaVenda } from '@/lib/domain/venda/sql-venda';
import { materializarLotesDoCliente } from '@/lib/domain/lote/liberar-e-expirar-lotes';
import { lerSaldo, saldoResponse, type LinhaSaldo } from '@/lib/domain/lote/serializar-saldo';
import { garantirClienteNoTenant } from '@/lib/domain/cliente/garantir-cliente';
import { MENSAGENS_VENDA } from '@/lib/domain/venda/mensagens';
import { avisarOutbox } from '@/lib/notificacoes/aviso-outbox';
import { registrarEventoWebhook, temWebhook } from '@/lib/domain/webhooks/registrar-evento';
import { type beneficioAplicadoSchema, vendaResponseSchema } from '@/lib/openapi/respostas';
import { responderRetransmissao, type Retransmissao } from '@/lib/domain/lote/responder-retransmissao';

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

/**
 * The answer is the API document's schemas: their types, and the key order a replay is put back in
 * (`responderRetransmissao`). The first answer is built in that order and never walks the schema.
 */
export type BeneficioAplicado = z.output<typeof beneficioAplicadoSchema>;
export type VendaResponse = z.output<typeof vendaResponseSchema>;

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

function hashRequisicao(e: EntradaVenda, cnpj: string): string {
  // What makes two requests "the same sale": store, customer, amount and discount model.
  // Notes and registration data are incidental (docs/regras-de-negocio.md, "Retransmission").
  const chave = [cnpj, e.cpf, e.valorVenda.toFixed(2), e.usarCashbackDisponivel, e.usarCashbackGerado].join('|');
  return createHash('sha256').update(chave).digest('hex');
}

/** Lots, movements and response elements of the benefits computed for the sale. */
function planejarCreditos(calc: VendaCalculada, hoje: string, fuso: string) {
  const movimentos: MovimentoDaVenda[] = [];
  const lotes: LoteDaVenda[] = [];
  const beneficios: BeneficioAplicado[] = [];
  for (const b of calc.beneficios) {
    const c = b.campanha;
    const valor = c.tipo === 'Cashback' ? b.cashback : b.pontos;
    const { diferido, dataLiberacao, dataExpiracao } = datasDoCredito(c, hoje);
    const movId = randomUUID();
    const loteId = valor.gt(0) ? randomUUID() : null;
    const tipoMov = c.tipo === 'Pontos' ? 'CreditoPontos' : diferido ? 'CreditoCashbackPendente' : 'CreditoCashback';
    const descricao =
      c.tipo === 'Pontos'
        ? `Pontos da campanha ${c.nome}`
        : diferido
          ? `Cashback pendente da campanha ${c.nome}`
          : `Cashback da campanha ${c.nome}`;

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
        valor: calc.descontoGerado,
        descricao: `Desconto imediato com o cashback da compra (${c.nome})`,
      });
    }
    const registraCredito = !(movDesconto && valor.isZero());
    if (registraCredito) {
      movimentos.push({ id: movId, campanhaId: c.id, loteId, tipo: tipoMov, tipoBeneficio: c.tipo, valor, descricao });
    }
    if (loteId) {
      lotes.push({
        id: loteId,
        campanhaId: c.id,
        movimentacaoId: movId,
        tipoBeneficio: c.tipo,
        valor,
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

/**
 * The plain sale is one statement outside a transaction; its lots move the customer's running
 * balance rows (saldo_participacao) at its end. A write of the same customer that locked those
 * rows in another order (a cancellation, the lot job) can make PostgreSQL abort one of the two as a
 * deadlock: nothing of the aborted statement was written, so it is simply run again, as
 * `transacao` does for transactions.
 */
async function repetirSeImpasse<T>(fn: () => Promise<T>, tentativas = 5): Promise<T> {
  for (let tentativa = 1; ; tentativa++) {
    try {
      return await fn();
    } catch (e) {
      if ((e as { code?: string }).code === '40P01' && tentativa < tentativas) continue;
      throw e;
    }
  }
}

export async function registrarVenda(tenantId: string, e: EntradaVenda): Promise<ResultadoVenda> {
  // Rule 6: the two discount models are mutually exclusive.
  if (e.usarCashbackDisponivel && e.usarCashbackGerado) throw regraDeNegocio(MENSAGENS_VENDA.modelosExclusivos);
  const cnpj = cnpjOuErro(e.cnpjLoja);
  const agora = relogio();
  const hash = hashRequisicao(e, cnpj);

  const ctx = await contextoNaLojaAtiva<Contexto>(Q_CONTEXTO, [tenantId, cnpj, e.cpf, e.documentoExterno ?? null, agora]);

  // Rule 8: a retransmission returns the original result and credits nothing.
  if (ctx.venda_id) return reproduzir({ tenantId, hash, agora, hashOriginal: ctx.hash_requisicao!, resposta: ctx.resposta! });

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
  // Webhooks (docs/webhooks.md): only a tenant with an endpoint for the event takes the
  // transaction that writes its outbox row with the sale; the check is a per-process cache.
  const webhookVenda = await temWebhook(tenantId, 'venda.registrada');
  const precisaTransacao = modelo === 2 || !clienteExiste || ctx.vinculo_ativo === null || webhookVenda;

  // What the sale is worth. Models 1 and 3 do not depend on the balance; model 2 is computed once,
  // inside its transaction, with the balance read under the customer's lock.
  const calcular = (saldoDisponivel?: Decimal) => calcularVenda({ valorVenda: e.valorVenda, elegiveis, modelo, saldoDisponivel });

  const gravar = async (
    ex: Executor,
    cliente: { id: string; nome: string | null; contato: boolean },
    calc: VendaCalculada,
    consumos: Consumo[] = [],
  ) => {
    const plano = planejarCreditos(calc, hoje, ctx.fuso_horario);
    const usoMovId = calc.cashbackUsado.gt(0) ? randomUUID() : null;
    if (usoMovId) {
      plano.movimentos.push({
        id: usoMovId,
        campanhaId: cashbackCamp!.id,
        loteId: null,
        tipo: 'UsoCashbackVenda',
        tipoBeneficio: 'Cashback',
        valor: calc.cashbackUsado,
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
    const gravacao = instrucaoDaVenda({
      vendaId,
      tenantId,
      lojaId: ctx.loja_id,
      clienteId: cliente.id,
      valorVenda: e.valorVenda,
      cashbackUsado: calc.cashbackUsado,
      descontoGerado: calc.descontoGerado,
      valorFinal: calc.valorFinal,
      cashbackCreditado,
      pontosCreditados,
      modelo,
      documentoExterno: e.documentoExterno ?? null,
      hashRequisicao: hash,
      observacao: e.observacao ?? null,
      resposta,
      agora,
      movimentos: plano.movimentos,
      // Cashback before Pontos: every sale takes its balance rows in the same order.
      lotes: plano.lotes.length > 1 ? plano.lotes.toSorted((a, b) => a.tipoBeneficio.localeCompare(b.tipoBeneficio)) : plano.lotes,
      consumos,
      usoMovimentacaoId: usoMovId,
      evento: evento
        ? {
            tipo: evento,
            payload: {
              clienteId: cliente.id,
              vendaId,
              lojaNome: ctx.loja_nome,
              beneficios: plano.beneficios,
              cashbackUsado: resposta.cashbackUsado,
              descontoGerado: resposta.descontoGerado,
            },
          }
        : null,
    });
    const [r] = await ex.query<LinhaSaldo & { inserida: number }>(gravacao.instrucao, gravacao.valores);
    if (!r || r.inserida === 0) throw new VendaJaRegistrada();
    eventoGravado = evento !== null;
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

  // Set by `gravar` when the statement queued the customer's notice; nudged after the commit.
  let eventoGravado = false;
  try {
    if (!precisaTransacao) {
      const venda = await repetirSeImpasse(() =>
        gravar(sql, { id: ctx.cliente_id!, nome: ctx.cliente_nome, contato: !!ctx.cliente_contato }, calcular()),
      );
      if (eventoGravado) avisarOutbox();
      return { venda, retransmissao: false };
    }
    const naTransacao = async (tx: Executor) => {
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
      if (modelo !== 2) return gravar(tx, cliente, calcular());
      await tx.query(Q_TRAVAR_VINCULO, [tenantId, cliente.id]);
      await materializarLotesDoCliente(tx, agora, tenantId, cliente.id);
      const lotes = await lotesParaDebito(tx, { tenantId, clienteId: cliente.id, tipo: 'Cashback', agora });
      const calc = calcular(lotes.total);
      const consumos = calc.cashbackUsado.gt(0) ? await lotes.consumir(calc.cashbackUsado) : [];
      // Short only if a lot expired between the sum and its lock (lib/domain/lote/debitar-lotes-fifo.ts).
      if (!consumos) throw regraDeNegocio(MENSAGENS.saldoInsuficiente);
      return gravar(tx, cliente, calc, consumos);
    };
    const venda = await transacao(async (tx) => {
      const v = await naTransacao(tx);
      if (webhookVenda) {
        const { saldoAtual: _saldo, clienteNome: _nome, ...fato } = v;
        const dados = { ...fato, cnpjLoja: cnpj, documentoExterno: e.documentoExterno ?? null, registradaEm: isoUtc(agora) };
        if (await registrarEventoWebhook(tx, tenantId, 'venda.registrada', `venda:${vendaId}`, dados, agora)) eventoGravado = true;
      }
      return v;
    });
    if (eventoGravado) avisarOutbox();
    return { venda, retransmissao: false };
  } catch (erro) {
    if (!(erro instanceof VendaJaRegistrada)) throw erro;
    // Lost the race to an identical request: answer with what that one recorded.
    const [v] = await sql.query<{ venda_id: string; hash_requisicao: string; resposta: Omit<VendaResponse, 'saldoAtual'> }>(
      Q_VENDA_POR_DOCUMENTO,
      [ctx.loja_id, e.documentoExterno],
    );
    if (!v) throw erro;
    return reproduzir({ tenantId, hash, agora, hashOriginal: v.hash_requisicao, resposta: v.resposta });
  }
}

async function reproduzir(r: Retransmissao<VendaResponse>): Promise<ResultadoVenda> {
  return { venda: await responderRetransmissao(vendaResponseSchema, MENSAGENS_VENDA.documentoDivergente, r), retransmissao: true };
}
