// Values for the fuzz: what a schema describes (from the JSON Schema zod writes for the OpenAPI
// document, so a new route is covered without code here) and what a hostile client sends.
// Bodies are written as text by `serializar`, which can also write what JSON.stringify cannot:
// -0, 1e999 (parses to Infinity), numbers with more digits than a double holds.
import fc from 'fast-check';

/** JSON text written as is inside a body. */
export class Bruto {
  constructor(readonly texto: string) {}
  toString() {
    return this.texto;
  }
}

export function serializar(v: unknown): string {
  if (v instanceof Bruto) return v.texto;
  if (Array.isArray(v)) return `[${v.map(serializar).join(',')}]`;
  if (v && typeof v === 'object')
    return `{${Object.entries(v)
      .map(([k, x]) => `${JSON.stringify(k)}:${serializar(x)}`)
      .join(',')}}`;
  if (v === undefined) return 'null';
  return JSON.stringify(v);
}

const KIB = 1024;

/** What hostile clients send where any value is expected. */
export const HOSTIS: readonly unknown[] = [
  'a\u0000',
  '\u0000',
  '\ud800',
  'x\udfffy',
  '\ud83d',
  '',
  '   ',
  '\t\n',
  'NaN',
  'Infinity',
  '-0',
  '1e308',
  'null',
  'true',
  '<script>alert(1)</script>',
  "' OR '1'='1' --",
  '%00',
  '../../etc/passwd',
  '\u202eabc',
  '😀'.repeat(60),
  'a'.repeat(70 * KIB),
  'ç'.repeat(200),
  1e308,
  -1e308,
  new Bruto('-0'),
  new Bruto('1e999'),
  new Bruto('-1e999'),
  new Bruto('5e-324'),
  new Bruto('123456789012345678901234567890'),
  new Bruto('0.1234567890123456789'),
  0,
  -1,
  1.005,
  99999999.995,
  2 ** 53 + 1,
  Number.MAX_SAFE_INTEGER,
  -2147483649,
  true,
  false,
  null,
  [],
  [1, 2, 3],
  [{}],
  {},
  { a: { b: { c: [null, { d: '\u0000' }] } } },
  ['\ud800'],
];

export const arbHostil: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 4, arbitrary: fc.constantFrom(...HOSTIS) },
  { weight: 1, arbitrary: fc.jsonValue({ maxDepth: 3 }) },
  { weight: 1, arbitrary: fc.string({ unit: 'binary', maxLength: 30 }) },
);

type JsonSchema = {
  type?: string | string[];
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  enum?: unknown[];
  const?: unknown;
  format?: string;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  exclusiveMaximum?: number;
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  minItems?: number;
  maxItems?: number;
};

function dataAleatoria() {
  return fc.integer({ min: Date.UTC(2020, 0, 1), max: Date.UTC(2030, 11, 31) }).map((ms) => new Date(ms));
}

function arbTexto(s: JsonSchema): fc.Arbitrary<string> {
  switch (s.format) {
    case 'uuid':
      return fc.uuid();
    case 'date':
      return dataAleatoria().map((d) => d.toISOString().slice(0, 10));
    case 'date-time':
      return dataAleatoria().map((d) => d.toISOString());
    case 'email':
      return fc.emailAddress();
  }
  const min = s.minLength ?? 0;
  const max = Math.max(min, Math.min(s.maxLength ?? 40, 40));
  return fc.oneof(
    fc.string({ minLength: min, maxLength: max }),
    fc.string({ unit: 'grapheme', minLength: min, maxLength: max }),
    fc.stringMatching(/^\d{11,14}$/),
  );
}

function arbNumero(s: JsonSchema, inteiro: boolean): fc.Arbitrary<number> {
  const min = s.minimum ?? s.exclusiveMinimum ?? -1e6;
  const max = s.maximum ?? s.exclusiveMaximum ?? 1e6;
  if (inteiro) return fc.integer({ min: Math.max(min, -(2 ** 31)), max: Math.min(max, 2 ** 31 - 1) });
  return fc.oneof(
    fc.integer({ min: 1, max: 100_000 }).map((c) => c / 100),
    fc.double({ min, max, noNaN: true, noDefaultInfinity: true }),
  );
}

/** Values of a JSON Schema (the subset zod writes), valid in shape; refinements are not attempted. */
export function arbDoSchema(s: JsonSchema | undefined, profundidade = 0): fc.Arbitrary<unknown> {
  if (!s || profundidade > 4) return fc.jsonValue({ maxDepth: 2 });
  if (s.const !== undefined) return fc.constant(s.const);
  if (s.enum) return fc.constantFrom(...s.enum);
  const alternativas = s.anyOf ?? s.oneOf;
  if (alternativas) return fc.oneof(...alternativas.map((a) => arbDoSchema(a, profundidade + 1)));
  const tipos = Array.isArray(s.type) ? s.type : s.type ? [s.type] : [];
  if (tipos.length > 1) return fc.oneof(...tipos.map((t) => arbDoSchema({ ...s, type: t }, profundidade + 1)));
  switch (tipos[0]) {
    case 'string':
      return arbTexto(s);
    case 'number':
      return arbNumero(s, false);
    case 'integer':
      return arbNumero(s, true);
    case 'boolean':
      return fc.boolean();
    case 'null':
      return fc.constant(null);
    case 'array':
      return fc.array(arbDoSchema(s.items, profundidade + 1), {
        minLength: s.minItems ?? 0,
        maxLength: Math.max(s.minItems ?? 0, Math.min(s.maxItems ?? 3, 3)),
      });
    case 'object': {
      const props = s.properties ?? {};
      const modelo = Object.fromEntries(Object.entries(props).map(([k, p]) => [k, arbDoSchema(p, profundidade + 1)]));
      return fc.record(modelo, { requiredKeys: (s.required ?? []).filter((k) => k in props) });
    }
    default:
      return fc.jsonValue({ maxDepth: 2 });
  }
}

/** Text of a query parameter built from its schema, or hostile. */
export function arbTextoDeConsulta(s: JsonSchema | undefined): fc.Arbitrary<string> {
  return fc.oneof(
    { weight: 3, arbitrary: arbDoSchema(s).map((v) => (typeof v === 'string' ? v : (JSON.stringify(v) ?? ''))) },
    {
      weight: 2,
      arbitrary: fc.constantFrom(
        '',
        ' ',
        'a\u0000',
        '\u0000',
        'NaN',
        '-0',
        '1e308',
        '-1',
        '0',
        '99999999999',
        'true',
        'null',
        '%',
        'ç'.repeat(300),
        '1.5',
        'undefined',
        "' OR 1=1",
      ),
    },
    { weight: 1, arbitrary: fc.string({ maxLength: 20 }) },
  );
}

export type { JsonSchema };
