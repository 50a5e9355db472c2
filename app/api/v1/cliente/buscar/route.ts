import { rotaPdv } from '@/lib/api/pdv';
import { respostaOk } from '@/lib/api/envelope';
import { regraDeNegocio } from '@/lib/erros';
import { cpfValido, normalizarCpf } from '@/lib/documentos/cpf';
import { buscarCliente } from '@/lib/domain/cliente/buscar-cliente';
import { MENSAGENS_CLIENTE } from '@/lib/domain/cliente/mensagens';
import { UUID, buscarQuerySchema } from '../schemas';

export const dynamic = 'force-dynamic';

export const GET = rotaPdv('GET /api/v1/cliente/buscar', { query: buscarQuerySchema }, async ({ principal, query }) => {
  void principal;
  const cpf = query.cpf?.trim();
  const qr = query.qr?.trim();
  if (!cpf === !qr) throw regraDeNegocio(MENSAGENS_CLIENTE.buscaUmParametro);
  if (cpf !== undefined && cpf !== '') {
    if (!cpfValido(cpf)) throw regraDeNegocio(MENSAGENS_CLIENTE.cpfInvalido);
    return respostaOk(await buscarCliente({ cpf: normalizarCpf(cpf) }));
  }
  if (!UUID.test(qr!)) throw regraDeNegocio(MENSAGENS_CLIENTE.qrInvalido);
  return respostaOk(await buscarCliente({ qr: qr!.toLowerCase() }));
});
