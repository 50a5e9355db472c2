import { TODOS_OS_PERFIS, rotaAdmin } from '@/lib/api/admin';
import { respostaOk } from '@/lib/api/envelope';
import { registrarDispositivo, removerDispositivo } from '@/lib/domain/dispositivo/gravar-dispositivo';
import { rotaAdminCorpoJson } from './corpo-json';
import { registrarDispositivoSchema, tokenDispositivoSchema } from './schemas';

export const dynamic = 'force-dynamic';

export const POST = rotaAdmin(
  'POST /api/v1/admin/AdminDispositivo',
  { perfis: TODOS_OS_PERFIS, corpo: registrarDispositivoSchema },
  async ({ principal, corpo }) =>
    respostaOk(await registrarDispositivo(principal, corpo), { mensagem: 'Dispositivo registrado com sucesso.' }),
);

export const DELETE = rotaAdminCorpoJson(
  'DELETE /api/v1/admin/AdminDispositivo',
  { perfis: TODOS_OS_PERFIS, corpo: tokenDispositivoSchema },
  async ({ principal, corpo }) => {
    await removerDispositivo(principal, corpo);
    return respostaOk(null, { mensagem: 'Dispositivo removido com sucesso.' });
  },
);
