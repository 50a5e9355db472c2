// CSV of the panel's sales list: the same filter (lib/domain/venda/admin-listar-vendas.ts), newest
// first, walked by keyset on (criado_em, id). Dates in each sale's store time zone. CPF by the
// profile's rule (docs/exportacoes.md, LGPD): full for AdminTenant and SuperAdmin, masked for Operador.
// Codes (model, status) are printed in the panel's words, from the panel's own tables.
import 'server-only';
import { consulta } from '@/lib/db';
import { dataHoraCsv, decimalCsv, pontosCsv } from '@/lib/csv';
import { formatarCpf, mascararCpf } from '@/lib/documentos/cpf';
import type { Perfil } from '@/lib/domain/acesso/sessao-admin';
import { veCpfCompleto } from '@/lib/domain/cliente/serializar-cliente-admin';
import { COLUNAS_VENDA, DE_VENDAS, filtroVendas, type FiltroVendas, type LinhaVenda } from '@/lib/domain/venda/admin-listar-vendas';
import { fluxoCsv, lerPorChave } from '@/lib/domain/exportacao/fluxo-csv';
import { ROTULO_MODELO, ROTULO_STATUS_VENDA } from '@/lib/domain/venda/status-venda';

export const CABECALHO_VENDAS = [
  'Data',
  'Loja',
  'Documento',
  'Cliente',
  'CPF',
  'Valor da venda (R$)',
  'Cashback usado (R$)',
  'Desconto gerado (R$)',
  'Valor final (R$)',
  'Cashback creditado (R$)',
  'Pontos creditados',
  'Modelo',
  'Situação',
  'Cancelada em',
  'Id da venda',
];

/** The CPF a file carries for a profile (the panel's rule: serializar-cliente-admin.ts). */
export const cpfDoArquivo = (cpf: string | null, perfil: Perfil) =>
  cpf ? (veCpfCompleto(perfil) ? formatarCpf(cpf) : mascararCpf(cpf)) : '';

export function exportarVendas(tenantId: string, filtro: FiltroVendas, perfil: Perfil, tamanhoLote?: number) {
  const { where, valores } = filtroVendas(tenantId, filtro);
  const n = valores.length;
  const ordem = `ORDER BY v.criado_em DESC, v.id DESC`;
  // The first page, then the ones after the last row sent (keyset; no OFFSET, no OR in the plan).
  const primeira = consulta(`SELECT ${COLUNAS_VENDA} ${DE_VENDAS} WHERE ${where} ${ordem} LIMIT $${n + 1}`);
  const seguinte = consulta(
    `SELECT ${COLUNAS_VENDA} ${DE_VENDAS} WHERE ${where} AND (v.criado_em, v.id) < ($${n + 2}::timestamptz, $${n + 3}::uuid) ${ordem} LIMIT $${n + 1}`,
  );
  return fluxoCsv<LinhaVenda, [Date, string]>({
    cabecalho: CABECALHO_VENDAS,
    tamanhoLote,
    ler: lerPorChave(primeira, seguinte, (limite) => [...valores, limite]),
    cursorDe: (l) => [l.criado_em, l.id],
    campos: (l) => [
      dataHoraCsv(l.criado_em, l.fuso_horario),
      l.loja_nome,
      l.documento_externo,
      l.cliente_nome,
      cpfDoArquivo(l.cpf, perfil),
      decimalCsv(l.valor_venda),
      decimalCsv(l.cashback_usado),
      decimalCsv(l.desconto_gerado),
      decimalCsv(l.valor_final),
      decimalCsv(l.cashback_creditado),
      pontosCsv(l.pontos_creditados),
      ROTULO_MODELO[l.modelo] ?? l.modelo,
      ROTULO_STATUS_VENDA[l.status],
      dataHoraCsv(l.cancelada_em, l.fuso_horario),
      l.id,
    ],
  });
}
