// Subscription checkout (POST /api/v1/assinatura/checkout), its confirmation by the built-in
// provider (POST /api/v1/assinatura/checkout/{id}/confirmar) and the billing portal
// (POST /api/v1/assinatura/portal). The provider is passed in (provedor-cobranca.ts); its calls
// happen outside transactions (no network call inside a transaction, house style).
import 'server-only';
import { randomUUID } from 'node:crypto';
import { prisma, type Tx } from '@/lib/db';
import { ErroDeNegocio, regraDeNegocio } from '@/lib/erros';
import { isoUtc } from '@/lib/datas';
import { paraNumero } from '@/lib/dinheiro';
import { agora } from '@/lib/relogio';
import type { PrincipalAdmin } from '@/lib/domain/acesso/sessao-admin';
import { podeVerRegistro } from '@/lib/domain/sandbox/tenant-sombra';
import { auditar, auditarMudanca } from '@/lib/domain/auditoria/auditar';
import { PLANOS, type CodigoPlano } from '@/lib/domain/assinatura/planos';
import type { ProvedorCobranca } from '@/lib/domain/assinatura/contrato-provedor';
import { carregarTenant, contarLojasAtivas } from '@/lib/domain/assinatura/consultar-assinatura';
import { reservarVagaCupom, type ReservaCupom } from '@/lib/domain/assinatura/campanha-lancamento';
import {
  MENSAGENS_ASSINATURA,
  VALIDADE_CHECKOUT_MS,
  planoComporta,
  serializarAssinatura,
  serializarAssinaturaAtual,
  somarUmMes,
  type AssinaturaResponse,
} from '@/lib/domain/assinatura/dados-assinatura';

export const STATUS_CHECKOUT = { aberto: 'Aberto', concluido: 'Concluido' } as const;

export type CheckoutResponse = {
  checkoutId: string;
  url: string;
  expiraEm: string;
  plano: CodigoPlano;
  valorMensal: number;
  codigoCupom: string | null;
};

export async function criarCheckout(
  principal: PrincipalAdmin,
  tenantId: string,
  d: { plano: CodigoPlano; codigoCupom?: string | null },
  provedor: ProvedorCobranca,
): Promise<CheckoutResponse> {
  const tenant = await carregarTenant(prisma, tenantId);
  const plano = PLANOS[d.plano];
  const lojas = await contarLojasAtivas(prisma, tenantId);
  if (!planoComporta(plano, lojas)) throw regraDeNegocio(MENSAGENS_ASSINATURA.planoPequeno(plano, lojas));

  const momento = agora();
  const checkoutId = randomUUID();
  const expiraEm = new Date(momento.getTime() + VALIDADE_CHECKOUT_MS);
  const codigoCupom = d.codigoCupom ? d.codigoCupom.trim().toUpperCase() : null;
  // The provider first: a real one is a network call, kept out of the transaction. If the
  // transaction then fails (coupon sold out), its session is simply never used and expires.
  const sessao = await provedor.criarCheckout({ checkoutId, tenantId, plano, expiraEm, codigoCupom, emailContato: tenant.emailContato });

  return prisma.$transaction(async (tx) => {
    let reserva: ReservaCupom | null = null;
    if (codigoCupom) reserva = await reservarVagaCupom(tx, tenantId, codigoCupom, momento);
    await tx.checkoutAssinatura.create({
      data: {
        id: checkoutId,
        tenantId,
        plano: plano.codigo,
        provedor: provedor.nome,
        status: STATUS_CHECKOUT.aberto,
        url: sessao.url,
        expiraEm,
      },
    });
    const r: CheckoutResponse = {
      checkoutId,
      url: sessao.url,
      expiraEm: isoUtc(expiraEm),
      plano: plano.codigo,
      valorMensal: paraNumero(plano.valorMensal),
      codigoCupom,
    };
    await auditar(tx, {
      principal,
      tenantId,
      acao: 'CriarCheckoutAssinatura',
      entidade: 'CheckoutAssinatura',
      entidadeId: checkoutId,
      // The coupon's use is recorded here: checkout_assinatura has no column for it.
      depois: {
        ...r,
        provedor: provedor.nome,
        referencia: sessao.referencia,
        campanhaLancamentoId: reserva?.campanhaLancamentoId ?? null,
        vagaNova: reserva?.novaVaga ?? null,
      },
    });
    return r;
  });
}

/**
 * A confirmed payment turns the subscription `Ativa` on the plan for one month. Paying again for
 * the same plan while the period runs extends it from its end; a new plan starts its month now
 * (no proration: docs/api-admin-assinatura.md). Shared by the built-in confirmation and, later,
 * by the webhook of a payment provider.
 */
export async function ativarAssinatura(
  tx: Tx,
  a: {
    principal: PrincipalAdmin | null;
    tenantId: string;
    plano: CodigoPlano;
    provedor: string;
    referenciaExterna: string | null;
    origem: string;
  },
) {
  const momento = agora();
  const atual = await tx.assinatura.findUnique({ where: { tenantId: a.tenantId } });
  const prorroga = atual?.status === 'Ativa' && atual.plano === a.plano && atual.periodoAtualAte && atual.periodoAtualAte > momento;
  const periodoAtualAte = somarUmMes(prorroga ? atual.periodoAtualAte! : momento);
  const dados = { plano: a.plano, status: 'Ativa' as const, periodoAtualAte, provedor: a.provedor, referenciaExterna: a.referenciaExterna };
  const nova = atual
    ? await tx.assinatura.update({ where: { tenantId: a.tenantId }, data: dados })
    : await tx.assinatura.create({ data: { tenantId: a.tenantId, ...dados } });
  await auditar(tx, {
    principal: a.principal,
    tenantId: a.tenantId,
    acao: 'AtivarAssinatura',
    entidade: 'Assinatura',
    entidadeId: nova.id,
    antes: serializarAssinaturaAtual(atual),
    depois: { ...serializarAssinaturaAtual(nova), provedor: nova.provedor, origem: a.origem },
  });
  return nova;
}

export type ConfirmacaoCheckout = { assinatura: AssinaturaResponse; jaConfirmado: boolean };

export async function confirmarCheckout(
  principal: PrincipalAdmin,
  checkoutId: string,
  provedor: ProvedorCobranca,
): Promise<ConfirmacaoCheckout> {
  const r = await prisma.$transaction(async (tx) => {
    const c = await tx.checkoutAssinatura.findUnique({ where: { id: checkoutId } });
    // Another tenant's checkout is "not found": its existence is not revealed.
    if (!c || !(await podeVerRegistro(principal, c.tenantId, tx))) throw new ErroDeNegocio(404, MENSAGENS_ASSINATURA.checkoutNaoEncontrado);
    if (c.status === STATUS_CHECKOUT.concluido) return { tenantId: c.tenantId, jaConfirmado: true };
    // With a payment provider configured, only its verified webhook may activate: confirming
    // here would give the plan without payment.
    if (!provedor.confirmacaoPeloPainel || c.provedor !== provedor.nome) throw regraDeNegocio(MENSAGENS_ASSINATURA.checkoutDoProvedor);
    if (c.status !== STATUS_CHECKOUT.aberto) throw regraDeNegocio(MENSAGENS_ASSINATURA.checkoutCancelado);
    const momento = agora();
    if (c.expiraEm <= momento) throw regraDeNegocio(MENSAGENS_ASSINATURA.checkoutExpirado);
    // Conditional update: of two simultaneous confirmations, one activates, the other sees it done.
    const { count } = await tx.checkoutAssinatura.updateMany({
      where: { id: c.id, status: STATUS_CHECKOUT.aberto },
      data: { status: STATUS_CHECKOUT.concluido, concluidoEm: momento },
    });
    if (count === 0) return { tenantId: c.tenantId, jaConfirmado: true };
    await auditarMudanca(
      tx,
      principal,
      'ConfirmarCheckoutAssinatura',
      'CheckoutAssinatura',
      c,
      { status: c.status },
      { status: STATUS_CHECKOUT.concluido, concluidoEm: isoUtc(momento), plano: c.plano },
    );
    await ativarAssinatura(tx, {
      principal,
      tenantId: c.tenantId,
      plano: c.plano as CodigoPlano,
      provedor: c.provedor,
      referenciaExterna: c.id,
      origem: `checkout:${c.id}`,
    });
    return { tenantId: c.tenantId, jaConfirmado: false };
  });
  const [a, lojas] = await Promise.all([
    prisma.assinatura.findUnique({ where: { tenantId: r.tenantId } }),
    contarLojasAtivas(prisma, r.tenantId),
  ]);
  return { assinatura: serializarAssinatura(r.tenantId, a, lojas, agora()), jaConfirmado: r.jaConfirmado };
}

export async function obterUrlPortal(tenantId: string, provedor: ProvedorCobranca): Promise<{ url: string }> {
  await carregarTenant(prisma, tenantId);
  const a = await prisma.assinatura.findUnique({ where: { tenantId } });
  const url = await provedor.urlPortal({ tenantId, referenciaExterna: a?.referenciaExterna ?? null });
  if (!url) throw regraDeNegocio(MENSAGENS_ASSINATURA.semPortal);
  return { url };
}
