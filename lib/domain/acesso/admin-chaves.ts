// PDV/ERP integration keys of a tenant (spec "Authentication": `X-Api-Key`, issued by the
// operator of the service; separate keys for the test environment), managed in the panel
// (docs/api-admin-plataforma.md, "Chaves de API").
//
// - The secret is generated here, answered once and never again: only its SHA-256 and its first
//   17 characters (the prefix shown in lists) are stored.
// - Rotation creates a key with the same name and environment and revokes the old one at once
//   (no grace period: a leaked key must stop working when someone rotates it).
// - Revocation is idempotent. After it (and after rotation) this process forgets its cached
//   keys at once; other instances within the cache's 10 s (autenticar-chave-api.ts).
// - `ambiente` is recorded and shown: a `Teste` key (`fid_test_…`) is meant for the sandbox
//   deployment (`{sandbox_base_url}`, its own database); it authenticates like any other key.
import 'server-only';
import { prisma, type Tx } from '@/lib/db';
import { isoUtc } from '@/lib/datas';
import { ErroDeNegocio, regraDeNegocio } from '@/lib/erros';
import { agora } from '@/lib/relogio';
import type { PrincipalAdmin } from '@/lib/domain/acesso/sessao-admin';
import { escopoDeLista, podeVerRegistro } from '@/lib/domain/sandbox/tenant-sombra';
import { gerarChave, type Ambiente } from '@/lib/domain/acesso/chave-api';
import { esquecerChavesEmCache } from '@/lib/domain/acesso/autenticar-chave-api';
import { auditar, auditarMudanca } from '@/lib/domain/auditoria/auditar';
import { paginaDe, type Pagina, type Paginacao } from '@/lib/api/consulta';
import type { ChaveApi, Prisma } from '@/lib/generated/prisma/client';

/** Active keys per tenant: enough for every integrator and environment, bounded against leaks by script. */
export const LIMITE_CHAVES_ATIVAS = 20;

export const MENSAGENS_CHAVE = {
  naoEncontrada: 'Chave não encontrada.',
  tenantNaoEncontrado: 'Tenant não encontrado.',
  revogada: 'Esta chave foi revogada e não pode ser rotacionada.',
  limite: `Este tenant já tem ${LIMITE_CHAVES_ATIVAS} chaves ativas. Revogue uma antes de criar outra.`,
  criada: 'Chave criada. Copie-a agora: ela não será exibida novamente.',
  rotacionada: 'Chave rotacionada: a anterior foi revogada. Copie a nova agora: ela não será exibida novamente.',
  revogadaComSucesso: 'Chave revogada.',
} as const;

export type ChaveResponse = {
  id: string;
  tenantId: string;
  nome: string;
  /** First 17 characters (`fid_live_` or `fid_test_` + 8): tells keys apart; not a secret. */
  prefixo: string;
  ambiente: Ambiente;
  criadoEm: string;
  revogadaEm: string | null;
  ultimoUsoEm: string | null;
};

/** The only answer that carries the secret: creation and rotation, once. */
export type ChaveCriadaResponse = ChaveResponse & { chave: string };

/** Never the hash: the list shows what tells keys apart, not what could be attacked offline. */
export function serializarChave(k: ChaveApi): ChaveResponse {
  return {
    id: k.id,
    tenantId: k.tenantId,
    nome: k.nome,
    prefixo: k.prefixo,
    ambiente: k.ambiente,
    criadoEm: isoUtc(k.criadoEm),
    revogadaEm: k.revogadaEm ? isoUtc(k.revogadaEm) : null,
    ultimoUsoEm: k.ultimoUsoEm ? isoUtc(k.ultimoUsoEm) : null,
  };
}

async function carregar(tx: Tx, principal: PrincipalAdmin, id: string): Promise<ChaveApi> {
  const k = await tx.chaveApi.findUnique({ where: { id } });
  if (!k || !(await podeVerRegistro(principal, k.tenantId, tx))) throw new ErroDeNegocio(404, MENSAGENS_CHAVE.naoEncontrada);
  return k;
}

/** Inserts a fresh key; the secret leaves this function only in the answer. */
async function inserir(tx: Tx, tenantId: string, nome: string, ambiente: Ambiente): Promise<{ linha: ChaveApi; chave: string }> {
  const g = gerarChave(ambiente);
  const linha = await tx.chaveApi.create({ data: { tenantId, nome, ambiente, prefixo: g.prefixo, hash: g.hash } });
  return { linha, chave: g.chave };
}

export type FiltroChaves = Paginacao & { prefixo?: string; ambiente?: Ambiente; revogada?: boolean };

/** `tenantId` null: every tenant (SuperAdmin without a tenantId). */
export async function listarChaves(tenantId: string | null, f: FiltroChaves): Promise<Pagina<ChaveResponse>> {
  const where: Prisma.ChaveApiWhereInput = {
    ...escopoDeLista(tenantId),
    ...(f.prefixo ? { prefixo: { startsWith: f.prefixo } } : {}),
    ...(f.ambiente ? { ambiente: f.ambiente } : {}),
    ...(f.revogada === true ? { revogadaEm: { not: null } } : f.revogada === false ? { revogadaEm: null } : {}),
  };
  return paginaDe(f, serializarChave, prisma.chaveApi, { where, orderBy: [{ criadoEm: 'desc' }, { id: 'asc' }] });
}

export async function obterChave(principal: PrincipalAdmin, id: string): Promise<ChaveResponse> {
  return serializarChave(await carregar(prisma, principal, id));
}

export async function criarChave(
  principal: PrincipalAdmin,
  tenantId: string,
  d: { nome: string; ambiente: Ambiente },
): Promise<ChaveCriadaResponse> {
  return prisma.$transaction(async (tx) => {
    // Locks the tenant row: two creations of one tenant count the active keys one after the other.
    const [t] = await tx.$queryRaw<{ id: string }[]>`SELECT id FROM tenant WHERE id = ${tenantId}::uuid FOR UPDATE`;
    if (!t) throw new ErroDeNegocio(404, MENSAGENS_CHAVE.tenantNaoEncontrado);
    const ativas = await tx.chaveApi.count({ where: { tenantId, revogadaEm: null } });
    if (ativas >= LIMITE_CHAVES_ATIVAS) throw regraDeNegocio(MENSAGENS_CHAVE.limite);
    const { linha, chave } = await inserir(tx, tenantId, d.nome, d.ambiente);
    const r = serializarChave(linha);
    await auditar(tx, { principal, tenantId, acao: 'CriarChaveApi', entidade: 'ChaveApi', entidadeId: linha.id, depois: r });
    return { ...r, chave };
  });
}

export async function rotacionarChave(principal: PrincipalAdmin, id: string): Promise<ChaveCriadaResponse> {
  const r = await prisma.$transaction(async (tx) => {
    const antiga = await carregar(tx, principal, id);
    if (antiga.revogadaEm) throw regraDeNegocio(MENSAGENS_CHAVE.revogada);
    // Conditional: of two rotations racing on one key, only one revokes it and gets a new key.
    const momento = agora();
    const revogou = await tx.chaveApi.updateMany({ where: { id, revogadaEm: null }, data: { revogadaEm: momento } });
    if (revogou.count !== 1) throw regraDeNegocio(MENSAGENS_CHAVE.revogada);
    const { linha, chave } = await inserir(tx, antiga.tenantId, antiga.nome, antiga.ambiente);
    const nova = serializarChave(linha);
    await auditarMudanca(tx, principal, 'RotacionarChaveApi', 'ChaveApi', { id, tenantId: antiga.tenantId }, serializarChave(antiga), {
      ...serializarChave({ ...antiga, revogadaEm: momento }),
      substituidaPor: linha.id,
    });
    await auditarMudanca(tx, principal, 'CriarChaveApi', 'ChaveApi', { id: linha.id, tenantId: antiga.tenantId }, null, {
      ...nova,
      rotacaoDe: id,
    });
    return { ...nova, chave };
  });
  esquecerChavesEmCache();
  return r;
}

export async function revogarChave(principal: PrincipalAdmin, id: string): Promise<ChaveResponse> {
  const r = await prisma.$transaction(async (tx) => {
    const atual = await carregar(tx, principal, id);
    if (atual.revogadaEm) return serializarChave(atual);
    const momento = agora();
    const revogou = await tx.chaveApi.updateMany({ where: { id, revogadaEm: null }, data: { revogadaEm: momento } });
    // Revoked meanwhile by another request: the same answer, one audit row.
    if (revogou.count !== 1) return serializarChave(await carregar(tx, principal, id));
    const depois = serializarChave({ ...atual, revogadaEm: momento });
    await auditarMudanca(tx, principal, 'RevogarChaveApi', 'ChaveApi', { id, tenantId: atual.tenantId }, serializarChave(atual), depois);
    return depois;
  });
  esquecerChavesEmCache();
  return r;
}
