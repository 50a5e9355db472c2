// The streamed CSV answer of every export (docs/exportacoes.md). Rows are read in keyset pages
// (WHERE (key) < (last key) ORDER BY key LIMIT n: each page costs the same, however deep, unlike
// OFFSET) and each page is encoded and handed to the stream only when the client is ready for it
// (`pull`): at most one page of rows is in memory, whether the file has 10 rows or a million.
// No transaction is held across pages: a row written during the download either is after the
// cursor (it appears) or before it (it does not); none appears twice, none is skipped.
import 'server-only';
import type pg from 'pg';
import { sql, type Consulta } from '@/lib/db';
import { BOM, linhaCsv, nomeArquivoCsv } from '@/lib/csv';
import { log } from '@/lib/log';

export const TAMANHO_LOTE_EXPORTACAO = 1000;

export type FonteCsv<L, C> = {
  cabecalho: string[];
  /** The page after `cursor` (null: the first), at most `limite` rows, in the key's order. */
  ler: (cursor: C | null, limite: number) => Promise<L[]>;
  cursorDe: (linha: L) => C;
  campos: (linha: L) => (string | number | null | undefined)[];
  tamanhoLote?: number;
};

/**
 * The `ler` of a keyset walk by two statements: `primeira` reads the first page with
 * `parametros(limite)`, `seguinte` the page after a cursor, whose parts follow those parameters.
 */
export function lerPorChave<L extends pg.QueryResultRow, C extends unknown[]>(
  primeira: Consulta,
  seguinte: Consulta,
  parametros: (limite: number) => unknown[],
): FonteCsv<L, C>['ler'] {
  return (c, limite) => (c ? sql.query<L>(seguinte, [...parametros(limite), ...c]) : sql.query<L>(primeira, parametros(limite)));
}

export function fluxoCsv<L, C>(f: FonteCsv<L, C>): ReadableStream<Uint8Array> {
  const codificador = new TextEncoder();
  const limite = f.tamanhoLote ?? TAMANHO_LOTE_EXPORTACAO;
  let cursor: C | null = null;
  let inicio = true;
  let fim = false;
  return new ReadableStream<Uint8Array>(
    {
      async pull(controlador) {
        if (inicio) {
          inicio = false;
          controlador.enqueue(codificador.encode(BOM + linhaCsv(f.cabecalho)));
          return;
        }
        if (fim) return controlador.close();
        try {
          const linhas = await f.ler(cursor, limite);
          if (linhas.length > 0) {
            cursor = f.cursorDe(linhas[linhas.length - 1]!);
            let texto = '';
            for (const l of linhas) texto += linhaCsv(f.campos(l));
            controlador.enqueue(codificador.encode(texto));
          }
          if (linhas.length < limite) {
            fim = true;
            controlador.close();
          }
        } catch (e) {
          // The 200 and part of the file are already sent: the broken stream is what the client
          // sees (an incomplete download), and the log keeps the cause.
          log.error('exportação CSV interrompida', { erro: e instanceof Error ? e.message : String(e) });
          controlador.error(e);
        }
      },
    },
    // One page at a time: the next page is read only when the previous one has been taken.
    { highWaterMark: 1 },
  );
}

/** The HTTP answer of an export: CSV, UTF-8 with BOM, a file name, never cached. */
export function respostaCsv(corpo: ReadableStream<Uint8Array>, prefixo: string, agora: Date): Response {
  const nome = nomeArquivoCsv(prefixo, agora);
  return new Response(corpo, {
    status: 200,
    headers: {
      'content-type': 'text/csv; charset=utf-8',
      'content-disposition': `attachment; filename="${nome}"`,
      'cache-control': 'no-store',
      'x-content-type-options': 'nosniff',
    },
  });
}
