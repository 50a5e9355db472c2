// CSV of the panel's customer list: the same filters as GET ClienteAdmin (`busca`, `ativo`), in
// order of arrival in the programme (keyset on the membership's (criado_em, id)), each with its
// balances at this instant. CPF by the profile's rule (docs/exportacoes.md, LGPD).
import 'server-only';
import { consulta, sql } from '@/lib/db';
import { env } from '@/lib/env';
import { dataCsv, dataHoraCsv, decimalCsv } from '@/lib/csv';
import type { Perfil } from '@/lib/domain/acesso/sessao-admin';
import { digitosDeCpf, semAcento, type FiltroClientesAdmin } from '@/lib/domain/cliente/admin-listar-clientes';
import { somasSaldo } from '@/lib/domain/lote/status-efetivo-sql';
import { fluxoCsv } from '@/lib/domain/exportacao/fluxo-csv';
import { cpfDoArquivo } from '@/lib/domain/exportacao/vendas';

// $1 tenant, $2 ativo, $3 term, $4 CPF digits (as admin-listar-clientes.ts), $5 instant,
// $6/$7 the last membership sent, $8 page size. The customer's time zone is its first store's.
const Q_PAGINA = consulta(`
  SELECT ct.id AS vinculo_id, ct.criado_em AS cadastrado_em, ct.ativo, c.nome, c.cpf, c.email, c.telefone, c.data_nascimento,
         lj.fuso_horario, lj.nome AS loja_origem, s.*
    FROM cliente_tenant ct
    JOIN cliente c ON c.id = ct.cliente_id
    LEFT JOIN loja lj ON lj.id = ct.loja_origem_id
    LEFT JOIN LATERAL (
      SELECT ${somasSaldo('$5', 'l')}
        FROM lote l
       WHERE l.tenant_id = ct.tenant_id AND l.cliente_id = ct.cliente_id AND l.status IN ('Pendente','Disponivel')) s ON true
   WHERE ct.tenant_id = $1
     AND ($2::boolean IS NULL OR ct.ativo = $2::boolean)
     AND ($3::text IS NULL
          OR strpos(${semAcento("coalesce(c.nome, '')")}, ${semAcento('$3::text')}) > 0
          OR strpos(lower(coalesce(c.email, '')), lower($3::text)) > 0
          OR ($4::text IS NOT NULL AND strpos(coalesce(c.cpf, ''), $4::text) > 0))
     AND ($6::timestamptz IS NULL OR (ct.criado_em, ct.id) > ($6::timestamptz, $7::uuid))
   ORDER BY ct.criado_em, ct.id LIMIT $8`);

type Linha = {
  vinculo_id: string;
  cadastrado_em: Date;
  ativo: boolean;
  nome: string | null;
  cpf: string | null;
  email: string | null;
  telefone: string | null;
  data_nascimento: Date | null;
  fuso_horario: string | null;
  loja_origem: string | null;
  saldo_pontos: string;
  saldo_cashback: string;
  saldo_pendente: string;
};

export const CABECALHO_CLIENTES = [
  'Nome',
  'CPF',
  'E-mail',
  'Telefone',
  'Data de nascimento',
  'No programa desde',
  'Loja de origem',
  'Situação',
  'Cashback disponível (R$)',
  'Cashback pendente (R$)',
  'Pontos',
];

export function exportarClientes(tenantId: string, f: Omit<FiltroClientesAdmin, 'pagina' | 'tamanho'>, perfil: Perfil, agora: Date) {
  const busca = f.busca?.trim() || null;
  const fusoPadrao = env().FUSO_HORARIO_PADRAO;
  return fluxoCsv<Linha, [Date, string]>({
    cabecalho: CABECALHO_CLIENTES,
    ler: (c, limite) =>
      sql.query<Linha>(Q_PAGINA, [
        tenantId,
        f.ativo ?? null,
        busca,
        busca ? digitosDeCpf(busca) : null,
        agora,
        c?.[0] ?? null,
        c?.[1] ?? null,
        limite,
      ]),
    cursorDe: (l) => [l.cadastrado_em, l.vinculo_id],
    campos: (l) => [
      l.nome,
      cpfDoArquivo(l.cpf, perfil),
      l.email,
      l.telefone,
      dataCsv(l.data_nascimento),
      dataHoraCsv(l.cadastrado_em, l.fuso_horario ?? fusoPadrao),
      l.loja_origem,
      l.ativo ? 'Ativo' : 'Inativo',
      decimalCsv(l.saldo_cashback),
      decimalCsv(l.saldo_pendente),
      decimalCsv(l.saldo_pontos),
    ],
  });
}
