// Wrapper of the scheduled route handlers: `Authorization: Bearer <CRON_SECRET>`, the header
// Vercel Cron sends. Without CRON_SECRET configured the jobs refuse every call.
import 'server-only';
import { timingSafeEqual } from 'node:crypto';
import { env } from '@/lib/env';
import { naoAutorizado } from '@/lib/erros';
import { respostaOk } from '@/lib/api/envelope';
import { rota } from '@/lib/api/rota';

function confere(recebido: string, esperado: string): boolean {
  const a = Buffer.from(recebido);
  const b = Buffer.from(esperado);
  return a.length === b.length && timingSafeEqual(a, b);
}

export function rotaCron<T>(nome: string, job: () => Promise<T>) {
  return rota(nome, async ({ req }) => {
    const segredo = env().CRON_SECRET;
    const cabecalho = req.headers.get('authorization') ?? '';
    const token = cabecalho.startsWith('Bearer ') ? cabecalho.slice(7) : '';
    if (!segredo || !token || !confere(token, segredo)) throw naoAutorizado();
    return respostaOk(await job());
  });
}
