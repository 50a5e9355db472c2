// Types of scripts/lint/camadas.mjs, for its tests.
import type { ESLint } from 'eslint';

export type Importacao = { especificador: string; alvo: string | null; externo: string | null; tipo: boolean };
export type Modulo = {
  arquivo: string;
  rel: string;
  cliente: boolean;
  servidor: boolean;
  marcado: boolean;
  leAmbiente: boolean;
  importacoes: Importacao[];
};
export type Projeto = {
  modulos: Map<string, Modulo>;
  /** Browser code: each file and the file that brought it in (null for a client file or a browser folder). */
  navegador: Map<string, string | null>;
  /** Each module in an import loop, with the modules of its loop. */
  ciclos: Map<string, string[]>;
};

export const PASTAS_DO_NAVEGADOR: string[];
export function analisar(arquivo: string, texto: string): Modulo;
export function grafo(): Projeto;
export function ciclos<K>(modulos: Map<K, { importacoes: { alvo: K | null }[] }>): Map<K, K[]>;
declare const plugin: ESLint.Plugin;
export default plugin;
