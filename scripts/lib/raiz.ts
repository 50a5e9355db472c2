// The repository root, found from the working directory (every command runs inside the repo).
// Not from import.meta: these modules are also loaded by Playwright, which compiles them as
// CommonJS, where import.meta does not exist.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

function encontrarRaiz(): string {
  let dir = process.cwd();
  for (;;) {
    const pacote = path.join(dir, 'package.json');
    if (existsSync(pacote) && JSON.parse(readFileSync(pacote, 'utf8')).name === 'fidelidade') return dir;
    const pai = path.dirname(dir);
    if (pai === dir) return process.cwd();
    dir = pai;
  }
}

export const raiz = encontrarRaiz();
