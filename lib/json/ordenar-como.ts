// A stored answer back in the key order of its zod schema. PostgreSQL's `jsonb` keeps an object's
// keys in its own order (shorter keys first, then bytewise), so an answer stored there and replayed
// on a retransmission has the first answer's fields and values in another order. The first answer
// is built in the order its response schema declares (lib/openapi/respostas*.ts), so that schema
// is the one source of the order: no list of keys is kept by hand per answer.
//
// Pure (zod's types only): nothing here touches the server or loads a schema.
import type { z } from 'zod';

type Def = z.core.$ZodTypes['_zod']['def'];

/**
 * `valor` rebuilt with every object's keys in the order of `schema`'s shapes, through arrays and
 * the optional, nullable, default, readonly and lazy wrappers. Keys the schema does not know (an
 * answer stored by another version) are kept, after the known ones, in their order; a value whose
 * shape does not match (null where an object is declared, a scalar, a schema kind not handled
 * here) is returned as it is. Never throws on data and never drops a field; `valor` is not changed.
 */
export function ordenarComo<T>(schema: z.core.$ZodType, valor: T): T {
  return ordenar(schema, valor) as T;
}

function ordenar(schema: z.core.$ZodType, valor: unknown): unknown {
  if (valor === null || typeof valor !== 'object') return valor;
  const def = schema._zod.def as Def;
  switch (def.type) {
    case 'object': {
      if (Array.isArray(valor)) return valor;
      const campos = valor as Record<string, unknown>;
      const conhecidas = Object.keys(def.shape).filter((k) => Object.hasOwn(campos, k));
      const desconhecidas = Object.keys(campos).filter((k) => !Object.hasOwn(def.shape, k));
      // fromEntries defines own properties: a stored "__proto__" key stays a field.
      return Object.fromEntries([
        ...conhecidas.map((k) => [k, ordenar(def.shape[k]!, campos[k])]),
        ...desconhecidas.map((k) => [k, campos[k]]),
      ]);
    }
    case 'array':
      return Array.isArray(valor) ? valor.map((v) => ordenar(def.element, v)) : valor;
    case 'optional':
    case 'nullable':
    case 'default':
    case 'prefault':
    case 'nonoptional':
    case 'readonly':
    case 'catch':
      return ordenar(def.innerType, valor);
    case 'lazy':
      return ordenar(def.getter(), valor);
    case 'pipe':
      // What is stored is the pipe's output.
      return ordenar(def.out, valor);
    default:
      return valor;
  }
}
