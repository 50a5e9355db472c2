// npm run db:migrate: applies pending migrations, exactly as `prisma migrate deploy` would
// (same SQL, same `_prisma_migrations` bookkeeping), through Prisma's WebAssembly schema engine.
import { aplicarMigracoes } from './lib/schema-engine';
import { urlDoBancoAlvo } from './lib/url-banco';

aplicarMigracoes(urlDoBancoAlvo())
  .then((aplicadas) => {
    console.log(aplicadas.length ? `Migrações aplicadas: ${aplicadas.join(', ')}` : 'Banco já está atualizado.');
    // The WebAssembly engine keeps a handle open for a few seconds after it is freed; nothing
    // is pending once the migrations are applied.
    process.exit(0);
  })
  .catch((e) => {
    console.error(e instanceof Error ? e.message : e);
    process.exit(1);
  });
