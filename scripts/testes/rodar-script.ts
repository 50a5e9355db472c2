// Runs one of the project's scripts (`node --import tsx <script>`) to its end, with the test's
// environment plus `env`, and gives back its exit code and output. Killed after `limiteMs`, under
// the integration tests' own timeout (60 s), so that a script that does not stop is never left behind.
import { spawn } from 'node:child_process';
import path from 'node:path';

export const raiz = path.resolve(import.meta.dirname, '..', '..');

export function rodarScript(script: string, args: string[], env: Record<string, string | undefined>, limiteMs = 50_000) {
  return new Promise<{ codigo: number | null; saida: string; erros: string }>((resolve, reject) => {
    const filho = spawn(process.execPath, ['--import', 'tsx', path.join(raiz, script), ...args], {
      cwd: raiz,
      env: { ...process.env, ...env } as NodeJS.ProcessEnv,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let saida = '';
    let erros = '';
    filho.stdout.on('data', (d) => (saida += d));
    filho.stderr.on('data', (d) => (erros += d));
    const timer = setTimeout(() => {
      filho.kill('SIGKILL');
      reject(new Error(`${script} não terminou em ${limiteMs} ms:\n${saida}\n${erros}`));
    }, limiteMs);
    filho.once('exit', (codigo) => {
      clearTimeout(timer);
      resolve({ codigo, saida, erros });
    });
  });
}
