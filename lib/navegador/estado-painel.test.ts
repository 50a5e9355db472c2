import { describe, expect, it } from 'vitest';
import { destinoSeguro, linhaCookieTenant, tenantLembrado } from './estado-painel';

const A = '0f8fad5b-d9cb-469f-a165-70867728950e';
const B = '7c9e6679-7425-40de-944b-e07fc1f90ae7';

describe('tenantLembrado', () => {
  it('hands the remembered tenant to a page whose URL names none', () => {
    expect(tenantLembrado(null, A.toUpperCase())).toBe(A);
    expect(tenantLembrado(null, null)).toBeNull();
    expect(tenantLembrado(null, 'lixo')).toBeNull();
  });

  it('lets a URL that names a tenant, or "every tenant" (blank), win', () => {
    expect(tenantLembrado(B, A)).toBeNull();
    expect(tenantLembrado('', A)).toBeNull();
  });

  it('writes and clears the cookie on the panel path', () => {
    expect(linhaCookieTenant(A)).toBe(`fid-painel.tenant=${A}; Path=/painel; Max-Age=2592000; SameSite=Lax`);
    expect(linhaCookieTenant(null)).toBe('fid-painel.tenant=; Path=/painel; Max-Age=0; SameSite=Lax');
  });
});

describe('destinoSeguro', () => {
  // A page of the area comes back unchanged; anything else (another site, another area, a way out
  // with `..`, a control character) is refused.
  it.each([
    ['painel', '/painel/lojas'],
    ['painel', '/painel/clientes?busca=ana&pagina=2'],
    ['painel', '/painel'],
    ['clube', '/clube'],
    ['clube', '/clube/historico?pagina=2'],
    ['clube', '/clube?x=1'],
  ] as const)('the %s accepts its page %s', (area, v) => {
    expect(destinoSeguro(v, area)).toBe(v);
  });

  it.each([
    ['painel', undefined],
    ['painel', ''],
    ['painel', 'https://evil.example/painel'],
    ['painel', '//evil.example/painel'],
    ['painel', '/\\evil.example'],
    ['painel', '/painel\\..\\x'],
    ['painel', 'javascript:alert(1)'],
    ['painel', '/clube/saldo'],
    ['painel', '/painelx'],
    ['painel', '/painel/entrar?voltar=/painel'],
    ['painel', '/painel/../api/v1/x'],
    ['painel', '/painel\n/x'],
    ['clube', 'https://evil.example/clube'],
    ['clube', '//evil.example/clube'],
    ['clube', '/\\evil.example'],
    ['clube', 'javascript:alert(1)'],
    // `..` out of the club: the old check (a prefix regex) let these through.
    ['clube', '/clube/../painel/lojas'],
    ['clube', '/clube/%2e%2e/painel'],
    ['clube', '/clube/..//evil.example'],
    ['clube', '/clube/entrar?voltar=/clube'],
    ['clube', '/clubex'],
    ['clube', '/painel/lojas'],
    ['clube', '/clube\t/x'],
  ] as const)('the %s refuses %j', (area, v) => {
    expect(destinoSeguro(v, area)).toBeNull();
  });
});
