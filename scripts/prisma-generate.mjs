// postinstall: `prisma generate` without network.
// The Prisma CLI insists on a native schema-engine binary even though `generate` never runs it,
// and that binary is downloaded from the internet. When none is present we point the CLI at
// /bin/false (see ../shared/notes/environment.md); with a real binary the CLI is left alone.
import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';

const enginesDir = path.join(process.cwd(), 'node_modules', '@prisma', 'engines');
const hasNative = existsSync(enginesDir) && readdirSync(enginesDir).some((f) => f.startsWith('schema-engine'));
const env = { ...process.env, PRISMA_HIDE_UPDATE_MESSAGE: '1' };
if (!hasNative && !env.PRISMA_SCHEMA_ENGINE_BINARY) env.PRISMA_SCHEMA_ENGINE_BINARY = '/bin/false';

execFileSync(process.execPath, [path.join('node_modules', 'prisma', 'build', 'index.js'), 'generate'], {
  stdio: 'inherit',
  env,
});
