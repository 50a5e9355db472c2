import { describe, expect, it } from 'vitest';
import { rotuloDoTipo, tipoDaEntrega } from './tipos-entrega';

describe('the outbox event types in the panel words', () => {
  it('maps every notice the dispatcher renders, marketing by its origin, anything else to "outro"', () => {
    const casos: [string, string | null, string, string][] = [
      ['PinClube', null, 'pin-clube', 'PIN do clube'],
      ['CadastroClube', null, 'cadastro-clube', 'Código de cadastro no clube'],
      ['EmailPrimeiroAcesso', null, 'primeiro-acesso', 'Primeiro acesso ao painel'],
      ['EmailRedefinicaoSenha', null, 'redefinicao-senha', 'Redefinição de senha'],
      ['EmailSenhaAlterada', null, 'senha-alterada', 'Aviso de senha alterada'],
      ['CashbackPendenteEPontosCreditados', null, 'venda', 'Aviso de venda'],
      ['PontosCreditados', null, 'venda', 'Aviso de venda'],
      ['CashbackLiberado', null, 'liberacao', 'Liberação de cashback'],
      ['CreditoExpirando', null, 'expiracao', 'Aviso de expiração'],
      ['BonusIndicacao', null, 'indicacao', 'Bônus de indicação'],
      ['Marketing', 'Campanha', 'campanha', 'Campanha'],
      ['Marketing', null, 'campanha', 'Campanha'],
      ['Marketing', 'Automacao', 'automacao', 'Automação'],
      ['AlgoNovo', null, 'outro', 'Outro aviso'],
    ];
    for (const [evento, origem, tipo, rotulo] of casos) {
      expect(tipoDaEntrega(evento, origem), evento).toBe(tipo);
      expect(rotuloDoTipo(tipoDaEntrega(evento, origem))).toBe(rotulo);
    }
  });
});
