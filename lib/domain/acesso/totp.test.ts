import { describe, expect, it } from 'vitest';
import { base32, codigoTotp, conferirTotp, deBase32, hotp, novoSegredoTotp, passoDe, uriOtpauth } from './totp';

// RFC 6238, Appendix B: the SHA-1 seed is the ASCII "12345678901234567890", codes of 8 digits.
const SEMENTE = Buffer.from('12345678901234567890', 'ascii');
const SEGREDO = base32(SEMENTE);

describe('TOTP (RFC 6238)', () => {
  it.each([
    [59, '94287082'],
    [1111111109, '07081804'],
    [1111111111, '14050471'],
    [1234567890, '89005924'],
    [2000000000, '69279037'],
    [20000000000, '65353130'],
  ])('the SHA-1 vector at T=%i is %s (and its last six digits are the app code)', (t, codigo) => {
    expect(hotp(SEMENTE, passoDe(t * 1000), 8)).toBe(codigo);
    expect(codigoTotp(SEGREDO, t * 1000)).toBe(codigo.slice(-6));
  });

  it('base32 round-trips, accepts the grouped and lower-case forms, refuses other letters', () => {
    expect(SEGREDO).toBe('GEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQ');
    expect(deBase32('gezd gnbv gy3t qojq gezd gnbv gy3t qojq')).toEqual(SEMENTE);
    expect(deBase32('ABC1')).toBeNull();
    const novo = novoSegredoTotp();
    expect(novo).toMatch(/^[A-Z2-7]{32}$/);
    expect(deBase32(novo)).toHaveLength(20);
  });

  it('accepts the previous, current and next step only, and says which step matched', () => {
    const agora = 1_700_000_015_000;
    const passo = passoDe(agora);
    for (const d of [-1, 0, 1]) expect(conferirTotp(SEGREDO, codigoTotp(SEGREDO, agora + d * 30_000), agora, null)).toBe(passo + d);
    for (const d of [-3, -2, 2, 3]) expect(conferirTotp(SEGREDO, codigoTotp(SEGREDO, agora + d * 30_000), agora, null)).toBeNull();
  });

  it('refuses a replayed code: the accepted step and every earlier one', () => {
    const agora = 1_700_000_015_000;
    const passo = passoDe(agora);
    const codigo = codigoTotp(SEGREDO, agora);
    expect(conferirTotp(SEGREDO, codigo, agora, passo - 1)).toBe(passo);
    expect(conferirTotp(SEGREDO, codigo, agora, passo)).toBeNull();
    expect(conferirTotp(SEGREDO, codigoTotp(SEGREDO, agora - 30_000), agora, passo)).toBeNull();
    // The next step's code is still good after this one was used.
    expect(conferirTotp(SEGREDO, codigoTotp(SEGREDO, agora + 30_000), agora, passo)).toBe(passo + 1);
  });

  it('refuses what is not six digits', () => {
    const agora = 1_700_000_015_000;
    const codigo = codigoTotp(SEGREDO, agora);
    for (const c of ['', `${codigo}0`, codigo.slice(1), 'abcdef', ` ${codigo}`]) expect(conferirTotp(SEGREDO, c, agora, null)).toBeNull();
  });

  it('builds the otpauth address of the QR code', () => {
    expect(uriOtpauth(SEGREDO, 'ana@loja.com.br')).toBe(
      `otpauth://totp/Fidelidade%3Aana%40loja.com.br?secret=${SEGREDO}&issuer=Fidelidade&algorithm=SHA1&digits=6&period=30`,
    );
  });
});
