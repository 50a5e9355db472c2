// How the overview names its calendar (fusoDoPrograma's zone) after the period: "(horário de
// Manaus)". Brazil's zones by the name the store form gives them; any other zone by its IANA id.
import { FUSOS_BRASIL } from '../lojas/fusos';

export function rotuloDoCalendario(fuso: string): string {
  const nome = FUSOS_BRASIL.find((f) => f.id === fuso)?.rotulo.replace(/\s*\(.*\)$/, '');
  return nome ? `horário de ${nome}` : `fuso ${fuso}`;
}
