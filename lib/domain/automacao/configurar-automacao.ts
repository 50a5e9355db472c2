// A tenant's automations, configured in the panel (issue 11 §3; docs/automacoes.md). Each one
// sends through the campaigns' engine (lib/domain/comunicacao): its channel, template, subject and
// holdout live in a `campanha_comunicacao` row of origin `Automacao`, created with the automation
// the first time it is saved; its messages are that row's recipients. Changes are audited.
import 'server-only';
import { prisma, sql } from '@/lib/db';
import { isoUtc } from '@/lib/datas';
import { paraNumero, type Decimal } from '@/lib/dinheiro';
import { ErroDeNegocio } from '@/lib/erros';
import { agora as relogio } from '@/lib/relogio';
import type { PrincipalAdmin } from '@/lib/domain/acesso/sessao-admin';
import { auditar } from '@/lib/domain/auditoria/auditar';
import type { TipoBeneficio } from '@/lib/domain/campanha/campanhas-da-venda';
import type { Automacao, CampanhaComunicacao } from '@/lib/generated/prisma/client';
import { AUTOMACOES, DIAS_SEM_COMPRA_PADRAO, TIPOS_AUTOMACAO, type TipoAutomacao } from './definicoes';
import { MENSAGENS_AUTOMACAO } from './mensagens';
import { JANELAS_RESULTADO, resultadoDaAutomacao, type ResultadoJanelaAutomacao } from '@/lib/domain/comunicacao/resultados';

export { MENSAGENS_AUTOMACAO };

export type CanalAutomacao = 'WhatsApp' | 'Email';
export type BonusAutomacaoResponse = { tipoBeneficio: TipoBeneficio; valor: number; validadeDias: number | null };
export type EnviosAutomacao = { enviados: number; pendentes: number; holdout: number; ignorados: number };

export type AutomacaoResponse = {
  tipo: TipoAutomacao;
  nome: string;
  descricao: string;
  /** False until the first save: the defaults below are shown, nothing runs. */
  configurada: boolean;
  ativa: boolean;
  ativadaEm: string | null;
  /** The campaign row whose recipients are this automation's messages (results: GET …/automacoes/{tipo}/resultados). */
  campanhaId: string | null;
  canal: CanalAutomacao;
  assunto: string | null;
  modelo: string;
  holdoutPercentual: number;
  diasSemCompra: number | null;
  bonus: BonusAutomacaoResponse | null;
  envios: EnviosAutomacao;
  atualizadoEm: string | null;
};

export type DadosAutomacao = {
  ativa: boolean;
  canal: CanalAutomacao;
  assunto?: string | null;
  modelo: string;
  holdoutPercentual?: number | null;
  diasSemCompra?: number | null;
  bonus?: { tipoBeneficio: TipoBeneficio; valor: Decimal; validadeDias?: number | null } | null;
};

const HOLDOUT_PADRAO = 10;

type Linha = Automacao & { campanha: CampanhaComunicacao };

const SEM_ENVIOS: EnviosAutomacao = { enviados: 0, pendentes: 0, holdout: 0, ignorados: 0 };

function padrao(tipo: TipoAutomacao): AutomacaoResponse {
  const d = AUTOMACOES[tipo];
  return {
    tipo,
    nome: d.nome,
    descricao: d.descricao,
    configurada: false,
    ativa: false,
    ativadaEm: null,
    campanhaId: null,
    canal: 'WhatsApp',
    assunto: d.assuntoPadrao,
    modelo: d.modeloPadrao,
    holdoutPercentual: HOLDOUT_PADRAO,
    diasSemCompra: tipo === 'Reconquista' ? DIAS_SEM_COMPRA_PADRAO : null,
    bonus: null,
    envios: SEM_ENVIOS,
    atualizadoEm: null,
  };
}

function serializar(l: Linha, envios: EnviosAutomacao): AutomacaoResponse {
  const tipo = l.tipo as TipoAutomacao;
  return {
    ...padrao(tipo),
    configurada: true,
    ativa: l.ativa,
    ativadaEm: l.ativadaEm ? isoUtc(l.ativadaEm) : null,
    campanhaId: l.campanhaId,
    canal: l.campanha.canal as CanalAutomacao,
    assunto: l.campanha.assunto,
    modelo: l.campanha.modelo,
    holdoutPercentual: l.campanha.holdoutPercentual,
    diasSemCompra: tipo === 'Reconquista' ? (l.diasSemCompra ?? DIAS_SEM_COMPRA_PADRAO) : null,
    bonus:
      l.bonusTipo && l.bonusValor
        ? { tipoBeneficio: l.bonusTipo, valor: paraNumero(l.bonusValor.toString()), validadeDias: l.bonusValidadeDias }
        : null,
    envios,
    atualizadoEm: isoUtc(l.atualizadoEm),
  };
}

/** Recipients by outcome, per campaign row: sent (queued or delivered), waiting, holdout, the rest. */
async function contarEnvios(campanhaIds: string[]): Promise<Map<string, EnviosAutomacao>> {
  const grupos = campanhaIds.length
    ? await prisma.destinatarioComunicacao.groupBy({
        by: ['campanhaId', 'status'],
        where: { campanhaId: { in: campanhaIds } },
        _count: true,
      })
    : [];
  const r = new Map<string, EnviosAutomacao>();
  for (const g of grupos) {
    const e = r.get(g.campanhaId) ?? { ...SEM_ENVIOS };
    if (g.status === 'Enviado' || g.status === 'Enfileirado') e.enviados += g._count;
    else if (g.status === 'Pendente') e.pendentes += g._count;
    else if (g.status === 'Holdout') e.holdout += g._count;
    else e.ignorados += g._count;
    r.set(g.campanhaId, e);
  }
  return r;
}

export async function listarAutomacoes(tenantId: string): Promise<AutomacaoResponse[]> {
  const linhas = await prisma.automacao.findMany({ where: { tenantId }, include: { campanha: true } });
  const envios = await contarEnvios(linhas.map((l) => l.campanhaId));
  const porTipo = new Map(linhas.map((l) => [l.tipo, l]));
  return TIPOS_AUTOMACAO.map((t) => {
    const l = porTipo.get(t);
    return l ? serializar(l, envios.get(l.campanhaId) ?? SEM_ENVIOS) : padrao(t);
  });
}

export async function salvarAutomacao(
  principal: PrincipalAdmin,
  tenantId: string,
  tipo: TipoAutomacao,
  d: DadosAutomacao,
): Promise<AutomacaoResponse> {
  const agora = relogio();
  const def = AUTOMACOES[tipo];
  const salva = await prisma.$transaction(async (tx) => {
    if (!(await tx.tenant.findUnique({ where: { id: tenantId }, select: { id: true } }))) {
      throw new ErroDeNegocio(404, MENSAGENS_AUTOMACAO.tenantNaoEncontrado);
    }
    // Row lock: two saves of the same automation run one after the other. NO KEY: the programme's
    // sales and credits (which reference the tenant) do not wait for it.
    await tx.$queryRaw`SELECT 1 FROM tenant WHERE id = ${tenantId}::uuid FOR NO KEY UPDATE`;
    const atual = await tx.automacao.findUnique({ where: { tenantId_tipo: { tenantId, tipo } }, include: { campanha: true } });
    const campanha = {
      canal: d.canal,
      assunto: d.canal === 'Email' ? (d.assunto ?? def.assuntoPadrao) : null,
      modelo: d.modelo,
      holdoutPercentual: d.holdoutPercentual ?? atual?.campanha.holdoutPercentual ?? HOLDOUT_PADRAO,
      atualizadoEm: agora,
    };
    const campanhaId = atual
      ? (await tx.campanhaComunicacao.update({ where: { id: atual.campanhaId }, data: campanha })).id
      : (
          await tx.campanhaComunicacao.create({
            data: { ...campanha, tenantId, nome: `Automação: ${def.nome}`, origem: 'Automacao', status: 'Automacao', criadoEm: agora },
          })
        ).id;
    const dados = {
      ativa: d.ativa,
      ativadaEm: d.ativa && !atual?.ativa ? agora : d.ativa ? atual!.ativadaEm : null,
      diasSemCompra: tipo === 'Reconquista' ? (d.diasSemCompra ?? DIAS_SEM_COMPRA_PADRAO) : null,
      bonusTipo: def.aceitaBonus ? (d.bonus?.tipoBeneficio ?? null) : null,
      bonusValor: def.aceitaBonus && d.bonus ? d.bonus.valor.toFixed(2) : null,
      bonusValidadeDias: def.aceitaBonus && d.bonus ? (d.bonus.validadeDias ?? null) : null,
      atualizadoEm: agora,
    };
    const nova = await tx.automacao.upsert({
      where: { tenantId_tipo: { tenantId, tipo } },
      create: { tenantId, tipo, campanhaId, ...dados },
      update: dados,
      include: { campanha: true },
    });
    // Switched off: what was waiting for the quiet hours to end (or the next batch) does not leave.
    if (atual?.ativa && !d.ativa) {
      await tx.destinatarioComunicacao.updateMany({ where: { campanhaId, status: 'Pendente' }, data: { status: 'Cancelado' } });
    }
    const depois = serializar(nova, SEM_ENVIOS);
    await auditar(tx, {
      principal,
      tenantId,
      acao: 'ConfigurarAutomacao',
      entidade: 'Automacao',
      entidadeId: `${tipo}`,
      antes: atual ? { ...serializar(atual, SEM_ENVIOS), envios: undefined } : null,
      depois: { ...depois, envios: undefined },
    });
    return nova;
  });
  const envios = await contarEnvios([salva.campanhaId]);
  return serializar(salva, envios.get(salva.campanhaId) ?? SEM_ENVIOS);
}

export type ResultadosAutomacaoResponse = {
  tipo: TipoAutomacao;
  campanhaId: string | null;
  janelas: ResultadoJanelaAutomacao[];
  /**
   * Opt-outs the automation's messages caused (their e-mail link, a WhatsApp reply after one
   * arrived), since it was created, as a campaign's `contagens.descadastrosCausados`
   * (docs/comunicacao.md, "Descadastros causados"): the number to see whether it annoys.
   */
  descadastrosCausados: number;
};

/**
 * Results against the holdout (issue 11 §5; docs/automacoes.md, "Resultados"): for each window
 * (7, 14 and 30 days, or `dias`), the purchases of each recipient in the N days after it was
 * reached, only for recipients whose window has ended.
 */
export async function resultadosAutomacao(
  tenantId: string,
  tipo: TipoAutomacao,
  dias: number | undefined,
  agora: Date,
): Promise<ResultadosAutomacaoResponse> {
  const a = await prisma.automacao.findUnique({ where: { tenantId_tipo: { tenantId, tipo } }, select: { campanhaId: true } });
  if (!a) return { tipo, campanhaId: null, janelas: [], descadastrosCausados: 0 };
  const janelas: ResultadoJanelaAutomacao[] = [];
  for (const n of dias ? [dias] : JANELAS_RESULTADO) janelas.push(await resultadoDaAutomacao(sql, a.campanhaId, n, agora));
  const descadastrosCausados = await prisma.destinatarioComunicacao.count({
    where: { campanhaId: a.campanhaId, descadastroEm: { not: null } },
  });
  return { tipo, campanhaId: a.campanhaId, janelas, descadastrosCausados };
}
