// The rules of a configuration that depend on which automation it is (docs/automacoes.md): the
// path names it (any case), a number of days only for win-back, a bonus only where one fits, and
// `{bonus}` in the template and the subject only where a bonus is given (else the message would promise nothing).
import { ErroDeNegocio } from '@/lib/erros';
import { usaBonus, VARIAVEL_BONUS } from '@/lib/domain/comunicacao/modelo';
import { AUTOMACOES, tipoDoCaminho, type TipoAutomacao } from './definicoes';
import { MENSAGENS_AUTOMACAO as M } from './mensagens';

export function tipoDaAutomacao(
  caminho: string,
  d: { diasSemCompra?: number | null; bonus?: unknown; modelo?: string; assunto?: string | null },
): TipoAutomacao {
  const tipo = tipoDoCaminho(caminho);
  if (!tipo) throw new ErroDeNegocio(404, M.naoEncontrada);
  const erros: string[] = [];
  if (d.diasSemCompra != null && tipo !== 'Reconquista') erros.push(M.diasSemCompraSoReconquista);
  if (d.bonus != null && !AUTOMACOES[tipo].aceitaBonus) erros.push(M.bonusSoAniversarioOuReconquista);
  if (usaBonus(d.modelo)) {
    // Where no bonus can exist, {bonus} is no variable at all: the same answer as any unknown one.
    if (!AUTOMACOES[tipo].aceitaBonus) erros.push(M.variavelDesconhecida([VARIAVEL_BONUS]));
    else if (d.bonus == null) erros.push(M.variavelBonusSemBonus);
  }
  // The subject says {bonus} under the same rule as the template (liberar-envios.ts renders both).
  if (usaBonus(d.assunto)) {
    if (!AUTOMACOES[tipo].aceitaBonus) erros.push(M.assuntoVariavelDesconhecida([VARIAVEL_BONUS]));
    else if (d.bonus == null) erros.push(M.assuntoVariavelBonusSemBonus);
  }
  if (erros.length) throw new ErroDeNegocio(400, erros);
  return tipo;
}
