// A segment's filter in words, for the list and the editor (docs/segmentos.md). Pure.
import { reais } from '@/lib/formatar';
import { EXPIRACAO_PADRAO_DIAS, PERIODO_PADRAO_DIAS, ROTULOS_RFM, type FiltroSegmento } from '@/lib/domain/segmento/filtro';

const MESES = ['jan', 'fev', 'mar', 'abr', 'mai', 'jun', 'jul', 'ago', 'set', 'out', 'nov', 'dez'];

export function resumirFiltro(f: FiltroSegmento, nomesLojas: Record<string, string> = {}): string[] {
  const r: string[] = [];
  const periodo = `em ${f.periodoDias ?? PERIODO_PADRAO_DIAS} dias`;
  if (f.lojaId) r.push(`Comprou na ${nomesLojas[f.lojaId] ?? 'loja escolhida'}`);
  if (f.compraNosUltimosDias) r.push(`Comprou nos últimos ${f.compraNosUltimosDias} dias`);
  if (f.semCompraHaDias) r.push(`Sem compra há ${f.semCompraHaDias} dias`);
  if (f.comprasMin !== undefined && f.comprasMax !== undefined) r.push(`De ${f.comprasMin} a ${f.comprasMax} compras ${periodo}`);
  else if (f.comprasMin !== undefined) r.push(`${f.comprasMin}+ compras ${periodo}`);
  else if (f.comprasMax !== undefined) r.push(`Até ${f.comprasMax} compras ${periodo}`);
  if (f.valorGastoMin !== undefined && f.valorGastoMax !== undefined)
    r.push(`Gastou de ${reais(f.valorGastoMin)} a ${reais(f.valorGastoMax)} ${periodo}`);
  else if (f.valorGastoMin !== undefined) r.push(`Gastou ${reais(f.valorGastoMin)}+ ${periodo}`);
  else if (f.valorGastoMax !== undefined) r.push(`Gastou até ${reais(f.valorGastoMax)} ${periodo}`);
  if (f.saldoMin !== undefined) r.push(`Saldo de ${reais(f.saldoMin)}+`);
  if (f.saldoExpirandoMin !== undefined || f.expiraEmDias !== undefined) {
    r.push(
      `${f.saldoExpirandoMin ? `${reais(f.saldoExpirandoMin)}+` : 'Saldo'} expirando em ${f.expiraEmDias ?? EXPIRACAO_PADRAO_DIAS} dias`,
    );
  }
  if (f.mesesAniversario) r.push(`Aniversário em ${f.mesesAniversario.map((m) => MESES[m - 1]).join(', ')}`);
  if (f.canal) r.push(`Aceita ${f.canal === 'WhatsApp' ? 'WhatsApp' : 'e-mail'}`);
  if (f.rfm) r.push(`RFM: ${f.rfm.map((c) => ROTULOS_RFM[c]).join(' ou ')}`);
  return r.length ? r : ['Todos os clientes ativos'];
}
