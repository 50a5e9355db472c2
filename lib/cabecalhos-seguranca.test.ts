import { describe, expect, it } from 'vitest';
import { hstsDevido, regrasDeCabecalhos } from './cabecalhos-seguranca';

describe('hstsDevido', () => {
  it('sends HSTS when the TLS proxy says the request came over https', () => {
    expect(hstsDevido({ protocolo: 'https', host: '192.168.0.10:3000', appUrl: 'http://localhost:3000' })).toBe(true);
    expect(hstsDevido({ protocolo: 'HTTPS, http', host: null, appUrl: 'http://localhost:3000' })).toBe(true);
  });

  it("sends HSTS for APP_URL's host when APP_URL is https", () => {
    expect(hstsDevido({ protocolo: null, host: 'Fidelidade.Exemplo.com.br', appUrl: 'https://fidelidade.exemplo.com.br' })).toBe(true);
  });

  it('never on plain http: localhost, a LAN address, or another name of an https install', () => {
    expect(hstsDevido({ protocolo: null, host: 'localhost:3000', appUrl: 'http://localhost:3000' })).toBe(false);
    expect(hstsDevido({ protocolo: 'http', host: 'localhost:3000', appUrl: 'http://localhost:3000' })).toBe(false);
    expect(hstsDevido({ protocolo: null, host: '192.168.0.10:3000', appUrl: 'https://fidelidade.exemplo.com.br' })).toBe(false);
    expect(hstsDevido({ protocolo: null, host: null, appUrl: 'https://fidelidade.exemplo.com.br' })).toBe(false);
  });
});

describe('regrasDeCabecalhos', () => {
  it('never sets Cache-Control (each answer chooses its own; a rule here would override it)', () => {
    const nomes = regrasDeCabecalhos().flatMap((r) => r.headers.map((h) => h.key.toLowerCase()));
    expect(nomes).not.toContain('cache-control');
  });
});
