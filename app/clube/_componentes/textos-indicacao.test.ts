import { describe, expect, it } from 'vitest';
import { mensagemDoConvite, oQueCadaUmGanha, oQueOAmigoGanha, quandoOBonusEntra } from './textos-indicacao';

// A programme's defaults until its first save (INDICACAO_PADRAO, lib/domain/indicacao/configurar-indicacao.ts).
const PADRAO = {
  programa: 'Demo Fidelidade',
  tipoBeneficio: 'Cashback' as const,
  bonusIndicador: 10,
  bonusIndicado: 10,
  compraMinima: 50,
  diasCarencia: 7,
  limiteMensal: 10,
  prazoDias: 90,
};

describe("the member's card", () => {
  it.each([
    [
      'cashback on both sides',
      PADRAO,
      'Ganhe R$ 10,00 de cashback para cada amigo que entrar no clube Demo Fidelidade e fizer uma compra a partir de R$ 50,00. Seu amigo também ganha R$ 10,00.',
    ],
    [
      'points',
      { ...PADRAO, tipoBeneficio: 'Pontos' as const, bonusIndicador: 200, bonusIndicado: 1 },
      'Ganhe 200 pontos para cada amigo que entrar no clube Demo Fidelidade e fizer uma compra a partir de R$ 50,00. Seu amigo também ganha 1 ponto.',
    ],
    [
      'nothing for the friend',
      { ...PADRAO, bonusIndicado: 0 },
      'Ganhe R$ 10,00 de cashback para cada amigo que entrar no clube Demo Fidelidade e fizer uma compra a partir de R$ 50,00.',
    ],
    [
      'nothing for the member',
      { ...PADRAO, bonusIndicador: 0, bonusIndicado: 15.5 },
      'Convide seus amigos para o clube Demo Fidelidade: quem entrar pelo seu link e fizer uma compra a partir de R$ 50,00 ganha R$ 15,50 de cashback.',
    ],
    [
      'any purchase',
      { ...PADRAO, compraMinima: 0 },
      'Ganhe R$ 10,00 de cashback para cada amigo que entrar no clube Demo Fidelidade e fizer uma compra. Seu amigo também ganha R$ 10,00.',
    ],
  ])('%s', (_, programa, texto) => {
    expect(oQueCadaUmGanha(programa)).toBe(texto);
  });

  it('says when the purchase counts, when the bonus comes and for how many friends', () => {
    expect(quandoOBonusEntra(PADRAO)).toBe(
      'Vale a compra feita em até 90 dias do cadastro do amigo; o bônus entra 7 dias depois dela, se não for cancelada. Você ganha por até 10 amigos a cada 30 dias.',
    );
    expect(quandoOBonusEntra({ ...PADRAO, diasCarencia: 1, limiteMensal: 1 })).toContain(
      'o bônus entra 1 dia depois dela, se não for cancelada. Você ganha por até 1 amigo a cada 30 dias.',
    );
    // No bonus for the member: no limit to tell.
    expect(quandoOBonusEntra({ ...PADRAO, diasCarencia: 0, bonusIndicador: 0 })).toBe(
      'Vale a compra feita em até 90 dias do cadastro do amigo; o bônus entra depois dela.',
    );
  });

  it('shares the friend’s side only', () => {
    expect(mensagemDoConvite(PADRAO)).toBe(
      'Entre no clube Demo Fidelidade pelo meu link e ganhe R$ 10,00 de cashback depois da sua primeira compra a partir de R$ 50,00.',
    );
    expect(mensagemDoConvite({ ...PADRAO, bonusIndicado: 0 })).toBe('Entre no clube Demo Fidelidade pelo meu link.');
  });
});

describe("the friend's invitation", () => {
  it.each([
    [
      { tipoBeneficio: 'Cashback' as const, bonusIndicado: 10, compraMinima: 50, diasCarencia: 7 },
      'Ganhe R$ 10,00 de cashback depois da sua primeira compra a partir de R$ 50,00. O bônus entra 7 dias depois da compra.',
    ],
    [
      { tipoBeneficio: 'Pontos' as const, bonusIndicado: 100, compraMinima: 0, diasCarencia: 0 },
      'Ganhe 100 pontos depois da sua primeira compra.',
    ],
    [{ tipoBeneficio: 'Cashback' as const, bonusIndicado: 0, compraMinima: 50, diasCarencia: 7 }, null],
  ])('%o', (convite, texto) => {
    expect(oQueOAmigoGanha(convite)).toBe(texto);
  });
});
