// Fuzz from the schemas (issue 8, §5): every operation of the OpenAPI list
// (app/api/v1/openapi.json/operacoes.ts, so a new route is fuzzed without a change here), called
// with every credential of its audience, with bodies, queries and path parameters generated from
// its zod schemas and documented examples plus hostile values. Every answer: within the time
// limit, never a 5xx, always the ApiResult envelope, and nothing recorded when it is an error
// (fuzz/conferir.ts). Then the contract for NUL, lone surrogates and duplicate keys
// (fuzz/contrato.ts). docs/confiabilidade.md explains it and how to run the heavy variant.
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { operacoes } from '@/app/api/v1/openapi.json/operacoes';
import { CREDENCIAIS, mundo, mundosCriados } from './fuzz/mundo';
import { enviarEConferir } from './fuzz/conferir';
import { instalarContadores } from './fuzz/retrato';
import { arbPedido, resolver } from './fuzz/pedidos';
import { chavesDuplicadas, credencialQueChegaAoBinding, textoHostil } from './fuzz/contrato';

// The answers that must not reveal whether an account exists (password recovery, first access,
// club PIN) wait for a fixed minimum (lib/api/tempo-constante.ts). The fuzz checks what is
// answered and recorded, not how long it takes, and the waits were most of its time: here the
// work runs without them.
vi.mock('@/lib/api/tempo-constante', () => ({ comDuracaoMinima: <T>(_ms: number, fn: () => Promise<T>) => fn() }));

// CI size by default; `npm run confiabilidade:fuzz` sets the heavy figures.
const execucoes = Number(process.env.FID_FUZZ_EXECUCOES ?? 8);
const semente = process.env.FID_FUZZ_SEMENTE ? Number(process.env.FID_FUZZ_SEMENTE) : undefined;

const contagem = { pedidos: 0, operacoes: 0, inicio: Date.now() };

beforeAll(instalarContadores);

afterAll(() => {
  const s = ((Date.now() - contagem.inicio) / 1000).toFixed(1);
  console.log(
    `fuzz: ${contagem.operacoes} pares operação × credencial, ${execucoes} pedidos aleatórios cada, ${contagem.pedidos} pedidos no total, ${mundosCriados} mundos criados, ${s} s`,
  );
});

describe('every operation, every credential, generated and hostile requests', () => {
  for (const op of operacoes) {
    for (const credencial of CREDENCIAIS[op.seguranca]) {
      it(`${op.metodo} ${op.caminho} (${credencial.nome})`, async () => {
        contagem.operacoes++;
        await fc.assert(
          fc.asyncProperty(arbPedido(op), async (pedido) => {
            const m = await mundo();
            const { caminho, corpoTexto, query } = resolver(op, pedido, m);
            contagem.pedidos++;
            await enviarEConferir({ metodo: op.metodo, caminho, opcoes: { ...credencial.opcoes(m), corpoTexto, query } });
          }),
          { numRuns: execucoes, seed: semente },
        );
      });
    }
  }
});

describe("a text field with NUL or a lone surrogate answers 400 with the field's message", () => {
  for (const op of operacoes.filter((o) => o.corpo || o.query)) {
    it(`${op.metodo} ${op.caminho}`, async (ctx) => {
      const credencial = await credencialQueChegaAoBinding(op, await mundo());
      if (!credencial) return ctx.skip('nenhuma credencial chega à validação');
      const { falhas, enviados } = await textoHostil(op, credencial);
      contagem.pedidos += enviados;
      expect(falhas).toEqual([]);
    });
  }
});

describe('a body with two keys equal ignoring case answers 400', () => {
  for (const op of operacoes.filter((o) => o.corpo)) {
    it(`${op.metodo} ${op.caminho}`, async (ctx) => {
      const credencial = await credencialQueChegaAoBinding(op, await mundo());
      if (!credencial) return ctx.skip('nenhuma credencial chega à validação');
      const { falhas, enviados } = await chavesDuplicadas(op, credencial);
      if (enviados === 0) return ctx.skip('o corpo não é um objeto');
      contagem.pedidos += enviados;
      expect(falhas).toEqual([]);
    });
  }
});
