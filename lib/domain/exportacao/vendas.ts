// CSV of the panel's sales list: the same filter (lib/domain/venda/admin-listar-vendas.ts), newest
// first, walked by keyset on (criado_em, id). Dates in each sale's store time zone. CPF by the
// profile's rule (docs/exportacoes.md, LGPD): full for AdminTenant and SuperAdmin, masked for Operador.
import 'server-only';
import { consulta, sql } from '@/lib/db';
import { dataHoraCsv, decimalCsv } from '@/lib/csv';
import { formatarCpf, mascararCpf } from '@/lib/documentos/cpf';
import type { Perfil } from '@/lib/domain/acesso/sessao-admin';
import { veCpfCompleto } from '@/lib/domain/cliente/serializar-cliente-admin';
import {
  COLUNAS_VENDA,
  DE_VENDAS,
  FILTRO_VENDAS,
  valoresFiltroVendas,
  type FiltroVendas,
  type LinhaVenda,
} from '@/lib/domain/venda/admin-listar-vendas';
import { fluxoCsv } from '@/lib/domain/exportacao/fluxo-csv';

// $8/$9: the last row sent (null: first page); $10 page size.
const Q_PAGINA = consulta(`
  SELECT ${COLUNAS_VENDA} ${DE_VENDAS}
   WHERE ${FILTRO_VENDAS}
     AND ($8::timestamptz IS NULL OR (v.criado_em, v.id) < ($8::timestamptz, $9::uuid))
   ORDER BY v.criado_em DESC, v.id DESC LIMIT $10`);

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

export const ROTULO_STATUS_VENDA = { Registrada: 'Ativa', Cancelada: 'Cancelada' } as const;

/** The CPF a file carries for a profile (the panel's rule: serializar-cliente-admin.ts). */
export const cpfDoArquivo = (cpf: string | null, perfil: Perfil) => (cpf ? (veCpfCompleto(perfil) ? formatarCpf(cpf) : mascararCpf(cpf)) : '');

export function exportarVendas(tenantId: string, filtro: FiltroVendas, perfil: Perfil, tamanhoLote?: number) {
  const valores = valoresFiltroVendas(tenantId, filtro);
  return fluxoCsv<LinhaVenda, [Date, string]>({
    cabecalho: CABECALHO_VENDAS,
    tamanhoLote,
    ler: (c, limite) => sql.query<LinhaVenda>(Q_PAGINA, [...valores, c?.[0] ?? null, c?.[1] ?? null, limite]),
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
      decimalCsv(l.pontos_creditados),
      l.modelo,
      ROTULO_STATUS_VENDA[l.status],
      dataHoraCsv(l.cancelada_em, l.fuso_horario),
      l.id,
    ],
  });
}
