// Create, update and change the status of campaigns (CampanhaAdmin). Each change runs in one
// transaction with its audit row. The one-active-campaign-per-type-per-store rule is checked
// first for a clear message, and enforced by the database's partial unique index for the
// requests that race past the check.
import 'server-only';
import { prisma, type Tx } from '@/lib/db';
import { ErroDeNegocio, MENSAGENS, regraDeNegocio } from '@/lib/erros';
import type { PrincipalAdmin } from '@/lib/domain/acesso/sessao-admin';
import { auditar, auditarMudanca } from '@/lib/domain/auditoria/auditar';
import { exigirAssinaturaAtiva } from '@/lib/domain/assinatura/exigir-assinatura';
import { escopoDeLista, podeVerRegistro } from '@/lib/domain/sandbox/tenant-sombra';
import {
  INCLUIR_LOJAS,
  colunas,
  serializarCampanha,
  type CampanhaResponse,
  type DadosCampanha,
  type StatusCampanha,
} from '@/lib/domain/campanha/dados-campanha';
import { ehConflitoDeCampanhaAtiva, mensagemConflito } from '@/lib/domain/campanha/uma-ativa-por-tipo';

export const CAMPANHA_NAO_ENCONTRADA = 'Campanha não encontrada.';
export const MENSAGENS_STATUS = {
  encerrada: 'Campanha encerrada não pode mudar de status.',
  transicao: (de: string, para: string) => `Não é possível mudar a campanha de ${de} para ${para}.`,
  tipoAtiva: 'O tipo de uma campanha só pode mudar enquanto ela é rascunho.',
} as const;

/** Transitions allowed by PATCH …/status (docs/api-decisoes.md). Encerrada is final. */
const TRANSICOES: Record<StatusCampanha, StatusCampanha[]> = {
  Rascunho: ['Ativa', 'Encerrada'],
  Ativa: ['Inativa', 'Encerrada'],
  Inativa: ['Ativa', 'Encerrada'],
  Encerrada: [],
};

async function validarLojas(tx: Tx, tenantId: string, lojaIds: string[]) {
  const n = await tx.loja.count({ where: { id: { in: lojaIds }, tenantId } });
  if (n !== lojaIds.length) throw regraDeNegocio(MENSAGENS.lojaNaoEncontrada);
}

async function verificarConflito(tx: Tx, campanhaId: string | null, tipo: 'Cashback' | 'Pontos', lojaIds: string[]) {
  const outra = await tx.campanhaLoja.findFirst({
    where: { lojaId: { in: lojaIds }, tipo, ativa: true, ...(campanhaId ? { campanhaId: { not: campanhaId } } : {}) },
    include: { loja: true },
  });
  if (outra) throw regraDeNegocio(mensagemConflito(tipo, outra.loja.nome));
}

/** Runs a write; a violation of the one-active-per-type index that raced past the check becomes the 422. */
async function comConflito<T>(tipo: 'Cashback' | 'Pontos', lojaIds: string[], fn: () => Promise<T>): Promise<T> {
  try {
    return await fn();
  } catch (e) {
    if (!ehConflitoDeCampanhaAtiva(e)) throw e;
    const outra = await prisma.campanhaLoja.findFirst({ where: { lojaId: { in: lojaIds }, tipo, ativa: true }, include: { loja: true } });
    throw regraDeNegocio(mensagemConflito(tipo, outra?.loja.nome ?? 'informada'));
  }
}

async function carregar(tx: Tx, principal: PrincipalAdmin, id: string) {
  const c = await tx.campanha.findUnique({ where: { id }, include: INCLUIR_LOJAS });
  // Another tenant's campaign, or a sandbox's copy, is "not found": its existence is not revealed.
  if (!c || !(await podeVerRegistro(principal, c.tenantId, tx))) {
    throw new ErroDeNegocio(404, CAMPANHA_NAO_ENCONTRADA);
  }
  return c;
}

export async function obterCampanha(principal: PrincipalAdmin, id: string): Promise<CampanhaResponse> {
  return serializarCampanha(await carregar(prisma, principal, id));
}

export async function listarCampanhas(
  tenantId: string | null,
  filtro: { status?: StatusCampanha; tipo?: 'Cashback' | 'Pontos' },
): Promise<CampanhaResponse[]> {
  const lista = await prisma.campanha.findMany({
    where: {
      ...escopoDeLista(tenantId),
      ...(filtro.status ? { status: filtro.status } : {}),
      ...(filtro.tipo ? { tipo: filtro.tipo } : {}),
    },
    include: INCLUIR_LOJAS,
    orderBy: [{ criadoEm: 'desc' }],
    take: 1000,
  });
  return lista.map(serializarCampanha);
}

export async function criarCampanha(
  principal: PrincipalAdmin,
  tenantId: string,
  d: DadosCampanha & { status: 'Rascunho' | 'Ativa' },
): Promise<CampanhaResponse> {
  return comConflito(d.tipo, d.lojaIds, () =>
    prisma.$transaction(async (tx) => {
      await validarLojas(tx, tenantId, d.lojaIds);
      const ativa = d.status === 'Ativa';
      if (ativa) {
        await exigirAssinaturaAtiva(tx, tenantId);
        await verificarConflito(tx, null, d.tipo, d.lojaIds);
      }
      const criada = await tx.campanha.create({
        data: {
          tenantId,
          status: d.status,
          ...colunas(d),
          lojas: { create: d.lojaIds.map((lojaId) => ({ lojaId, tipo: d.tipo, ativa })) },
        },
        include: INCLUIR_LOJAS,
      });
      const r = serializarCampanha(criada);
      await auditar(tx, { principal, tenantId, acao: 'CriarCampanha', entidade: 'Campanha', entidadeId: criada.id, depois: r });
      return r;
    }),
  );
}

export async function atualizarCampanha(principal: PrincipalAdmin, id: string, d: DadosCampanha): Promise<CampanhaResponse> {
  return comConflito(d.tipo, d.lojaIds, () =>
    prisma.$transaction(async (tx) => {
      const atual = await carregar(tx, principal, id);
      if (atual.status === 'Encerrada') throw regraDeNegocio(MENSAGENS_STATUS.encerrada);
      if (d.tipo !== atual.tipo && atual.status !== 'Rascunho') throw regraDeNegocio(MENSAGENS_STATUS.tipoAtiva);
      await validarLojas(tx, atual.tenantId, d.lojaIds);
      const ativa = atual.status === 'Ativa';
      if (ativa) await verificarConflito(tx, id, d.tipo, d.lojaIds);
      await tx.campanhaLoja.deleteMany({ where: { campanhaId: id } });
      await tx.campanhaLoja.createMany({ data: d.lojaIds.map((lojaId) => ({ campanhaId: id, lojaId, tipo: d.tipo, ativa })) });
      const nova = await tx.campanha.update({ where: { id }, data: colunas(d), include: INCLUIR_LOJAS });
      const r = serializarCampanha(nova);
      await auditarMudanca(tx, principal, 'AtualizarCampanha', 'Campanha', { id, tenantId: atual.tenantId }, serializarCampanha(atual), r);
      return r;
    }),
  );
}

export async function alterarStatusCampanha(principal: PrincipalAdmin, id: string, status: StatusCampanha): Promise<CampanhaResponse> {
  const previa = await carregar(prisma, principal, id);
  return comConflito(
    previa.tipo,
    previa.lojas.map((l) => l.lojaId),
    () =>
      prisma.$transaction(async (tx) => {
        const atual = await carregar(tx, principal, id);
        if (atual.status === status) return serializarCampanha(atual);
        if (atual.status === 'Encerrada') throw regraDeNegocio(MENSAGENS_STATUS.encerrada);
        if (!TRANSICOES[atual.status].includes(status)) throw regraDeNegocio(MENSAGENS_STATUS.transicao(atual.status, status));
        const lojaIds = atual.lojas.map((l) => l.lojaId);
        const ativa = status === 'Ativa';
        if (ativa) {
          await exigirAssinaturaAtiva(tx, atual.tenantId);
          await verificarConflito(tx, id, atual.tipo, lojaIds);
        }
        await tx.campanhaLoja.updateMany({ where: { campanhaId: id }, data: { ativa } });
        const nova = await tx.campanha.update({ where: { id }, data: { status }, include: INCLUIR_LOJAS });
        const r = serializarCampanha(nova);
        await auditarMudanca(
          tx,
          principal,
          'AlterarStatusCampanha',
          'Campanha',
          { id, tenantId: atual.tenantId },
          { status: atual.status },
          { status },
        );
        return r;
      }),
  );
}
