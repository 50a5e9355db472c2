// CSV of the programme's ledger movements (credits, releases, redemptions, uses, expiries,
// reversals), newest first, by keyset on (criado_em, id): of one customer (the customer page's
// button) or of the whole programme, optionally of one store and a period of local dates (the
// movement's store time zone; the default zone for movements without a store). Every amount is
// positive, in R$ (cents) or in whole points; the kind, in the panel's words, gives the direction
// (docs/regras-de-negocio.md §11).
import 'server-only';
import { consulta, sql } from '@/lib/db';
import { env } from '@/lib/env';
import { dataHoraCsv, decimalCsv, pontosCsv } from '@/lib/csv';
import type { Perfil } from '@/lib/domain/acesso/sessao-admin';
import { DESCRICAO_PADRAO } from '@/lib/domain/clube/historico';
import { ROTULO_TIPO_MOVIMENTACAO } from '@/lib/domain/cliente/rotulos-movimentacao';
import { naoEncontrado } from '@/lib/domain/cliente/admin-obter-cliente';
import { fluxoCsv, lerPorChave } from '@/lib/domain/exportacao/fluxo-csv';
import { cpfDoArquivo } from '@/lib/domain/exportacao/vendas';
import { condicoesDoPeriodoLocal } from '@/lib/domain/venda/admin-listar-vendas';
import type { TipoMovimentacao } from '@/lib/generated/prisma/client';

export type FiltroMovimentacoes = {
  clienteId?: string | null;
  lojaId?: string | null;
  dataInicio?: string | null;
  dataFim?: string | null;
};

// Only the filters in use are in the statement (see filtroVendas in admin-listar-vendas.ts), so
// the keyset pages walk the (tenant_id, criado_em) or (cliente_id, criado_em) index.
// $1 tenant, $2 default zone, $3 page size, then the filters, then the cursor.
function consultas(f: FiltroMovimentacoes) {
  const condicoes = ['m.tenant_id = $1'];
  const valores: unknown[] = [];
  let n = 3;
  const p = (v: unknown) => {
    valores.push(v);
    return `$${++n}`;
  };
  const fuso = 'coalesce(lj.fuso_horario, $2::text)';
  if (f.clienteId) condicoes.push(`m.cliente_id = ${p(f.clienteId)}::uuid`);
  if (f.lojaId) condicoes.push(`m.loja_id = ${p(f.lojaId)}::uuid`);
  condicoes.push(...condicoesDoPeriodoLocal('m.criado_em', fuso, f, p));
  const texto = (depois: string) => `
  SELECT m.id, m.criado_em, m.tipo, m.tipo_beneficio, m.valor::text AS valor, m.descricao, m.venda_id,
         c.nome AS cliente_nome, c.cpf, lj.nome AS loja_nome, ${fuso} AS fuso
    FROM movimentacao m
    JOIN cliente c ON c.id = m.cliente_id
    LEFT JOIN loja lj ON lj.id = m.loja_id
   WHERE ${condicoes.join(' AND ')}${depois}
   ORDER BY m.criado_em DESC, m.id DESC LIMIT $3`;
  return {
    valores,
    primeira: consulta(texto('')),
    seguinte: consulta(texto(` AND (m.criado_em, m.id) < ($${n + 1}::timestamptz, $${n + 2}::uuid)`)),
  };
}

type Linha = {
  id: string;
  criado_em: Date;
  tipo: TipoMovimentacao;
  tipo_beneficio: 'Cashback' | 'Pontos';
  valor: string;
  descricao: string | null;
  venda_id: string | null;
  cliente_nome: string | null;
  cpf: string | null;
  loja_nome: string | null;
  fuso: string;
};

const Q_MEMBRO = consulta(`SELECT 1 FROM cliente_tenant WHERE tenant_id = $1 AND cliente_id = $2`);

/** 404 `Cliente não encontrado.` unless the customer is a member of the programme. */
export async function exigirMembro(tenantId: string, clienteId: string): Promise<void> {
  const [m] = await sql.query(Q_MEMBRO, [tenantId, clienteId]);
  if (!m) throw naoEncontrado();
}

export const CABECALHO_MOVIMENTACOES = [
  'Data',
  'Cliente',
  'CPF',
  'Loja',
  'Tipo',
  'Benefício',
  'Descrição',
  'Valor',
  'Id da venda',
  'Id da movimentação',
];

export function exportarMovimentacoes(tenantId: string, f: FiltroMovimentacoes, perfil: Perfil) {
  const fuso = env().FUSO_HORARIO_PADRAO;
  const q = consultas(f);
  return fluxoCsv<Linha, [Date, string]>({
    cabecalho: CABECALHO_MOVIMENTACOES,
    ler: lerPorChave(q.primeira, q.seguinte, (limite) => [tenantId, fuso, limite, ...q.valores]),
    cursorDe: (l) => [l.criado_em, l.id],
    campos: (l) => [
      dataHoraCsv(l.criado_em, l.fuso),
      l.cliente_nome,
      cpfDoArquivo(l.cpf, perfil),
      l.loja_nome,
      ROTULO_TIPO_MOVIMENTACAO[l.tipo],
      l.tipo_beneficio,
      l.descricao || DESCRICAO_PADRAO[l.tipo],
      l.tipo_beneficio === 'Pontos' ? pontosCsv(l.valor) : decimalCsv(l.valor),
      l.venda_id,
      l.id,
    ],
  });
}
