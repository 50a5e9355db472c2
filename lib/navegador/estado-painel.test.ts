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
  it.each([
    ['/painel/lojas', '/painel/lojas'],
    ['/painel/clientes?busca=ana&pagina=2', '/painel/clientes?busca=ana&pagina=2'],
    ['/painel', '/painel'],
  ])('accepts the panel page %s', (v, r) => {
    expect(destinoSeguro(v)).toBe(r);
  });

  it.each([
    [undefined],
    [''],
    ['https://evil.example/painel'],
    ['//evil.example/painel'],
    ['/\\evil.example'],
    ['/painel\\..\\x'],
    ['javascript:alert(1)'],
    ['/clube/saldo'],
    ['/painelx'],
    ['/painel/entrar?voltar=/painel'],
    ['/painel/../api/v1/x'],
    ['/painel\n/x'],
  ])('refuses %j', (v) => {
    expect(destinoSeguro(v)).toBeNull();
  });
});

describe('destinoSeguro of the club', () => {
  it.each([
    ['/clube', '/clube'],
    ['/clube/historico?pagina=2', '/clube/historico?pagina=2'],
    ['/clube?x=1', '/clube?x=1'],
  ])('accepts the club page %s', (v, r) => {
    expect(destinoSeguro(v, 'clube')).toBe(r);
  });

  it.each([
    ['https://evil.example/clube'],
    ['//evil.example/clube'],
    ['/\\evil.example'],
    ['javascript:alert(1)'],
    // `..` out of the club: the old check (a prefix regex) let these through.
    ['/clube/../painel/lojas'],
    ['/clube/%2e%2e/painel'],
    ['/clube/..//evil.example'],
    ['/clube/entrar?voltar=/clube'],
    ['/clubex'],
    ['/painel/lojas'],
    ['/clube\t/x'],
  ])('refuses %j', (v) => {
    expect(destinoSeguro(v, 'clube')).toBeNull();
  });
});
