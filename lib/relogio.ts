// One clock for every business decision (release, expiry, campaign windows, token expiry).
// SQL receives this instant as a parameter instead of calling now(), so that a test can move
// time for the application and the database together. Inside a sandbox request it runs ahead by
// the sandbox's offset (lib/relogio-sandbox.ts, docs/sandbox.md).
import { deslocamentoDoRelogioMs } from '@/lib/relogio-sandbox';

export function agora(): Date {
  return new Date(Date.now() + deslocamentoDoRelogioMs());
}
