// npm run db:migrate: applies pending migrations, exactly as `prisma migrate deploy` would
// (same SQL, same `_prisma_migrations` bookkeeping), through Prisma's WebAssembly schema engine.
import { aplicarMigracoes } from './lib/schema-engine';
import { urlDoBanco } from './lib/url-banco';

aplicarMigracoes(urlDoBanco())
  .then((aplicadas) => {
    console.log(aplicadas.length ? `Migrações aplicadas: ${aplicadas.join(', ')}` : 'Banco já está atualizado.');
  })
  .catch((e) => {
    console.error(e instanceof Error ? e.message : e);
    process.exit(1);
  });
