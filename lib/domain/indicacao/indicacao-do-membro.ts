// GET /api/v1/clube/indicacao: the club's "Indique e ganhe" card (docs/indicacao.md, "No clube"):
// for each programme the member is in whose referrals are on, the member's link (their code on
// the sign-up page of their store), what each side earns and under which purchase, and how their
// referrals stand. The code is made the first time the member asks for it: most members never
// share one, and a code nobody has seen needs no row.
import 'server-only';
import { consulta, sql } from '@/lib/db';
import { env } from '@/lib/env';
import { paraNumero } from '@/lib/dinheiro';
import type { TipoBeneficio } from '@/lib/domain/campanha/campanhas-da-venda';
import { gerarCodigoIndicacao } from './codigo-indicacao';
import { PRAZO_INDICACAO_DIAS } from './concluir-indicacoes';
import { REFERENCIA_VALIDA } from './registrar-indicacao';

export type IndicacaoDoMembro = {
  tenantId: string;
  programa: string;
  codigo: string;
  link: string;
  tipoBeneficio: TipoBeneficio;
  bonusIndicador: number;
  bonusIndicado: number;
  compraMinima: number;
  diasCarencia: number;
  /** Referrer bonuses per member in 30 days (past it, the referral completes without the member's bonus). */
  limiteMensal: number;
  prazoDias: number;
  /** Friends who joined by the link and have not completed (or expired) yet. */
  pendentes: number;
  concluidas: number;
  /** What the member got for referrals, in `tipoBeneficio` units of each one. */
  cashbackRecebido: number;
  pontosRecebidos: number;
};

// The member's programmes with referrals on, their store (of origin when it takes sign-ups, else
// the programme's first such store) and their figures. Sandbox memberships never appear, nor a
// member who has not bought in the programme yet: their code would not count (REFERENCIA_VALIDA).
const Q_PROGRAMAS = consulta(`
  SELECT ct.tenant_id, t.nome AS programa, ct.codigo_indicacao, l.id AS loja_id,
         p.tipo_beneficio, p.bonus_indicador::text, p.bonus_indicado::text, p.compra_minima::text, p.dias_carencia, p.limite_mensal,
         (SELECT count(*) FROM indicacao i WHERE i.tenant_id = ct.tenant_id AND i.indicador_id = ct.cliente_id AND i.status = 'Pendente')::int AS pendentes,
         (SELECT count(*) FROM indicacao i WHERE i.tenant_id = ct.tenant_id AND i.indicador_id = ct.cliente_id AND i.status = 'Concluida')::int AS concluidas,
         (SELECT coalesce(sum(i.bonus_indicador) FILTER (WHERE i.tipo_beneficio = 'Cashback'), 0)::text FROM indicacao i
           WHERE i.tenant_id = ct.tenant_id AND i.indicador_id = ct.cliente_id AND i.status = 'Concluida') AS cashback,
         (SELECT coalesce(sum(i.bonus_indicador) FILTER (WHERE i.tipo_beneficio = 'Pontos'), 0)::text FROM indicacao i
           WHERE i.tenant_id = ct.tenant_id AND i.indicador_id = ct.cliente_id AND i.status = 'Concluida') AS pontos
    FROM cliente_tenant ct
    JOIN LATERAL (SELECT id FROM loja WHERE tenant_id = ct.tenant_id AND ativo AND NOT sandbox
                   ORDER BY (id = ct.loja_origem_id) DESC, criado_em, id LIMIT 1) l ON true
    ${REFERENCIA_VALIDA}
     AND ct.cliente_id = $1 AND t.sandbox_de IS NULL
   ORDER BY t.nome, ct.tenant_id`);

const S_CODIGO = consulta(`
  UPDATE cliente_tenant SET codigo_indicacao = $3
   WHERE tenant_id = $1 AND cliente_id = $2 AND codigo_indicacao IS NULL
  RETURNING codigo_indicacao`);
const Q_CODIGO = consulta(`SELECT codigo_indicacao FROM cliente_tenant WHERE tenant_id = $1 AND cliente_id = $2`);

/** The member's code in the programme, made now when there is none (a new one on the rare clash with another member's). */
async function codigoDoMembro(tenantId: string, clienteId: string): Promise<string> {
  for (let tentativa = 0; ; tentativa++) {
    try {
      const [feito] = await sql.query<{ codigo_indicacao: string }>(S_CODIGO, [tenantId, clienteId, gerarCodigoIndicacao()]);
      if (feito) return feito.codigo_indicacao;
      // Another request of the same member made it first.
      const [atual] = await sql.query<{ codigo_indicacao: string }>(Q_CODIGO, [tenantId, clienteId]);
      return atual!.codigo_indicacao;
    } catch (e) {
      if ((e as { code?: string }).code !== '23505' || tentativa >= 3) throw e;
    }
  }
}

export function linkDeIndicacao(lojaId: string, codigo: string): string {
  return `${env().APP_URL.replace(/\/$/, '')}/clube/participar/${lojaId}?indicacao=${codigo}`;
}

type Linha = {
  tenant_id: string;
  programa: string;
  codigo_indicacao: string | null;
  loja_id: string;
  tipo_beneficio: TipoBeneficio;
  bonus_indicador: string;
  bonus_indicado: string;
  compra_minima: string;
  dias_carencia: number;
  limite_mensal: number;
  pendentes: number;
  concluidas: number;
  cashback: string;
  pontos: string;
};

export async function indicacaoDoMembro(clienteId: string): Promise<IndicacaoDoMembro[]> {
  const linhas = await sql.query<Linha>(Q_PROGRAMAS, [clienteId]);
  const r: IndicacaoDoMembro[] = [];
  for (const l of linhas) {
    const codigo = l.codigo_indicacao ?? (await codigoDoMembro(l.tenant_id, clienteId));
    r.push({
      tenantId: l.tenant_id,
      programa: l.programa,
      codigo,
      link: linkDeIndicacao(l.loja_id, codigo),
      tipoBeneficio: l.tipo_beneficio,
      bonusIndicador: paraNumero(l.bonus_indicador),
      bonusIndicado: paraNumero(l.bonus_indicado),
      compraMinima: paraNumero(l.compra_minima),
      diasCarencia: l.dias_carencia,
      limiteMensal: l.limite_mensal,
      prazoDias: PRAZO_INDICACAO_DIAS,
      pendentes: l.pendentes,
      concluidas: l.concluidas,
      cashbackRecebido: paraNumero(l.cashback),
      pontosRecebidos: paraNumero(l.pontos),
    });
  }
  return r;
}
