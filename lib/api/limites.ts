// 429 in the spec's envelope (`Limite de requisições excedido.` / `Muitas tentativas. Aguarde 1
// minuto.`) with Retry-After, when a rate limit is exhausted. The wait in the message is the
// wait in Retry-After: the spec's words for the one-minute limits, the real wait for the others
// (the per-CPF lookup refills once an hour).
import 'server-only';
import { ErroDeNegocio, MENSAGENS } from '@/lib/erros';
import { consumirLimite, type Regra } from '@/lib/limites/limitador';

/** `Muitas tentativas. Aguarde 1 minuto.` up to a minute, then whole minutes, then hours. */
export function mensagemDeEspera(segundos: number): string {
  if (segundos <= 60) return MENSAGENS.muitasTentativas;
  const minutos = Math.ceil(segundos / 60);
  if (minutos < 60) return `Muitas tentativas. Aguarde ${minutos} minutos.`;
  const horas = Math.ceil(minutos / 60);
  return `Muitas tentativas. Aguarde ${horas} ${horas === 1 ? 'hora' : 'horas'}.`;
}

export async function exigirLimite(regra: Regra, chave: string): Promise<void> {
  const r = await consumirLimite(regra, chave);
  if (r.permitido) return;
  const segundos = Math.max(1, Math.ceil((r.resetEm - Date.now()) / 1000));
  throw new ErroDeNegocio(429, mensagemDeEspera(segundos), {
    mensagem: MENSAGENS.limiteExcedido,
    cabecalhos: { 'Retry-After': String(segundos) },
  });
}
