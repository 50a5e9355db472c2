import { describe, expect, it } from 'vitest';
import { slug } from './slug';

describe('slug', () => {
  it('drops accents and case, and turns each run of other characters into one hyphen', () => {
    expect(slug('Café Aurora — Centro!')).toBe('cafe-aurora-centro');
    expect(slug('5. Webhooks')).toBe('5-webhooks');
    expect(slug('Ação & Promoção 2026')).toBe('acao-promocao-2026');
  });

  it('leaves no hyphen at the ends, and nothing of a text without letters or digits', () => {
    expect(slug('  (Loja) ')).toBe('loja');
    expect(slug('***')).toBe('');
  });
});
