// The Swagger UI files of /docs, served by the app itself from the swagger-ui-dist package: the
// product works offline and its pages fetch nothing from outside the app. Only the files in
// ARQUIVOS can be read, whatever a request asks for.
import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';

const ARQUIVOS: Record<string, string> = {
  'swagger-ui.css': 'text/css; charset=utf-8',
  'swagger-ui-bundle.js': 'text/javascript; charset=utf-8',
  'swagger-ui-standalone-preset.js': 'text/javascript; charset=utf-8',
  'favicon-32x32.png': 'image/png',
  'favicon-16x16.png': 'image/png',
};

let local: boolean | undefined;
let resolvida: string | undefined;

/**
 * A file of the package. Normally from `<app>/node_modules/swagger-ui-dist`, written as a path
 * the bundler can see, so file tracing (e.g. `output: 'standalone'`) ships that folder with the
 * server. If the package is elsewhere (hoisted, as in a workspace), it is resolved the way Node
 * resolves a dependency of the app.
 */
function lerDoPacote(nome: string): Buffer {
  local ??= existsSync(path.join(process.cwd(), 'node_modules', 'swagger-ui-dist', 'package.json'));
  if (local) return readFileSync(path.join(process.cwd(), 'node_modules', 'swagger-ui-dist', nome));
  resolvida ??= path.dirname(
    createRequire(path.join(/*turbopackIgnore: true*/ process.cwd(), 'package.json')).resolve('swagger-ui-dist/package.json'),
  );
  return readFileSync(/*turbopackIgnore: true*/ path.join(resolvida, nome));
}

let versao: string | undefined;

/** The installed version: part of the asset URLs, so they can be cached as immutable. */
export function versaoSwaggerUi(): string {
  versao ??= (JSON.parse(lerDoPacote('package.json').toString('utf8')) as { version: string }).version;
  return versao;
}

export type ArquivoSwaggerUi = { conteudo: Uint8Array<ArrayBuffer>; tipo: string };

const cache = new Map<string, ArquivoSwaggerUi>();

/** An allow-listed file, or null for any other name (unknown, traversal, different case). */
export function lerArquivoSwaggerUi(nome: string): ArquivoSwaggerUi | null {
  if (!Object.hasOwn(ARQUIVOS, nome)) return null;
  let arquivo = cache.get(nome);
  if (!arquivo) {
    // Copied once into a plain Uint8Array: a Response body type, served from memory afterwards.
    arquivo = { conteudo: new Uint8Array(lerDoPacote(nome)), tipo: ARQUIVOS[nome]! };
    cache.set(nome, arquivo);
  }
  return arquivo;
}
