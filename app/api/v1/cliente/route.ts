import { rotaPdv } from '@/lib/api/pdv';
import { respostaOk } from '@/lib/api/envelope';
import { regraDeNegocio } from '@/lib/erros';
import { cpfValido, normalizarCpf } from '@/lib/documentos/cpf';
import { cadastrarCliente } from '@/lib/domain/cliente/cadastrar-cliente';
import { MENSAGENS_CLIENTE } from '@/lib/domain/cliente/mensagens';
import { cadastrarClienteSchema } from './schemas';

export const POST = rotaPdv('POST /api/v1/cliente', { corpo: cadastrarClienteSchema }, async ({ principal, corpo }) => {
  if (!corpo.aceiteLgpd) throw regraDeNegocio(MENSAGENS_CLIENTE.aceiteLgpd);
  if (corpo.cpf.length < 11 || corpo.cpf.length > 14 || !cpfValido(corpo.cpf)) throw regraDeNegocio(MENSAGENS_CLIENTE.cpfInvalido);
  const r = await cadastrarCliente(principal.tenantId, {
    cpf: normalizarCpf(corpo.cpf),
    nome: corpo.nome,
    email: corpo.email,
    telefone: corpo.telefone,
    dataNascimento: corpo.dataNascimento,
  });
  return r.jaExistia
    ? respostaOk(r, { status: 200, mensagem: MENSAGENS_CLIENTE.jaCadastrado })
    : respostaOk(r, { status: 201, mensagem: MENSAGENS_CLIENTE.cadastrado });
});
