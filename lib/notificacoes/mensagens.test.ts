// The texts customers receive (WhatsApp or e-mail): amounts in R$, dates dd/mm/aaaa, and every
// message about a balance ends with the club's address, so the customer can come back to it.
import { describe, expect, it } from 'vitest';
import { env } from '@/lib/env';
import { renderizar } from './mensagens';

const clube = `Veja seu saldo no clube: ${env().APP_URL.replace(/\/$/, '')}/clube`;

describe('renderizar', () => {
  it('a sale with deferred cashback and points says when the cashback is released, and links the club', () => {
    const m = renderizar('CashbackPendenteEPontosCreditados', {
      lojaNome: 'Loja Centro',
      beneficios: [
        {
          tipoBeneficio: 'Cashback',
          cashbackCreditado: 12.5,
          pontosCreditados: 0,
          statusBeneficio: 'Pendente',
          dataLiberacao: '2026-12-05',
          dataExpiracao: '2027-03-05',
        },
        {
          tipoBeneficio: 'Pontos',
          cashbackCreditado: 0,
          pontosCreditados: 1234,
          statusBeneficio: 'Disponivel',
          dataLiberacao: null,
          dataExpiracao: null,
        },
      ],
    });
    expect(m).toEqual({
      assunto: 'Você ganhou benefícios na Loja Centro',
      texto: [
        'Obrigado pela compra na Loja Centro! Você ganhou:',
        '• R$ 12,50 de cashback, será liberado em 05/12/2026. Válido até 05/03/2027.',
        '• 1.234 pontos.',
        clube,
      ].join('\n'),
    });
  });

  it('released and expiring credits link the club too', () => {
    expect(renderizar('CashbackLiberado', { lojaNome: 'Loja Centro', valor: 7, dataExpiracao: null })?.texto).toBe(
      `Seu cashback de R$ 7,00 na Loja Centro foi liberado e já pode ser usado como desconto.\n${clube}`,
    );
    expect(
      renderizar('CreditoExpirando', { lojaNome: 'Loja Centro', valor: 300, tipoBeneficio: 'Pontos', dataExpiracao: '2026-12-31' })?.texto,
    ).toBe(`Você tem 300 pontos na Loja Centro que expiram em 31/12/2026. Use antes de perder!\n${clube}`);
  });

  it('a referral bonus: points or cashback, to each side, never naming the friend', () => {
    const base = { lojaNome: 'Loja Centro', programa: 'Café Aurora', dataExpiracao: '2026-12-31' };
    expect(renderizar('BonusIndicacao', { ...base, lado: 'indicador', tipoBeneficio: 'Pontos', valor: 200 })).toEqual({
      assunto: 'Você ganhou um bônus por indicar um amigo',
      texto: `Um amigo que você indicou entrou no clube Café Aurora e fez a compra que vale o bônus: você ganhou 200 pontos na Loja Centro. Válido até 31/12/2026.\n${clube}`,
    });
    expect(renderizar('BonusIndicacao', { ...base, lado: 'indicado', tipoBeneficio: 'Cashback', valor: 5, dataExpiracao: null })).toEqual({
      assunto: 'Você ganhou um bônus de boas-vindas',
      texto: `Bem-vindo ao clube Café Aurora! Pela indicação, você ganhou R$ 5,00 de cashback na Loja Centro.\n${clube}`,
    });
  });
});
