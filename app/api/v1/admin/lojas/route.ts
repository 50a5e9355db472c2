import { ADMINISTRADORES, TODOS_OS_PERFIS, rotasDaColecaoAdmin } from '@/lib/api/admin';
import { criarLoja, listarLojas } from '@/lib/domain/loja/admin-lojas';
import { criarLojaSchema, listarLojasQuerySchema } from './schemas';

export const dynamic = 'force-dynamic';

const lojas = rotasDaColecaoAdmin('/api/v1/admin/lojas');

// Operators list too: the panel shows them the names of their tenant's stores.
export const GET = lojas.listar(TODOS_OS_PERFIS, listarLojasQuerySchema, listarLojas);

export const POST = lojas.criarNoTenant(ADMINISTRADORES, criarLojaSchema, criarLoja, 'Loja criada com sucesso.');
