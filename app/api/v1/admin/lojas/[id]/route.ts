import { ADMINISTRADORES, TODOS_OS_PERFIS, rotasDoRegistroAdmin } from '@/lib/api/admin';
import { atualizarLoja, obterLoja } from '@/lib/domain/loja/admin-lojas';
import { atualizarLojaSchema } from '../schemas';

export const dynamic = 'force-dynamic';

const loja = rotasDoRegistroAdmin('/api/v1/admin/lojas/{id}');

export const GET = loja.obter(TODOS_OS_PERFIS, obterLoja);

export const PUT = loja.atualizar(ADMINISTRADORES, atualizarLojaSchema, atualizarLoja, 'Loja atualizada com sucesso.');
