// How a PDV project loads the package (sdk/package.json "exports"), with Node's own resolution:
// an ESM `import` and, for the many CommonJS PDVs and ERPs, `require()` (Node >= 20.19 loads an
// ES module with require). Before, "exports" had only the `import` condition and require() failed
// with ERR_PACKAGE_PATH_NOT_EXPORTED. The package's real dist/ is replaced by a stub here: what
// is tested is the package.json, not the build.
import { spawnSync } from 'node:child_process';
import { copyFileSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, expect, it } from 'vitest';

const projeto = mkdtempSync(path.join(tmpdir(), 'fid-pacote-'));
const pacote = path.join(projeto, 'node_modules', '@fidelidade', 'pdv');
mkdirSync(path.join(pacote, 'dist'), { recursive: true });
copyFileSync(path.join(import.meta.dirname, '..', 'package.json'), path.join(pacote, 'package.json'));
writeFileSync(path.join(pacote, 'dist', 'index.js'), "export const criarClientePdv = () => 'ok';\n");
afterAll(() => rmSync(projeto, { recursive: true, force: true }));

const node = (tipo: 'module' | 'commonjs', codigo: string) =>
  spawnSync(process.execPath, ['--input-type', tipo, '-e', codigo], { cwd: projeto, encoding: 'utf8' });

it.each([
  ['an ES module, with import', 'module' as const, "import { criarClientePdv } from '@fidelidade/pdv'; console.log(criarClientePdv());"],
  [
    'a CommonJS PDV, with require',
    'commonjs' as const,
    "const { criarClientePdv } = require('@fidelidade/pdv'); console.log(criarClientePdv());",
  ],
])('%s loads the package', (_, tipo, codigo) => {
  const r = node(tipo, codigo);
  expect(r.stderr).toBe('');
  expect([r.status, r.stdout]).toEqual([0, 'ok\n']);
});
