// CSV of the panel's customer list: the same filters as GET ClienteAdmin (`busca`, `ativo`), in
// order of arrival in the programme (keyset on the membership's (criado_em, id)), each with its
// balances at this instant. CPF by the profile's rule (docs/exportacoes.md, LGPD); the phone and
// the points as the panel shows them.
import 'server-only';
import { consulta } from '@/lib/db';
import { env } from '@/lib/env';
import { dataCsv, dataHoraCsv, decimalCsv, pontosCsv } from '@/lib/csv';
import { telefone } from '@/lib/formatar';
import type { Perfil } from '@/lib/domain/acesso/sessao-admin';
import { digitosDeCpf, semAcento, type FiltroClientesAdmin } from '@/lib/domain/cliente/admin-listar-clientes';
import { somasSaldo } from '@/lib/domain/lote/status-efetivo-sql';
import { fluxoCsv, lerPorChave } from '@/lib/domain/exportacao/fluxo-csv';
import { cpfDoArquivo } from '@/lib/domain/exportacao/vendas';

// Only the filters in use are in the statement (see filtroVendas in admin-listar-vendas.ts): the
// keyset pages walk the (tenant_id, criado_em) index of cliente_tenant. The customer's time zone is
// its first store's.
function consultas(f: { ativo: boolean | null; busca: string | null; cpf: string | null }) {
  const condicoes = ['ct.tenant_id = $1'];
  let n = 3; // $1 tenant, $2 instant, $3 page size
  const valores: unknown[] = [];
  const p = (v: unknown) => {
    valores.push(v);
    return `$${++n}`;
  };
  if (f.ativo !== null) condicoes.push(`ct.ativo = ${p(f.ativo)}::boolean`);
  if (f.busca !== null) {
    const b = p(f.busca);
    condicoes.push(`(strpos(${semAcento("coalesce(c.nome, '')")}, ${semAcento(`${b}::text`)}) > 0
          OR strpos(lower(coalesce(c.email, '')), lower(${b}::text)) > 0
          ${f.cpf !== null ? `OR strpos(coalesce(c.cpf, ''), ${p(f.cpf)}::text) > 0` : ''})`);
  }
  const texto = (depois: string) => `
  SELECT ct.id AS vinculo_id, ct.criado_em AS cadastrado_em, ct.ativo, c.nome, c.cpf, c.email, c.telefone, c.data_nascimento,
         lj.fuso_horario, lj.nome AS loja_origem, s.*
    FROM cliente_tenant ct
    JOIN cliente c ON c.id = ct.cliente_id
    LEFT JOIN loja lj ON lj.id = ct.loja_origem_id
    LEFT JOIN LATERAL (
      SELECT ${somasSaldo('$2', 'l')}
        FROM lote l
       WHERE l.tenant_id = ct.tenant_id AND l.cliente_id = ct.cliente_id AND l.status IN ('Pendente','Disponivel')) s ON true
   WHERE ${condicoes.join(' AND ')}${depois}
   ORDER BY ct.criado_em, ct.id LIMIT $3`;
  return {
    valores,
    primeira: consulta(texto('')),
    seguinte: consulta(texto(` AND (ct.criado_em, ct.id) > ($${n + 1}::timestamptz, $${n + 2}::uuid)`)),
  };
}

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
  const q = consultas({ ativo: f.ativo ?? null, busca, cpf: busca ? digitosDeCpf(busca) : null });
  return fluxoCsv<Linha, [Date, string]>({
    cabecalho: CABECALHO_CLIENTES,
    ler: lerPorChave(q.primeira, q.seguinte, (limite) => [tenantId, agora, limite, ...q.valores]),
    cursorDe: (l) => [l.cadastrado_em, l.vinculo_id],
    campos: (l) => [
      l.nome,
      cpfDoArquivo(l.cpf, perfil),
      l.email,
      l.telefone ? telefone(l.telefone) : '',
      dataCsv(l.data_nascimento),
      dataHoraCsv(l.cadastrado_em, l.fuso_horario ?? fusoPadrao),
      l.loja_origem,
      l.ativo ? 'Ativo' : 'Inativo',
      decimalCsv(l.saldo_cashback),
      decimalCsv(l.saldo_pendente),
      pontosCsv(l.saldo_pontos),
    ],
  });
}
