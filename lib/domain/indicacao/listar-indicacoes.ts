// GET /api/v1/admin/indicacao/indicacoes: the programme's referrals for the panel's Indicação page
// (docs/indicacao.md, "No painel"), newest first: who referred whom, by which store, how it stands
// and what it credited. Names only (the customer's page shows the rest, under its CPF rule).
import 'server-only';
import { consulta, sqlLeitura } from '@/lib/db';
import { isoUtc } from '@/lib/datas';
import { paraNumero } from '@/lib/dinheiro';
import { pagina, type Pagina, type Paginacao } from '@/lib/api/consulta';
import type { TipoBeneficio } from '@/lib/domain/campanha/campanhas-da-venda';

export type StatusIndicacao = 'Pendente' | 'Concluida' | 'Expirada';

export type IndicacaoItem = {
  id: string;
  status: StatusIndicacao;
  criadaEm: string;
  /** When it completed or expired; null while pending. */
  concluidaEm: string | null;
  indicador: { id: string; nome: string | null };
  indicado: { id: string; nome: string | null };
  loja: { id: string; nome: string };
  vendaId: string | null;
  tipoBeneficio: TipoBeneficio | null;
  bonusIndicador: number | null;
  bonusIndicado: number | null;
};

// $3: one customer, on either side (what a manager looks up from the customer's page).
const FILTRO = `FROM indicacao i WHERE i.tenant_id = $1 AND ($2::text IS NULL OR i.status = $2)
   AND ($3::uuid IS NULL OR i.indicador_id = $3 OR i.indicado_id = $3)`;

const Q_PAGINA = consulta(`
  SELECT i.id, i.status, i.criada_em, i.concluida_em, i.indicador_id, a.nome AS indicador_nome, i.indicado_id, b.nome AS indicado_nome,
         i.loja_id, l.nome AS loja_nome, i.venda_id, i.tipo_beneficio, i.bonus_indicador::text, i.bonus_indicado::text
    FROM (SELECT i.* ${FILTRO} ORDER BY i.criada_em DESC, i.id DESC LIMIT $4 OFFSET $5) i
    JOIN cliente a ON a.id = i.indicador_id
    JOIN cliente b ON b.id = i.indicado_id
    JOIN loja l ON l.id = i.loja_id
   ORDER BY i.criada_em DESC, i.id DESC`);
const Q_TOTAL = consulta(`SELECT count(*)::int AS n ${FILTRO}`);

type Linha = {
  id: string;
  status: StatusIndicacao;
  criada_em: Date;
  concluida_em: Date | null;
  indicador_id: string;
  indicador_nome: string | null;
  indicado_id: string;
  indicado_nome: string | null;
  loja_id: string;
  loja_nome: string;
  venda_id: string | null;
  tipo_beneficio: TipoBeneficio | null;
  bonus_indicador: string | null;
  bonus_indicado: string | null;
};

const numeroOuNulo = (v: string | null) => (v === null ? null : paraNumero(v));

export async function listarIndicacoes(
  tenantId: string,
  f: Paginacao & { status?: StatusIndicacao; clienteId?: string },
): Promise<Pagina<IndicacaoItem>> {
  const filtro = [tenantId, f.status ?? null, f.clienteId ?? null];
  const [linhas, [total]] = await Promise.all([
    sqlLeitura.query<Linha>(Q_PAGINA, [...filtro, f.tamanho, (f.pagina - 1) * f.tamanho]),
    sqlLeitura.query<{ n: number }>(Q_TOTAL, filtro),
  ]);
  const itens = linhas.map((l): IndicacaoItem => ({
    id: l.id,
    status: l.status,
    criadaEm: isoUtc(l.criada_em),
    concluidaEm: l.concluida_em ? isoUtc(l.concluida_em) : null,
    indicador: { id: l.indicador_id, nome: l.indicador_nome },
    indicado: { id: l.indicado_id, nome: l.indicado_nome },
    loja: { id: l.loja_id, nome: l.loja_nome },
    vendaId: l.venda_id,
    tipoBeneficio: l.tipo_beneficio,
    bonusIndicador: numeroOuNulo(l.bonus_indicador),
    bonusIndicado: numeroOuNulo(l.bonus_indicado),
  }));
  return pagina(itens, f, total?.n ?? 0);
}
