import { entradaDoPdv, rotaPdv } from '@/lib/api/pdv';
import { respostaOk } from '@/lib/api/envelope';
import { resgatarSaldo } from '@/lib/domain/resgate/resgatar-saldo';
import { resgateSchema } from './schemas';

export const POST = rotaPdv('POST /api/v1/resgate', { corpo: resgateSchema }, async ({ principal, corpo }) => {
  const { resgate, retransmissao } = await resgatarSaldo(principal.tenantId, entradaDoPdv(corpo));
  return respostaOk(resgate, {
    mensagem: retransmissao
      ? 'Resgate já registrado com este documentoExterno; nenhum débito novo foi feito.'
      : 'Resgate registrado com sucesso.',
  });
});
