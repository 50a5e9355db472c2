// Admin bearer tokens: JWT (HS256, jose) with issuer, audience and expiry, carrying the user's
// session version. Every request re-reads the user: a deactivated user or a password change
// (which bumps `versao_sessao`) revokes all earlier tokens at once.
//
// Lifetime: 8 hours, one working shift at the store (docs/api-decisoes.md).
import 'server-only';
import { consulta, sql } from '@/lib/db';
import { emitirToken, lerToken, type TipoToken } from '@/lib/domain/acesso/token-sessao';

export const AUDIENCIA_PAINEL = 'fidelidade:painel';
export const VALIDADE_TOKEN_ADMIN_S = 8 * 60 * 60;

export type Perfil = 'SuperAdmin' | 'AdminTenant' | 'Operador';

export type PrincipalAdmin = {
  usuarioId: string;
  perfil: Perfil;
  tenantId: string | null;
  nome: string;
  email: string;
};

const TOKEN_ADMIN: TipoToken = { audiencia: AUDIENCIA_PAINEL, chave: 'token-admin', validadeS: VALIDADE_TOKEN_ADMIN_S };

export function emitirTokenAdmin(u: { id: string; perfil: Perfil; tenantId: string | null; versaoSessao: number }) {
  return emitirToken(TOKEN_ADMIN, u.id, { perfil: u.perfil, tid: u.tenantId, ver: u.versaoSessao });
}

const Q_USUARIO = consulta(`
  SELECT u.id, u.perfil, u.tenant_id, u.nome, u.email, u.versao_sessao, u.ativo, t.ativo AS tenant_ativo
    FROM usuario_admin u LEFT JOIN tenant t ON t.id = u.tenant_id
   WHERE u.id = $1`);

export async function verificarTokenAdmin(token: string): Promise<PrincipalAdmin | null> {
  const { sub, ver } = (await lerToken(TOKEN_ADMIN, token)) ?? {};
  if (!sub || typeof ver !== 'number') return null;
  const [u] = await sql.query<{
    id: string;
    perfil: Perfil;
    tenant_id: string | null;
    nome: string;
    email: string;
    versao_sessao: number;
    ativo: boolean;
    tenant_ativo: boolean | null;
  }>(Q_USUARIO, [sub]);
  if (!u || !u.ativo || u.versao_sessao !== ver) return null;
  if (u.perfil !== 'SuperAdmin' && (!u.tenant_id || u.tenant_ativo === false)) return null;
  return { usuarioId: u.id, perfil: u.perfil, tenantId: u.tenant_id, nome: u.nome, email: u.email };
}
