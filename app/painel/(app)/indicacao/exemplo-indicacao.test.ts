// The Indicação form's example follows the values as typed: money or points, a side without a
// bonus, no validity, no minimum, no grace, and nothing while a value is no number.
import { describe, expect, it } from 'vitest';
import { exemploIndicacao, type ValoresIndicacao } from './exemplo-indicacao';

const PADRAO: ValoresIndicacao = {
  tipoBeneficio: 'Cashback',
  bonusIndicador: '10,00',
  bonusIndicado: '10,00',
  compraMinima: '50,00',
  diasCarencia: '7',
  limiteMensal: '10',
  validadeDias: '90',
};
const PRAZOS = { prazoDias: 90, janelaLimiteDias: 30 };

describe('exemploIndicacao', () => {
  it('tells the defaults as a story', () => {
    expect(exemploIndicacao(PADRAO, PRAZOS)).toBe(
      'Maria indica João pelo link dela. João entra no clube e compra R$ 50,00 ou mais em até 90 dias; 7 dias depois, se a compra não ' +
        'for cancelada, Maria ganha R$ 10,00 e João ganha R$ 10,00 de cashback, válidos por 90 dias. Maria ganha por até 10 amigos a ' +
        'cada 30 dias; os amigos seguintes ainda ganham o bônus deles.',
    );
  });

  it.each<[string, Partial<ValoresIndicacao>, string]>([
    [
      'points',
      { tipoBeneficio: 'Pontos', bonusIndicador: '200', bonusIndicado: '1' },
      'Maria ganha 200 pontos e João ganha 1 ponto, válidos',
    ],
    ['amounts typed with thousands', { bonusIndicador: '1.500', bonusIndicado: '7,5' }, 'Maria ganha R$ 1.500,00 e João ganha R$ 7,50 de'],
    ['no validity', { validadeDias: '' }, 'de cashback, que não vencem. Maria'],
    ['one day of validity', { validadeDias: '1' }, 'válidos por 1 dia.'],
    ['no minimum purchase', { compraMinima: '0' }, 'João entra no clube e faz uma compra de qualquer valor em até 90 dias;'],
    ['no grace', { diasCarencia: '0' }, 'em até 90 dias; logo depois da compra, Maria ganha'],
    ['one day of grace', { diasCarencia: '1' }, '; 1 dia depois, se a compra'],
    ['a limit of one', { limiteMensal: '1' }, 'Maria ganha por até 1 amigo a cada 30 dias;'],
  ])('%s', (_, mudanca, trecho) => {
    expect(exemploIndicacao({ ...PADRAO, ...mudanca }, PRAZOS)).toContain(trecho);
  });

  it('says which side earns nothing; without a referrer’s bonus there is no limit to tell', () => {
    expect(exemploIndicacao({ ...PADRAO, bonusIndicado: '0' }, PRAZOS)).toMatch(
      /Maria ganha R\$ 10,00 de cashback, válidos por 90 dias; João não ganha bônus\. Maria ganha por até 10 amigos a cada 30 dias\.$/,
    );
    expect(exemploIndicacao({ ...PADRAO, bonusIndicador: '0' }, PRAZOS)).toMatch(
      /, João ganha R\$ 10,00 de cashback, válidos por 90 dias; Maria não ganha bônus\.$/,
    );
  });

  it('says nobody earns anything with both bonuses at zero', () => {
    expect(exemploIndicacao({ ...PADRAO, bonusIndicador: '0', bonusIndicado: '0,00' }, PRAZOS)).toBe(
      'Com os dois bônus em zero ninguém ganha nada: informe um bônus para quem indica, para o amigo ou para os dois.',
    );
  });

  it.each<Partial<ValoresIndicacao>>([{ bonusIndicador: '' }, { compraMinima: '5e' }, { diasCarencia: '-1' }, { validadeDias: 'dez' }])(
    'shows nothing while a value is blank or no number: %o',
    (mudanca) => {
      expect(exemploIndicacao({ ...PADRAO, ...mudanca }, PRAZOS)).toBeNull();
    },
  );
});
