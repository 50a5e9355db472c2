// 429 in the spec's envelope (`Limite de requisições excedido.` / `Muitas tentativas. Aguarde 1
// minuto.`) with Retry-After, when a rate limit is exhausted.
import { ErroDeNegocio, MENSAGENS } from '@/lib/erros';
import { consumirLimite, type Regra } from '@/lib/limites/limitador';

export async function exigirLimite(regra: Regra, chave: string): Promise<void> {
  const r = await consumirLimite(regra, chave);
  if (r.permitido) return;
  const segundos = Math.max(1, Math.ceil((r.resetEm - Date.now()) / 1000));
  throw new ErroDeNegocio(429, MENSAGENS.muitasTentativas, {
    mensagem: MENSAGENS.limiteExcedido,
    cabecalhos: { 'Retry-After': String(segundos) },
  });
}
