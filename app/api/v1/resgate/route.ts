import { rotaPdv } from '@/lib/api/pdv';
import { respostaOk } from '@/lib/api/envelope';
import { resgatarSaldo } from '@/lib/domain/resgate/resgatar-saldo';
import { resgateSchema } from './schemas';

export const POST = rotaPdv('POST /api/v1/resgate', { corpo: resgateSchema }, async ({ principal, corpo }) => {
  const { resgate, retransmissao } = await resgatarSaldo(principal.tenantId, {
    cnpjLoja: corpo.cnpjLoja,
    cpf: corpo.cpfCliente,
    tipoBeneficio: corpo.tipoBeneficio,
    valorResgate: corpo.valorResgate,
    pontosResgate: corpo.pontosResgate,
    documentoExterno: corpo.documentoExterno,
    observacao: corpo.observacao,
    descricaoTroca: corpo.descricaoTroca,
  });
  return respostaOk(resgate, {
    mensagem: retransmissao
      ? 'Resgate já registrado com este documentoExterno; nenhum débito novo foi feito.'
      : 'Resgate registrado com sucesso.',
  });
});
