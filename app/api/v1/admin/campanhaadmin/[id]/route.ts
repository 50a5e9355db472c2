import { ADMINISTRADORES, rotasDoRegistroAdmin } from '@/lib/api/admin';
import { atualizarCampanha, obterCampanha } from '@/lib/domain/campanha/gravar-campanha';
import { atualizarCampanhaSchema } from '../schemas';

export const dynamic = 'force-dynamic';

const campanha = rotasDoRegistroAdmin('/api/v1/admin/CampanhaAdmin/{id}');

export const GET = campanha.obter(ADMINISTRADORES, obterCampanha);

export const PUT = campanha.atualizar(ADMINISTRADORES, atualizarCampanhaSchema, atualizarCampanha, 'Campanha atualizada com sucesso.');
