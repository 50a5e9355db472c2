// CSV of the programme's ledger movements (credits, releases, redemptions, uses, expiries,
// reversals), newest first, by keyset on (criado_em, id): of one customer (the customer page's
// button) or of the whole programme, optionally of one store and a period of local dates (the
// movement's store time zone; the default zone for movements without a store). Every amount is
// positive, in R$ or in points; the kind gives the direction (docs/regras-de-negocio.md §11).
import 'server-only';
import { consulta, sql } from '@/lib/db';
import { env } from '@/lib/env';
import { dataHoraCsv, decimalCsv } from '@/lib/csv';
import type { Perfil } from '@/lib/domain/acesso/sessao-admin';
import { DESCRICAO_PADRAO } from '@/lib/domain/clube/historico';
import { naoEncontrado } from '@/lib/domain/cliente/admin-obter-cliente';
import { fluxoCsv } from '@/lib/domain/exportacao/fluxo-csv';
import { cpfDoArquivo } from '@/lib/domain/exportacao/vendas';
import type { TipoMovimentacao } from '@/lib/generated/prisma/client';

export type FiltroMovimentacoes = {
  clienteId?: string | null;
  lojaId?: string | null;
  dataInicio?: string | null;
  dataFim?: string | null;
};

// $1 tenant, $2 customer, $3 store, $4/$5 local dates, $6 default zone, $7/$8 last row sent, $9 page size.
const Q_PAGINA = consulta(`
  SELECT m.id, m.criado_em, m.tipo, m.tipo_beneficio, m.valor::text AS valor, m.descricao, m.venda_id,
         c.nome AS cliente_nome, c.cpf, lj.nome AS loja_nome, coalesce(lj.fuso_horario, $6::text) AS fuso
    FROM movimentacao m
    JOIN cliente c ON c.id = m.cliente_id
    LEFT JOIN loja lj ON lj.id = m.loja_id
   WHERE m.tenant_id = $1
     AND ($2::uuid IS NULL OR m.cliente_id = $2::uuid)
     AND ($3::uuid IS NULL OR m.loja_id = $3::uuid)
     AND ($4::date IS NULL OR (m.criado_em >= ($4::date - 1)::timestamp AT TIME ZONE 'UTC'
                               AND (m.criado_em AT TIME ZONE coalesce(lj.fuso_horario, $6::text))::date >= $4::date))
     AND ($5::date IS NULL OR (m.criado_em < ($5::date + 2)::timestamp AT TIME ZONE 'UTC'
                               AND (m.criado_em AT TIME ZONE coalesce(lj.fuso_horario, $6::text))::date <= $5::date))
     AND ($7::timestamptz IS NULL OR (m.criado_em, m.id) < ($7::timestamptz, $8::uuid))
   ORDER BY m.criado_em DESC, m.id DESC LIMIT $9`);

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

export const CABECALHO_MOVIMENTACOES = ['Data', 'Cliente', 'CPF', 'Loja', 'Tipo', 'Benefício', 'Descrição', 'Valor', 'Id da venda', 'Id da movimentação'];

export function exportarMovimentacoes(tenantId: string, f: FiltroMovimentacoes, perfil: Perfil) {
  const fuso = env().FUSO_HORARIO_PADRAO;
  return fluxoCsv<Linha, [Date, string]>({
    cabecalho: CABECALHO_MOVIMENTACOES,
    ler: (c, limite) =>
      sql.query<Linha>(Q_PAGINA, [
        tenantId,
        f.clienteId ?? null,
        f.lojaId ?? null,
        f.dataInicio ?? null,
        f.dataFim ?? null,
        fuso,
        c?.[0] ?? null,
        c?.[1] ?? null,
        limite,
      ]),
    cursorDe: (l) => [l.criado_em, l.id],
    campos: (l) => [
      dataHoraCsv(l.criado_em, l.fuso),
      l.cliente_nome,
      cpfDoArquivo(l.cpf, perfil),
      l.loja_nome,
      l.tipo,
      l.tipo_beneficio,
      l.descricao || DESCRICAO_PADRAO[l.tipo],
      decimalCsv(l.valor),
      l.venda_id,
      l.id,
    ],
  });
}
