// Brazil's IANA time zones, for the store form (brazil.md: "today" is the store's local date).
// The API accepts any IANA zone; a store saved with another one keeps it as an extra option.
export const FUSOS_BRASIL: { id: string; rotulo: string }[] = [
  { id: 'America/Sao_Paulo', rotulo: 'Brasília (SP, RJ, MG, Sul, GO, DF…)' },
  { id: 'America/Bahia', rotulo: 'Bahia' },
  { id: 'America/Fortaleza', rotulo: 'Fortaleza (CE, RN, PB, PI, MA)' },
  { id: 'America/Recife', rotulo: 'Recife (PE)' },
  { id: 'America/Maceio', rotulo: 'Maceió (AL, SE)' },
  { id: 'America/Belem', rotulo: 'Belém (PA leste, AP)' },
  { id: 'America/Santarem', rotulo: 'Santarém (PA oeste)' },
  { id: 'America/Araguaina', rotulo: 'Araguaína (TO)' },
  { id: 'America/Cuiaba', rotulo: 'Cuiabá (MT)' },
  { id: 'America/Campo_Grande', rotulo: 'Campo Grande (MS)' },
  { id: 'America/Manaus', rotulo: 'Manaus (AM leste)' },
  { id: 'America/Porto_Velho', rotulo: 'Porto Velho (RO)' },
  { id: 'America/Boa_Vista', rotulo: 'Boa Vista (RR)' },
  { id: 'America/Rio_Branco', rotulo: 'Rio Branco (AC)' },
  { id: 'America/Eirunepe', rotulo: 'Eirunepé (AM oeste)' },
  { id: 'America/Noronha', rotulo: 'Fernando de Noronha' },
];

export function rotuloFuso(id: string): string {
  return FUSOS_BRASIL.find((f) => f.id === id)?.rotulo ?? id;
}
