// Balances brought from the shop's previous loyalty programme by the customer import
// (docs/api-admin-clientes.md §4a, "Saldos do programa anterior"): the optional columns
// saldoCashback, saldoPontos and validadeSaldo of a row, read exactly (decimal.js, never a float),
// and credited as a credit adjustment with no new ledger statement (`creditarBonusAutomacao`).
//
// Once per customer, benefit and programme, ever: the adjustment's idempotency key
// `importacao-saldo:<clienteId>:<Cashback|Pontos>` is unique per tenant, so a re-import (or a
// corrected file, or two imports of one file at the same time) credits nothing again.
import 'server-only';
import { Decimal, ZERO, paraNumero } from '@/lib/dinheiro';
import { dataValida } from '@/lib/datas';
import { executorDaTransacao, type Tx } from '@/lib/db';
import type { PrincipalAdmin } from '@/lib/domain/acesso/sessao-admin';
import type { TipoBeneficio } from '@/lib/domain/campanha/campanhas-da-venda';
import { creditarBonusAutomacao, validadeDoCredito } from '@/lib/domain/ajuste/ajustar-saldo';
import { Q_TRAVAR_VINCULO } from '@/lib/domain/lote/status-efetivo-sql';
import { MENSAGENS_IMPORTACAO } from '@/lib/domain/cliente/admin-mensagens';

/** A row's balances; both null when the row brings none (its validity is then ignored). */
export type SaldoDaLinha = { cashback: Decimal | null; pontos: Decimal | null; validade: string | null };

export const SEM_SALDO: SaldoDaLinha = { cashback: null, pontos: null, validade: null };

export const MOTIVO_SALDO_IMPORTADO = 'Saldo do programa anterior (importação)';
export const DESCRICAO_SALDO_IMPORTADO = 'Saldo trazido do programa anterior';

export const chaveDoSaldo = (clienteId: string, tipo: TipoBeneficio) => `importacao-saldo:${clienteId}:${tipo}`;

// pt-BR (`1.234,56`: dots group thousands, a comma before at most 2 decimals) or plain (`12.50`).
// At most 12 whole digits: the lot's numeric(14,2).
const INTEIRO_PT_BR = String.raw`(\d{1,3}(?:\.\d{3}){1,3}|\d{1,12})`;
const REAIS_PT_BR = new RegExp(`^${INTEIRO_PT_BR}(?:,(\\d{1,2}))?$`);
const REAIS_PONTO = /^(\d{1,12})\.(\d{1,2})$/;
const PONTOS = new RegExp(`^${INTEIRO_PT_BR}$`);

/** R$ of the file, exact: `12,50`, `1.234,56`, `12.50`, `R$ 12,50`; empty = 0; null when invalid. */
export function lerReais(valor: string): Decimal | null {
  const v = valor.trim().replace(/^R\$\s*/, '');
  if (v === '') return ZERO;
  const pt = REAIS_PT_BR.exec(v);
  if (pt) return new Decimal(`${pt[1]!.replace(/\./g, '')}.${pt[2] ?? '0'}`);
  const ponto = REAIS_PONTO.exec(v);
  return ponto ? new Decimal(`${ponto[1]}.${ponto[2]}`) : null;
}

/** Whole points of the file: `1.200` and `1200` are 1200; empty = 0; null when invalid. */
export function lerPontos(valor: string): Decimal | null {
  const v = valor.trim();
  if (v === '') return ZERO;
  return PONTOS.test(v) ? new Decimal(v.replace(/\./g, '')) : null;
}

/** A row's balance columns (text as read), or the message that refuses the row. */
export function lerSaldoDaLinha(
  valores: { cashback: string; pontos: string; validade: string },
  dataDoArquivo: (v: string) => string,
): SaldoDaLinha | string {
  const cashback = lerReais(valores.cashback);
  if (cashback === null) return MENSAGENS_IMPORTACAO.saldoCashback;
  const pontos = lerPontos(valores.pontos);
  if (pontos === null) return MENSAGENS_IMPORTACAO.saldoPontos;
  if (cashback.isZero() && pontos.isZero()) return SEM_SALDO;
  const texto = valores.validade.trim();
  const validade = texto === '' ? null : dataDoArquivo(texto).trim();
  if (validade !== null && !dataValida(validade)) return MENSAGENS_IMPORTACAO.validadeInvalida;
  return { cashback: cashback.isZero() ? null : cashback, pontos: pontos.isZero() ? null : pontos, validade };
}

export const temSaldo = (s: SaldoDaLinha) => s.cashback !== null || s.pontos !== null;

/** Where the balances are credited: the store named by the import, its time zone and its active campaigns. */
export type LojaDosSaldos = { lojaId: string; fuso: string; campanhas: unknown };

/** What became of each balance (a row with cashback and points is two). */
export type Desfecho = 'migrado' | 'jaMigrado' | 'ignorado';

export class ContagemSaldos {
  cashback = ZERO;
  pontos = ZERO;
  migrados = 0;
  jaMigrados = 0;
  ignorados = 0;

  contar(tipo: TipoBeneficio, valor: Decimal, desfecho: Desfecho) {
    if (desfecho === 'jaMigrado') this.jaMigrados++;
    else if (desfecho === 'ignorado') this.ignorados++;
    else {
      this.migrados++;
      if (tipo === 'Cashback') this.cashback = this.cashback.plus(valor);
      else this.pontos = this.pontos.plus(valor);
    }
  }

  somar(outra: ContagemSaldos) {
    this.cashback = this.cashback.plus(outra.cashback);
    this.pontos = this.pontos.plus(outra.pontos);
    this.migrados += outra.migrados;
    this.jaMigrados += outra.jaMigrados;
    this.ignorados += outra.ignorados;
  }

  /** The answer's fields (ImportacaoClientesResponse). */
  resposta() {
    return {
      cashbackMigrado: paraNumero(this.cashback),
      pontosMigrados: this.pontos.toNumber(),
      saldosMigrados: this.migrados,
      saldosJaMigrados: this.jaMigrados,
      saldosIgnorados: this.ignorados,
    };
  }
}

/** The balances of a row, one per benefit, in a fixed order. */
export function saldosDaLinha(s: SaldoDaLinha): { tipo: TipoBeneficio; valor: Decimal }[] {
  return [
    ...(s.cashback ? [{ tipo: 'Cashback' as const, valor: s.cashback }] : []),
    ...(s.pontos ? [{ tipo: 'Pontos' as const, valor: s.pontos }] : []),
  ];
}

type ComSaldo = { cpf: string; saldo: SaldoDaLinha };

const S_PESSOAS_DO_LOTE = `SELECT id, cpf FROM cliente WHERE cpf = ANY($1::text[]) AND NOT sandbox ORDER BY id`;

/**
 * Credits the batch's balances in its transaction, after its people and memberships were written.
 * Each customer's membership is locked first, in customer order (the lock every credit and debit
 * of a customer takes, docs/saldo-corrente.md); a deactivated membership is not credited.
 */
export async function creditarSaldosDoLote(
  tx: Tx,
  a: { principal: PrincipalAdmin; tenantId: string; loja: LojaDosSaldos; agora: Date },
  lote: ComSaldo[],
): Promise<ContagemSaldos> {
  const contagem = new ContagemSaldos();
  const comSaldo = new Map(lote.filter((p) => temSaldo(p.saldo)).map((p) => [p.cpf, p.saldo]));
  if (comSaldo.size === 0) return contagem;
  const ex = executorDaTransacao(tx);
  const pessoas = await tx.$queryRawUnsafe<{ id: string; cpf: string }[]>(S_PESSOAS_DO_LOTE, [...comSaldo.keys()]);
  for (const pessoa of pessoas) {
    const saldo = comSaldo.get(pessoa.cpf)!;
    const [vinculo] = await ex.query<{ ativo: boolean }>(Q_TRAVAR_VINCULO, [a.tenantId, pessoa.id]);
    for (const { tipo, valor } of saldosDaLinha(saldo)) {
      if (!vinculo?.ativo) {
        contagem.contar(tipo, valor, 'ignorado');
        continue;
      }
      const creditado = await creditarBonusAutomacao(ex, {
        tenantId: a.tenantId,
        clienteId: pessoa.id,
        lojaId: a.loja.lojaId,
        fuso: a.loja.fuso,
        tipoBeneficio: tipo,
        valor,
        // The file's last day, else the store's usual credit's (as a manager's credit), else none.
        validadeDias: saldo.validade ? null : validadeDoCredito(null, a.loja.campanhas, tipo),
        dataExpiracao: saldo.validade,
        motivo: MOTIVO_SALDO_IMPORTADO,
        descricao: DESCRICAO_SALDO_IMPORTADO,
        chave: chaveDoSaldo(pessoa.id, tipo),
        usuario: { usuarioId: a.principal.usuarioId, email: a.principal.email },
        agora: a.agora,
      });
      contagem.contar(tipo, valor, creditado ? 'migrado' : 'jaMigrado');
    }
  }
  return contagem;
}

const Q_SITUACAO_DAS_PESSOAS = `
  SELECT c.id, c.cpf, ct.ativo
    FROM cliente c LEFT JOIN cliente_tenant ct ON ct.cliente_id = c.id AND ct.tenant_id = $2::uuid
   WHERE c.cpf = ANY($1::text[]) AND NOT c.sandbox`;

const Q_CHAVES_USADAS = `SELECT chave_idempotencia AS chave FROM ajuste_saldo WHERE tenant_id = $1::uuid AND chave_idempotencia = ANY($2::text[])`;

/** The simulation's counts, by reading: a new person or membership would be active; a used key was migrated before. */
export async function simularSaldos(db: Pick<Tx, '$queryRawUnsafe'>, tenantId: string, pessoas: ComSaldo[]): Promise<ContagemSaldos> {
  const contagem = new ContagemSaldos();
  const comSaldo = pessoas.filter((p) => temSaldo(p.saldo));
  if (comSaldo.length === 0) return contagem;
  const situacao = new Map(
    (
      await db.$queryRawUnsafe<{ id: string; cpf: string; ativo: boolean | null }[]>(
        Q_SITUACAO_DAS_PESSOAS,
        comSaldo.map((p) => p.cpf),
        tenantId,
      )
    ).map((s) => [s.cpf, s]),
  );
  const chaves = [...situacao.values()].flatMap((s) => [chaveDoSaldo(s.id, 'Cashback'), chaveDoSaldo(s.id, 'Pontos')]);
  const usadas = new Set((await db.$queryRawUnsafe<{ chave: string }[]>(Q_CHAVES_USADAS, tenantId, chaves)).map((u) => u.chave));
  for (const p of comSaldo) {
    const s = situacao.get(p.cpf);
    for (const { tipo, valor } of saldosDaLinha(p.saldo)) {
      const desfecho: Desfecho = s?.ativo === false ? 'ignorado' : s && usadas.has(chaveDoSaldo(s.id, tipo)) ? 'jaMigrado' : 'migrado';
      contagem.contar(tipo, valor, desfecho);
    }
  }
  return contagem;
}
