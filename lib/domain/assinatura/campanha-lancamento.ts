// The platform's public launch campaign (GET /api/v1/campanha-lancamento), edited by SuperAdmin
// (GET/PUT /api/v1/admin/campanha-lancamento), and the use of its coupon in a checkout
// (docs/api-admin-assinatura.md, "Campanha de lançamento"). There is one campaign: one row,
// replaced as a whole by the PUT.
import 'server-only';
import { prisma, type Tx } from '@/lib/db';
import { ErroDeNegocio, regraDeNegocio } from '@/lib/erros';
import { isoUtc } from '@/lib/datas';
import { agora } from '@/lib/relogio';
import type { CampanhaLancamento, Prisma } from '@/lib/generated/prisma/client';
import type { PrincipalAdmin } from '@/lib/domain/acesso/sessao-admin';
import { auditarMudanca } from '@/lib/domain/auditoria/auditar';

export const MENSAGENS_LANCAMENTO = {
  nenhumaAtiva: 'Nenhuma campanha de lançamento ativa.',
  nenhumaCadastrada: 'Nenhuma campanha de lançamento cadastrada.',
  salva: 'Campanha de lançamento salva com sucesso.',
  cupomInvalido: 'Cupom inválido ou fora do período da campanha de lançamento.',
  cupomEsgotado: 'As vagas da campanha de lançamento se esgotaram.',
  vagasMenores: (usadas: number) => `O campo VagasTotais não pode ser menor que as vagas já usadas (${usadas}).`,
} as const;

export type CampanhaLancamentoPublicaResponse = {
  titulo: string;
  descricao: string;
  beneficio: string;
  codigoCupom: string | null;
  /** End of the campaign (UTC); null = no end date. */
  validaAte: string | null;
  /** null = unlimited. */
  vagasRestantes: number | null;
};

export type CampanhaLancamentoResponse = {
  id: string;
  titulo: string;
  descricao: string;
  beneficio: string;
  codigoCupom: string | null;
  ativa: boolean;
  inicioEm: string | null;
  fimEm: string | null;
  vagasTotais: number | null;
  vagasUsadas: number;
  vagasRestantes: number | null;
  /** Active and inside its dates now: what the public endpoint shows. */
  vigente: boolean;
  atualizadoEm: string;
};

export type DadosCampanhaLancamento = {
  titulo: string;
  descricao: string;
  beneficio: string;
  codigoCupom: string | null;
  ativa: boolean;
  inicioEm: Date | null;
  fimEm: Date | null;
  vagasTotais: number | null;
  zerarVagasUsadas: boolean;
};

/** Active, started and not ended at `momento` (both ends inclusive). */
function vigenteEm(momento: Date): Prisma.CampanhaLancamentoWhereInput {
  return {
    ativa: true,
    AND: [{ OR: [{ inicioEm: null }, { inicioEm: { lte: momento } }] }, { OR: [{ fimEm: null }, { fimEm: { gte: momento } }] }],
  };
}

function ehVigente(c: CampanhaLancamento, momento: Date): boolean {
  return c.ativa && (!c.inicioEm || c.inicioEm <= momento) && (!c.fimEm || c.fimEm >= momento);
}

const restantes = (c: CampanhaLancamento) => (c.vagasTotais === null ? null : Math.max(0, c.vagasTotais - c.vagasUsadas));

export function serializarCampanhaLancamento(c: CampanhaLancamento, momento: Date): CampanhaLancamentoResponse {
  return {
    id: c.id,
    titulo: c.titulo,
    descricao: c.descricao,
    beneficio: c.beneficio,
    codigoCupom: c.codigoCupom,
    ativa: c.ativa,
    inicioEm: c.inicioEm ? isoUtc(c.inicioEm) : null,
    fimEm: c.fimEm ? isoUtc(c.fimEm) : null,
    vagasTotais: c.vagasTotais,
    vagasUsadas: c.vagasUsadas,
    vagasRestantes: restantes(c),
    vigente: ehVigente(c, momento),
    atualizadoEm: isoUtc(c.atualizadoEm),
  };
}

/** The campaign the public sees, or null when none is active within its dates. */
export async function obterCampanhaLancamentoPublica(): Promise<CampanhaLancamentoPublicaResponse | null> {
  const c = await prisma.campanhaLancamento.findFirst({ where: vigenteEm(agora()), orderBy: { atualizadoEm: 'desc' } });
  if (!c) return null;
  return {
    titulo: c.titulo,
    descricao: c.descricao,
    beneficio: c.beneficio,
    codigoCupom: c.codigoCupom,
    validaAte: c.fimEm ? isoUtc(c.fimEm) : null,
    vagasRestantes: restantes(c),
  };
}

/** The campaign as SuperAdmin edits it (whatever its state), or null when never created. */
export async function obterCampanhaLancamento(): Promise<CampanhaLancamentoResponse | null> {
  const c = await prisma.campanhaLancamento.findFirst({ orderBy: { atualizadoEm: 'desc' } });
  return c ? serializarCampanhaLancamento(c, agora()) : null;
}

/** Serializes writers of a key for the rest of the transaction. */
export async function travar(tx: Tx, chave: string) {
  await tx.$executeRaw`SELECT pg_advisory_xact_lock(hashtextextended(${chave}, 0))`;
}

export async function salvarCampanhaLancamento(principal: PrincipalAdmin, d: DadosCampanhaLancamento): Promise<CampanhaLancamentoResponse> {
  return prisma.$transaction(async (tx) => {
    // One row: concurrent PUTs must not create two, and the row is locked against the coupon's
    // conditional update so that the check of VagasTotais below reads the final count.
    await travar(tx, 'campanha-lancamento');
    const [linha] = await tx.$queryRaw<{ id: string }[]>`
      SELECT id::text AS id FROM campanha_lancamento ORDER BY atualizado_em DESC LIMIT 1 FOR UPDATE`;
    const atual = linha ? await tx.campanhaLancamento.findUniqueOrThrow({ where: { id: linha.id } }) : null;
    const vagasUsadas = d.zerarVagasUsadas || !atual ? 0 : atual.vagasUsadas;
    if (d.vagasTotais !== null && d.vagasTotais < vagasUsadas) throw regraDeNegocio(MENSAGENS_LANCAMENTO.vagasMenores(vagasUsadas));
    const dados = {
      titulo: d.titulo,
      descricao: d.descricao,
      beneficio: d.beneficio,
      codigoCupom: d.codigoCupom,
      ativa: d.ativa,
      inicioEm: d.inicioEm,
      fimEm: d.fimEm,
      vagasTotais: d.vagasTotais,
      vagasUsadas,
    };
    const salva = atual
      ? await tx.campanhaLancamento.update({ where: { id: atual.id }, data: dados })
      : await tx.campanhaLancamento.create({ data: dados });
    const momento = agora();
    const r = serializarCampanhaLancamento(salva, momento);
    await auditarMudanca(
      tx,
      principal,
      atual ? 'AtualizarCampanhaLancamento' : 'CriarCampanhaLancamento',
      'CampanhaLancamento',
      { id: salva.id, tenantId: null },
      atual ? serializarCampanhaLancamento(atual, momento) : undefined,
      r,
    );
    return r;
  });
}

export type ReservaCupom = { campanhaLancamentoId: string; codigoCupom: string; novaVaga: boolean };

/**
 * Takes one slot of the launch campaign for a tenant's checkout, in the caller's transaction.
 * The slot is counted by a conditional update (`vagas_usadas < vagas_totais`), so concurrent
 * checkouts can never go beyond `vagasTotais`. A tenant that already reserved a slot of this
 * campaign (an earlier checkout with the coupon, recorded in its audit row) keeps it: opening
 * another checkout does not take a second one.
 */
export async function reservarVagaCupom(tx: Tx, tenantId: string, codigo: string, momento: Date): Promise<ReservaCupom> {
  const codigoCupom = codigo.trim().toUpperCase();
  const c = await tx.campanhaLancamento.findFirst({ where: { ...vigenteEm(momento), codigoCupom }, orderBy: { atualizadoEm: 'desc' } });
  if (!c) throw regraDeNegocio(MENSAGENS_LANCAMENTO.cupomInvalido);

  // Two checkouts of one tenant at once must agree on whether it already holds a slot.
  await travar(tx, `cupom-lancamento:${tenantId}`);
  const anterior = await tx.auditoriaAdmin.findFirst({
    where: {
      tenantId,
      acao: 'CriarCheckoutAssinatura',
      AND: [{ depois: { path: ['campanhaLancamentoId'], equals: c.id } }, { depois: { path: ['codigoCupom'], equals: codigoCupom } }],
    },
    select: { id: true },
  });
  if (anterior) return { campanhaLancamentoId: c.id, codigoCupom, novaVaga: false };

  const tomadas = await tx.$executeRaw`
    UPDATE campanha_lancamento SET vagas_usadas = vagas_usadas + 1
     WHERE id = ${c.id}::uuid AND ativa AND codigo_cupom = ${codigoCupom}
       AND (inicio_em IS NULL OR inicio_em <= ${momento}) AND (fim_em IS NULL OR fim_em >= ${momento})
       AND (vagas_totais IS NULL OR vagas_usadas < vagas_totais)`;
  if (tomadas === 1) return { campanhaLancamentoId: c.id, codigoCupom, novaVaga: true };
  // Nothing updated: the slots ran out meanwhile, or the campaign was changed under us.
  const agoraLida = await tx.campanhaLancamento.findUnique({ where: { id: c.id } });
  const esgotada = agoraLida && agoraLida.vagasTotais !== null && agoraLida.vagasUsadas >= agoraLida.vagasTotais;
  throw new ErroDeNegocio(422, esgotada ? MENSAGENS_LANCAMENTO.cupomEsgotado : MENSAGENS_LANCAMENTO.cupomInvalido);
}
