// A programme's referral configuration, "Indique e ganhe" (docs/indicacao.md), set in the panel's
// Indicação page: what each side earns, the friend's qualifying purchase, the grace period and the
// referrer's monthly limit. Saved whole (PUT), audited; until the first save the defaults below
// are shown and nothing runs. The figures that go with it (how many referrals in each status and
// what they credited) are read in the same call, for the page's header.
import 'server-only';
import { prisma, sqlLeitura, consulta } from '@/lib/db';
import { isoUtc } from '@/lib/datas';
import { paraNumero, type Decimal } from '@/lib/dinheiro';
import { ErroDeNegocio } from '@/lib/erros';
import { agora as relogio } from '@/lib/relogio';
import type { PrincipalAdmin } from '@/lib/domain/acesso/sessao-admin';
import { auditar } from '@/lib/domain/auditoria/auditar';
import type { TipoBeneficio } from '@/lib/domain/campanha/campanhas-da-venda';
import type { ProgramaIndicacao } from '@/lib/generated/prisma/client';
import { MENSAGENS_INDICACAO } from './mensagens';

export type ConfiguracaoIndicacao = {
  /** False until the first save: the defaults are shown, nothing runs. */
  configurada: boolean;
  ativo: boolean;
  tipoBeneficio: TipoBeneficio;
  bonusIndicador: number;
  bonusIndicado: number;
  validadeDias: number | null;
  compraMinima: number;
  diasCarencia: number;
  limiteMensal: number;
  atualizadoEm: string | null;
};

export type ResumoIndicacoes = {
  pendentes: number;
  concluidas: number;
  expiradas: number;
  /** Credited to the members who referred, and to the friends, in `tipoBeneficio` of each referral. */
  cashbackCreditado: number;
  pontosCreditados: number;
};

export type ProgramaIndicacaoResponse = ConfiguracaoIndicacao & { resumo: ResumoIndicacoes };

export type DadosIndicacao = {
  ativo: boolean;
  tipoBeneficio: TipoBeneficio;
  bonusIndicador: Decimal;
  bonusIndicado: Decimal;
  validadeDias?: number | null;
  compraMinima: Decimal;
  diasCarencia: number;
  limiteMensal: number;
};

/** What a programme starts with: R$ 10,00 each, a purchase of R$ 50,00, 7 days of grace, 10 a month. */
export const INDICACAO_PADRAO: ConfiguracaoIndicacao = {
  configurada: false,
  ativo: false,
  tipoBeneficio: 'Cashback',
  bonusIndicador: 10,
  bonusIndicado: 10,
  validadeDias: 90,
  compraMinima: 50,
  diasCarencia: 7,
  limiteMensal: 10,
  atualizadoEm: null,
};

export function serializarIndicacao(l: ProgramaIndicacao | null): ConfiguracaoIndicacao {
  if (!l) return INDICACAO_PADRAO;
  return {
    configurada: true,
    ativo: l.ativo,
    tipoBeneficio: l.tipoBeneficio,
    bonusIndicador: paraNumero(l.bonusIndicador.toString()),
    bonusIndicado: paraNumero(l.bonusIndicado.toString()),
    validadeDias: l.validadeDias,
    compraMinima: paraNumero(l.compraMinima.toString()),
    diasCarencia: l.diasCarencia,
    limiteMensal: l.limiteMensal,
    atualizadoEm: isoUtc(l.atualizadoEm),
  };
}

const Q_RESUMO = consulta(`
  SELECT count(*) FILTER (WHERE status = 'Pendente')::int AS pendentes,
         count(*) FILTER (WHERE status = 'Concluida')::int AS concluidas,
         count(*) FILTER (WHERE status = 'Expirada')::int AS expiradas,
         coalesce(sum(coalesce(bonus_indicador, 0) + coalesce(bonus_indicado, 0)) FILTER (WHERE tipo_beneficio = 'Cashback'), 0)::text AS cashback,
         coalesce(sum(coalesce(bonus_indicador, 0) + coalesce(bonus_indicado, 0)) FILTER (WHERE tipo_beneficio = 'Pontos'), 0)::text AS pontos
    FROM indicacao WHERE tenant_id = $1`);

export async function obterProgramaIndicacao(tenantId: string): Promise<ProgramaIndicacaoResponse> {
  const [linha, [r]] = await Promise.all([
    prisma.programaIndicacao.findUnique({ where: { tenantId } }),
    sqlLeitura.query<{ pendentes: number; concluidas: number; expiradas: number; cashback: string; pontos: string }>(Q_RESUMO, [tenantId]),
  ]);
  return {
    ...serializarIndicacao(linha),
    resumo: {
      pendentes: r?.pendentes ?? 0,
      concluidas: r?.concluidas ?? 0,
      expiradas: r?.expiradas ?? 0,
      cashbackCreditado: paraNumero(r?.cashback ?? '0'),
      pontosCreditados: paraNumero(r?.pontos ?? '0'),
    },
  };
}

export async function salvarProgramaIndicacao(
  principal: PrincipalAdmin,
  tenantId: string,
  d: DadosIndicacao,
): Promise<ProgramaIndicacaoResponse> {
  const agora = relogio();
  await prisma.$transaction(async (tx) => {
    // The live programme only: a sandbox has no sign-up link, so nothing there could be referred.
    const tenant = await tx.tenant.findUnique({ where: { id: tenantId }, select: { sandboxDe: true } });
    if (!tenant || tenant.sandboxDe) throw new ErroDeNegocio(404, MENSAGENS_INDICACAO.tenantNaoEncontrado);
    // Row lock: two saves of one programme run one after the other, each audit row with its own
    // "before". NO KEY: the programme's sales (which reference the tenant) do not wait for it.
    await tx.$queryRaw`SELECT 1 FROM tenant WHERE id = ${tenantId}::uuid FOR NO KEY UPDATE`;
    const antes = await tx.programaIndicacao.findUnique({ where: { tenantId } });
    const dados = {
      ativo: d.ativo,
      tipoBeneficio: d.tipoBeneficio,
      bonusIndicador: d.bonusIndicador.toFixed(2),
      bonusIndicado: d.bonusIndicado.toFixed(2),
      validadeDias: d.validadeDias ?? null,
      compraMinima: d.compraMinima.toFixed(2),
      diasCarencia: d.diasCarencia,
      limiteMensal: d.limiteMensal,
      atualizadoEm: agora,
    };
    const depois = await tx.programaIndicacao.upsert({ where: { tenantId }, create: { tenantId, ...dados }, update: dados });
    await auditar(tx, {
      principal,
      tenantId,
      acao: 'ConfigurarIndicacao',
      entidade: 'ProgramaIndicacao',
      entidadeId: tenantId,
      antes: antes ? serializarIndicacao(antes) : null,
      depois: serializarIndicacao(depois),
    });
  });
  return obterProgramaIndicacao(tenantId);
}
