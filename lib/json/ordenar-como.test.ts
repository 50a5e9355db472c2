import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { ordenarComo } from '@/lib/json/ordenar-como';
import { vendaResponseSchema } from '@/lib/openapi/respostas';

const itemSchema = z.object({ id: z.string(), valor: z.number(), nota: z.string().optional() });
const schema = z.object({
  vendaId: z.string(),
  cliente: z.object({ nome: z.string().nullable(), contato: z.object({ email: z.string() }).nullable() }).nullable(),
  itens: z.array(itemSchema),
  total: z.number().default(0),
  extra: z.lazy(() => z.object({ b: z.number(), a: z.number() }).optional()),
  saldo: z.object({ pontos: z.number(), cashback: z.number() }),
});

describe('ordenarComo', () => {
  it('puts keys back in the shape order, nested objects and array items included', () => {
    // As jsonb gives it back: shorter keys first, then bytewise.
    const guardado = {
      itens: [
        { id: 'a', valor: 1 },
        { id: 'b', nota: 'n', valor: 2 },
      ],
      saldo: { pontos: 3, cashback: 1.5 },
      total: 3,
      extra: { a: 2, b: 1 },
      cliente: { nome: 'Ana', contato: { email: 'a@b.c' } },
      vendaId: 'v',
    };
    expect(JSON.stringify(ordenarComo(schema, guardado))).toBe(
      '{"vendaId":"v","cliente":{"nome":"Ana","contato":{"email":"a@b.c"}},' +
        '"itens":[{"id":"a","valor":1},{"id":"b","valor":2,"nota":"n"}],"total":3,"extra":{"b":1,"a":2},' +
        '"saldo":{"pontos":3,"cashback":1.5}}',
    );
  });

  it('keeps a key the schema does not know, at the end, and a null nested object as null', () => {
    const guardado = {
      saldo: { campoNovo: true, pontos: 1, cashback: 0 },
      itens: [],
      cliente: { contato: null, nome: null },
      vendaId: 'v',
      campoAntigo: 'x',
    };
    const r = ordenarComo(schema, guardado);
    expect(JSON.stringify(r)).toBe(
      '{"vendaId":"v","cliente":{"nome":null,"contato":null},"itens":[],"saldo":{"pontos":1,"cashback":0,"campoNovo":true},' +
        '"campoAntigo":"x"}',
    );
    expect(JSON.stringify(ordenarComo(schema, { cliente: null, vendaId: 'v' }))).toBe('{"vendaId":"v","cliente":null}');
  });

  it('never throws on data of another shape and never changes its input', () => {
    expect(ordenarComo(schema, null)).toBeNull();
    expect(ordenarComo(schema, 'texto')).toBe('texto');
    expect(ordenarComo(schema, [{ b: 1, a: 2 }])).toEqual([{ b: 1, a: 2 }]);
    expect(ordenarComo(schema, { itens: { nao: 'lista' }, saldo: 5 })).toEqual({ itens: { nao: 'lista' }, saldo: 5 });
    // A stored "__proto__" (JSON.parse makes it an own field) stays a field, not a prototype.
    const estranho = JSON.parse('{"__proto__":{"x":1},"vendaId":"v"}') as object;
    const r = ordenarComo(schema, estranho);
    expect(Object.getPrototypeOf(r)).toBe(Object.prototype);
    expect(JSON.stringify(r)).toBe('{"vendaId":"v","__proto__":{"x":1}}');
    const entrada = { saldo: { cashback: 1, pontos: 2 }, vendaId: 'v' };
    ordenarComo(schema, entrada);
    expect(JSON.stringify(entrada)).toBe('{"saldo":{"cashback":1,"pontos":2},"vendaId":"v"}');
  });

  it("follows the sale's response schema (the order the sale builds its answer in)", () => {
    const chaves = Object.keys(ordenarComo(vendaResponseSchema, { saldoAtual: {}, valorFinal: 1, vendaId: 'v', clienteNome: null }));
    expect(chaves).toEqual(['vendaId', 'clienteNome', 'valorFinal', 'saldoAtual']);
  });
});
