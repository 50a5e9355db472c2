import { describe, expect, it } from 'vitest';
import { MENSAGENS_LOJA_ADMIN, fusoConhecido } from '@/lib/domain/loja/admin-lojas';

describe('fusoConhecido', () => {
  it.each(['America/Sao_Paulo', 'america/manaus', 'AMERICA/NORONHA', 'UTC', 'America/Argentina/Buenos_Aires'])('accepts %s', (fuso) => {
    expect(fusoConhecido(fuso)).toBe(true);
  });

  it.each(['Marte/Olympus', '-03:00', '+0300', 'GMT-3 ', '', '../etc/passwd', 'America/Sao Paulo'])('refuses %j', (fuso) => {
    expect(fusoConhecido(fuso)).toBe(false);
  });
});

describe('plan limit', () => {
  it('speaks Portuguese in the singular and the plural', () => {
    expect(MENSAGENS_LOJA_ADMIN.limitePlano(1)).toBe('O plano atual permite no máximo 1 loja.');
    expect(MENSAGENS_LOJA_ADMIN.limitePlano(5)).toBe('O plano atual permite no máximo 5 lojas.');
  });
});
