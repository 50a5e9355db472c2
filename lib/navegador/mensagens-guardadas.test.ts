// A form's memory of the messages of fields that left it (docs/painel.md, "Mensagens de validação").
import { describe, expect, it } from 'vitest';
import { MensagensGuardadas } from './mensagens-guardadas';

const VALOR = '“Valor (R$)” deve ser maior que zero.';

describe('MensagensGuardadas', () => {
  it('a field back in the form finds the message it left with put away, once', () => {
    const m = new MensagensGuardadas();
    m.guardar('Valor (R$)', VALOR);
    expect(m.retomar('Valor (R$)', VALOR)).toBe(true);
    // Back in the form, the memory of it is gone: the next arrival is judged afresh.
    expect(m.retomar('Valor (R$)', VALOR)).toBe(false);
  });

  it('another message for the field, or none, is not the one put away', () => {
    const m = new MensagensGuardadas();
    m.guardar('Valor (R$)', VALOR);
    expect(m.retomar('Valor (R$)', '“Valor (R$)” deve ser no máximo 99999999.99.')).toBe(false);
    m.guardar('Valor (R$)', VALOR);
    expect(m.retomar('Valor (R$)', undefined)).toBe(false);
    m.guardar('Assunto', null);
    expect(m.retomar('Assunto', null)).toBe(false);
  });

  it('keeps each field apart', () => {
    const m = new MensagensGuardadas();
    m.guardar('Valor (R$)', VALOR);
    m.guardar('Validade (dias)', 'O campo Bonus.ValidadeDias deve ser um número inteiro entre 1 e 3650.');
    expect(m.retomar('Assunto', VALOR)).toBe(false);
    expect(m.retomar('Validade (dias)', 'O campo Bonus.ValidadeDias deve ser um número inteiro entre 1 e 3650.')).toBe(true);
    expect(m.retomar('Valor (R$)', VALOR)).toBe(true);
  });

  it('forgets everything when the form is sent: the same refusal again is a new one', () => {
    const m = new MensagensGuardadas();
    m.guardar('Valor (R$)', VALOR);
    m.enviado();
    expect(m.retomar('Valor (R$)', VALOR)).toBe(false);
  });

  it('a field that leaves without a message clears what it had left before', () => {
    const m = new MensagensGuardadas();
    m.guardar('Valor (R$)', VALOR);
    m.guardar('Valor (R$)', undefined);
    expect(m.retomar('Valor (R$)', VALOR)).toBe(false);
  });
});
