import { rotaPdv } from '@/lib/api/pdv';
import { respostaOk } from '@/lib/api/envelope';
import { ipDoCliente } from '@/lib/api/ip';
import { exigirLimite } from '@/lib/api/limites';
import { regraDeNegocio } from '@/lib/erros';
import { REGRAS, chaveDeLimite } from '@/lib/limites/limitador';
import { cpfValido, normalizarCpf } from '@/lib/documentos/cpf';
import { buscarCliente } from '@/lib/domain/cliente/buscar-cliente';
import { MENSAGENS_CLIENTE } from '@/lib/domain/cliente/mensagens';
import { UUID, buscarQuerySchema } from '../schemas';

export const dynamic = 'force-dynamic';

// Spec Limits: 60 requests per minute per origin IP; lookups by `cpf` also 3 per hour per
// normalized CPF (lookups by `qr` only by IP).
export const GET = rotaPdv('GET /api/v1/cliente/buscar', { query: buscarQuerySchema }, async ({ principal, query, ctx }) => {
  await exigirLimite(REGRAS.buscarClienteIp, ipDoCliente(ctx.req));
  const cpf = query.cpf?.trim();
  const qr = query.qr?.trim();
  if (!cpf === !qr) throw regraDeNegocio(MENSAGENS_CLIENTE.buscaUmParametro);
  if (cpf) {
    if (!cpfValido(cpf)) throw regraDeNegocio(MENSAGENS_CLIENTE.cpfInvalido);
    const normalizado = normalizarCpf(cpf);
    // Keyed by the normalized CPF (spec), stored in Redis as a keyed hash, never the CPF itself.
    await exigirLimite(REGRAS.buscarClienteCpf, chaveDeLimite(normalizado));
    return respostaOk(await buscarCliente({ cpf: normalizado }, principal.sandbox !== null));
  }
  if (!UUID.test(qr!)) throw regraDeNegocio(MENSAGENS_CLIENTE.qrInvalido);
  return respostaOk(await buscarCliente({ qr: qr!.toLowerCase() }, principal.sandbox !== null));
});
