// After a rotation of AUTH_SECRET (docs/operacao.md, "Trocar o AUTH_SECRET"): every two-step
// secret still written under a previous key (AUTH_SECRET_ANTERIOR) is written again under the
// current one, so the old secret stops protecting anything of the kind and can leave the list
// once the unsubscribe links of old e-mails no longer matter. Run by the daily clean-up
// (lib/jobs/limpeza.ts); a sign-in with a code does the same for its user at once.
import 'server-only';
import { consulta, sql } from '@/lib/db';
import { env } from '@/lib/env';
import { cifrarSegredoTotp, lerSegredoTotp } from '@/lib/domain/acesso/segredo-totp';

type Linha = { id: string; totp_segredo: string | null; totp_pendente: string | null };

const Q_COM_SEGREDO = consulta(`
  SELECT id, totp_segredo, totp_pendente FROM usuario_admin WHERE totp_segredo IS NOT NULL OR totp_pendente IS NOT NULL`);
// Compare-and-set: a secret changed meanwhile (turned off, a new pending one) is left as it is now.
const S_SEGREDO = consulta(`UPDATE usuario_admin SET totp_segredo = $3 WHERE id = $1 AND totp_segredo = $2`);
const S_PENDENTE = consulta(`UPDATE usuario_admin SET totp_pendente = $3 WHERE id = $1 AND totp_pendente = $2`);

export type ResultadoRecifrar = { recifrados: number; ilegiveis: number };

export async function recifrarSegredosTotp(): Promise<ResultadoRecifrar> {
  const r: ResultadoRecifrar = { recifrados: 0, ilegiveis: 0 };
  // Without previous secrets nothing can be under an old key that a key here still reads.
  if (env().AUTH_SECRET_ANTERIOR.length === 0) return r;
  for (const u of await sql.query<Linha>(Q_COM_SEGREDO, [])) {
    for (const [cifrado, comando] of [
      [u.totp_segredo, S_SEGREDO],
      [u.totp_pendente, S_PENDENTE],
    ] as const) {
      if (!cifrado) continue;
      const lido = lerSegredoTotp(cifrado);
      if (!lido) r.ilegiveis++;
      else if (lido.chaveAnterior) r.recifrados += await sql.contar(comando, [u.id, cifrado, cifrarSegredoTotp(lido.segredo)]);
    }
  }
  return r;
}
