import { ADMINISTRADORES, rotasDoRegistroAdmin } from '@/lib/api/admin';
import { MENSAGENS_CHAVE, obterChave, revogarChave } from '@/lib/domain/acesso/admin-chaves';

export const dynamic = 'force-dynamic';

const chave = rotasDoRegistroAdmin('/api/v1/admin/chaves/{id}');

export const GET = chave.obter(ADMINISTRADORES, obterChave);

// Revocation; idempotent (a revoked key answers 200 with its revocation instant).
export const DELETE = chave.excluir(ADMINISTRADORES, revogarChave, MENSAGENS_CHAVE.revogadaComSucesso);
