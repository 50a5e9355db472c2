// The settings of a key rotation (docs/operacao.md, "Trocar o AUTH_SECRET"), checked at boot like
// every other: one line per problem, naming the variable, never its value.
import { describe, expect, it } from 'vitest';
import { problemasDeConfiguracao } from '@/lib/env';

const ATUAL = 'a'.repeat(40);
const ANTIGO = 'b'.repeat(40);
const problemas = (v: Record<string, string>) => problemasDeConfiguracao({ NODE_ENV: 'test', ...v });

describe('AUTH_SECRET_ANTERIOR', () => {
  it('takes one or more previous secrets, comma-separated, blanks around them ignored', () => {
    expect(problemas({ AUTH_SECRET: ATUAL, AUTH_SECRET_ANTERIOR: ANTIGO })).toEqual([]);
    expect(problemas({ AUTH_SECRET: ATUAL, AUTH_SECRET_ANTERIOR: ` ${ANTIGO} , ${'c'.repeat(32)},` })).toEqual([]);
  });

  it('refuses a short one and the current secret repeated, without printing either', () => {
    const curto = problemas({ AUTH_SECRET: ATUAL, AUTH_SECRET_ANTERIOR: `${ANTIGO},curto` });
    expect(curto).toEqual(['AUTH_SECRET_ANTERIOR: cada segredo (separados por vírgula) deve ter pelo menos 32 caracteres.']);
    const repetido = problemas({ AUTH_SECRET: ATUAL, AUTH_SECRET_ANTERIOR: `${ANTIGO},${ATUAL}` });
    expect(repetido).toEqual(['AUTH_SECRET_ANTERIOR: não pode repetir o AUTH_SECRET atual.']);
    expect([...curto, ...repetido].join(' ')).not.toContain('bbbb');
  });
});
