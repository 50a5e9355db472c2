// Readiness, in the ApiResult envelope: 200 when the configuration is valid and the database
// answers (within 2 s), 503 otherwise, so a load balancer stops sending traffic. It never throws:
// a broken configuration is reported, not turned into an empty 500.
import { respostaErro, respostaOk } from '@/lib/api/envelope';
import { pool } from '@/lib/db';
import { problemasDeConfiguracao } from '@/lib/env';

// A readiness answer must be this moment's: never kept by a proxy or a browser.
const SEM_CACHE = { 'Cache-Control': 'no-store' };

export const dynamic = 'force-dynamic';

async function bancoResponde(ms: number): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  try {
    return await Promise.race([
      pool.query('SELECT 1').then(() => true),
      new Promise<boolean>((r) => (timer = setTimeout(() => r(false), ms))),
    ]);
  } catch {
    return false;
  } finally {
    clearTimeout(timer);
  }
}

export async function GET() {
  const problemas = problemasDeConfiguracao();
  if (problemas.length) {
    return respostaErro(
      503,
      problemas.map((p) => `Configuração inválida: ${p}`),
      'Serviço indisponível.',
      SEM_CACHE,
    );
  }
  if (!(await bancoResponde(2000))) {
    return respostaErro(503, ['Banco de dados indisponível.'], 'Serviço indisponível.', SEM_CACHE);
  }
  return respostaOk({ status: 'ok', banco: 'ok', configuracao: 'ok' }, { cabecalhos: SEM_CACHE });
}
