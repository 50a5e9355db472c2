// Communication campaigns in the panel (issue 11 §2, §5; docs/comunicacao.md): create and edit
// (segment, channel, template, holdout), preview for one customer, send now or schedule, cancel,
// the status counts and the results against the holdout. Changes are audited like every admin change.
import 'server-only';
import { consulta, prisma, sql, transacao } from '@/lib/db';
import { isoUtc } from '@/lib/datas';
import { ErroDeNegocio, regraDeNegocio } from '@/lib/erros';
import type { PrincipalAdmin } from '@/lib/domain/acesso/sessao-admin';
import { podeVer, tenantDoEscopo } from '@/lib/domain/acesso/escopo-tenant';
import { escopoDeLista, podeVerRegistro } from '@/lib/domain/sandbox/tenant-sombra';
import { auditar } from '@/lib/domain/auditoria/auditar';
import { pagina, skipTake, type Pagina, type Paginacao } from '@/lib/api/consulta';
import type { CampanhaComunicacao } from '@/lib/generated/prisma/client';
import { avisarOutbox } from '@/lib/notificacoes/aviso-outbox';
import { membrosSegmento } from '@/lib/domain/segmento/contar-segmento';
import { filtroDoSegmento } from '@/lib/domain/segmento/admin-segmentos';
import { CONFIGURACAO_PADRAO, gravarConfiguracao, lerConfiguracao, type ConfiguracaoComunicacao } from './configuracao';
import { dadosDosClientes } from './dados-modelo';
import { renderizarModelo } from './modelo';
import { rodapeDescadastroExemplo } from './liberar-envios';
import { prepararCampanha } from './preparar-envio';
import { JANELAS_RESULTADO, resultadoDaJanela, type ResultadoJanela } from './resultados';
import { alcanceDaCampanha, type AlcanceCampanha } from './alcance';
import { MENSAGENS_COMUNICACAO } from './mensagens';

export { MENSAGENS_COMUNICACAO, CONFIGURACAO_PADRAO };

export type CanalCampanha = 'WhatsApp' | 'Email';
export type StatusCampanha = 'Rascunho' | 'Agendada' | 'Enviando' | 'Concluida' | 'Cancelada';

export type ContagensCampanha = {
  total: number;
  pendentes: number;
  enfileirados: number;
  enviados: number;
  holdout: number;
  ignoradosConsentimento: number;
  ignoradosOptout: number;
  ignoradosLimite: number;
  semContato: number;
  /** The channel refused it every time (8 attempts); it does not count in the weekly cap. */
  falhas: number;
  cancelados: number;
  /**
   * Opt-outs this campaign caused: customers who were subscribed and withdrew through its message
   * (the e-mail's link, a WhatsApp reply) after it was sent. Not a status: they stay `enviados`.
   * `ignoradosOptout` is the other side — opted out before their message left, so never received it.
   */
  descadastrosCausados: number;
};

export type CampanhaComunicacaoResponse = {
  id: string;
  tenantId: string;
  nome: string;
  segmentoId: string | null;
  canal: CanalCampanha;
  assunto: string | null;
  modelo: string;
  holdoutPercentual: number;
  status: StatusCampanha;
  agendadaPara: string | null;
  iniciadaEm: string | null;
  criadoEm: string;
  atualizadoEm: string;
  contagens: ContagensCampanha;
};

export type DadosCampanha = {
  nome: string;
  segmentoId: string;
  canal: CanalCampanha;
  assunto?: string | null;
  modelo: string;
  holdoutPercentual: number;
};

const Q_CONTAGENS = consulta(`
  SELECT campanha_id, status, count(*)::int AS n, count(descadastro_em)::int AS descadastros
    FROM destinatario_comunicacao WHERE campanha_id = ANY($1::uuid[]) GROUP BY 1, 2`);

const CHAVES: Record<string, Exclude<keyof ContagensCampanha, 'total' | 'descadastrosCausados'>> = {
  Pendente: 'pendentes',
  Enfileirado: 'enfileirados',
  Enviado: 'enviados',
  Holdout: 'holdout',
  IgnoradoConsentimento: 'ignoradosConsentimento',
  IgnoradoOptout: 'ignoradosOptout',
  IgnoradoLimite: 'ignoradosLimite',
  SemContato: 'semContato',
  Falhou: 'falhas',
  Cancelado: 'cancelados',
};

const zeros = (): ContagensCampanha => ({
  total: 0,
  pendentes: 0,
  enfileirados: 0,
  enviados: 0,
  holdout: 0,
  ignoradosConsentimento: 0,
  ignoradosOptout: 0,
  ignoradosLimite: 0,
  semContato: 0,
  falhas: 0,
  cancelados: 0,
  descadastrosCausados: 0,
});

async function contagensDe(ids: string[]): Promise<Map<string, ContagensCampanha>> {
  const m = new Map(ids.map((id) => [id, zeros()]));
  if (ids.length === 0) return m;
  for (const l of await sql.query<{ campanha_id: string; status: string; n: number; descadastros: number }>(Q_CONTAGENS, [ids])) {
    const c = m.get(l.campanha_id)!;
    c.total += l.n;
    c.descadastrosCausados += l.descadastros;
    const k = CHAVES[l.status];
    if (k) c[k] += l.n;
  }
  return m;
}

function serializar(k: CampanhaComunicacao, contagens: ContagensCampanha = zeros()): CampanhaComunicacaoResponse {
  return {
    id: k.id,
    tenantId: k.tenantId,
    nome: k.nome,
    segmentoId: k.segmentoId,
    canal: k.canal as CanalCampanha,
    assunto: k.assunto,
    modelo: k.modelo,
    holdoutPercentual: k.holdoutPercentual,
    status: k.status as StatusCampanha,
    agendadaPara: k.agendadaPara ? isoUtc(k.agendadaPara) : null,
    iniciadaEm: k.iniciadaEm ? isoUtc(k.iniciadaEm) : null,
    criadoEm: isoUtc(k.criadoEm),
    atualizadoEm: isoUtc(k.atualizadoEm),
    contagens,
  };
}

async function comContagens(k: CampanhaComunicacao) {
  return serializar(k, (await contagensDe([k.id])).get(k.id));
}

async function carregar(principal: PrincipalAdmin, id: string): Promise<CampanhaComunicacao> {
  const k = await prisma.campanhaComunicacao.findUnique({ where: { id } });
  if (!k || k.origem !== 'Campanha' || !(await podeVerRegistro(principal, k.tenantId)))
    throw new ErroDeNegocio(404, MENSAGENS_COMUNICACAO.naoEncontrada);
  return k;
}

async function validar(tenantId: string, d: DadosCampanha) {
  const s = await prisma.segmento.findUnique({ where: { id: d.segmentoId }, select: { tenantId: true } });
  if (!s || s.tenantId !== tenantId) throw regraDeNegocio(MENSAGENS_COMUNICACAO.segmentoNaoEncontrado);
  if (d.canal === 'Email' && !d.assunto) throw regraDeNegocio(MENSAGENS_COMUNICACAO.assuntoObrigatorio);
}

const dadosGravados = (d: DadosCampanha) => ({
  nome: d.nome,
  segmentoId: d.segmentoId,
  canal: d.canal,
  assunto: d.assunto ?? null,
  modelo: d.modelo,
  holdoutPercentual: d.holdoutPercentual,
});

export async function listarCampanhasComunicacao(
  principal: PrincipalAdmin,
  f: Paginacao & { tenantId?: string },
): Promise<Pagina<CampanhaComunicacaoResponse>> {
  const tenantId = tenantDoEscopo(principal, f.tenantId);
  const where = { origem: 'Campanha', ...escopoDeLista(tenantId) };
  const [linhas, total] = await Promise.all([
    prisma.campanhaComunicacao.findMany({ where, orderBy: [{ criadoEm: 'desc' }, { id: 'asc' }], ...skipTake(f) }),
    prisma.campanhaComunicacao.count({ where }),
  ]);
  const contagens = await contagensDe(linhas.map((l) => l.id));
  return pagina(
    linhas.map((l) => serializar(l, contagens.get(l.id))),
    f,
    total,
  );
}

export async function obterCampanhaComunicacao(principal: PrincipalAdmin, id: string) {
  return comContagens(await carregar(principal, id));
}

export async function criarCampanhaComunicacao(principal: PrincipalAdmin, tenantId: string, d: DadosCampanha) {
  if (!(await prisma.tenant.findUnique({ where: { id: tenantId }, select: { id: true } }))) {
    throw new ErroDeNegocio(404, MENSAGENS_COMUNICACAO.tenantNaoEncontrado);
  }
  await validar(tenantId, d);
  return prisma.$transaction(async (tx) => {
    const k = await tx.campanhaComunicacao.create({ data: { tenantId, ...dadosGravados(d) } });
    const r = serializar(k);
    await auditar(tx, {
      principal,
      tenantId,
      acao: 'CriarCampanhaComunicacao',
      entidade: 'CampanhaComunicacao',
      entidadeId: k.id,
      depois: r,
    });
    return r;
  });
}

export async function atualizarCampanhaComunicacao(principal: PrincipalAdmin, id: string, d: DadosCampanha) {
  const atual = await carregar(principal, id);
  await validar(atual.tenantId, d);
  return prisma.$transaction(async (tx) => {
    // Only a campaign not yet prepared changes: the recipients of one being sent are fixed.
    const n = await tx.campanhaComunicacao.updateMany({
      where: { id, status: { in: ['Rascunho', 'Agendada'] } },
      data: dadosGravados(d),
    });
    if (n.count === 0) throw regraDeNegocio(MENSAGENS_COMUNICACAO.naoEditavel);
    const novo = serializar((await tx.campanhaComunicacao.findUnique({ where: { id } }))!);
    await auditar(tx, {
      principal,
      tenantId: atual.tenantId,
      acao: 'AtualizarCampanhaComunicacao',
      entidade: 'CampanhaComunicacao',
      entidadeId: id,
      antes: serializar(atual),
      depois: novo,
    });
    return novo;
  });
}

/**
 * Sends now (no `agendadaPara`, or one already past) or schedules. Sending now prepares the
 * recipients at once (the counts show the segment, the holdout and who has no consent); the job
 * releases them to the outbox under the policy within a minute.
 */
export async function enviarCampanhaComunicacao(principal: PrincipalAdmin, id: string, agendadaPara: Date | null, agora: Date) {
  const atual = await carregar(principal, id);
  if (!atual.segmentoId) throw regraDeNegocio(MENSAGENS_COMUNICACAO.semSegmento);
  const quando = agendadaPara && agendadaPara > agora ? agendadaPara : agora;
  await prisma.$transaction(async (tx) => {
    const n = await tx.campanhaComunicacao.updateMany({
      where: { id, status: { in: ['Rascunho', 'Agendada'] } },
      data: { status: 'Agendada', agendadaPara: quando },
    });
    if (n.count === 0) throw regraDeNegocio(MENSAGENS_COMUNICACAO.naoEnviavel);
    await auditar(tx, {
      principal,
      tenantId: atual.tenantId,
      acao: quando > agora ? 'AgendarCampanhaComunicacao' : 'EnviarCampanhaComunicacao',
      entidade: 'CampanhaComunicacao',
      entidadeId: id,
      depois: { agendadaPara: isoUtc(quando) },
    });
  });
  if (quando <= agora) {
    await prepararCampanha(id, agora);
    avisarOutbox();
  }
  return obterCampanhaComunicacao(principal, id);
}

const S_CANCELAR = consulta(
  `UPDATE campanha_comunicacao SET status = 'Cancelada', atualizado_em = $2 WHERE id = $1 AND status IN ('Rascunho', 'Agendada', 'Enviando')`,
);
const S_CANCELAR_PENDENTES = consulta(`
  UPDATE destinatario_comunicacao SET status = 'Cancelado' WHERE campanha_id = $1 AND status = 'Pendente'`);

/** Stops what has not been queued yet; messages already in the outbox still leave (they were admitted). */
export async function cancelarCampanhaComunicacao(principal: PrincipalAdmin, id: string, agora: Date) {
  const atual = await carregar(principal, id);
  await transacao(async (tx) => {
    const n = await tx.contar(S_CANCELAR, [id, agora]);
    if (n === 0) throw regraDeNegocio(MENSAGENS_COMUNICACAO.naoCancelavel);
    await tx.query(S_CANCELAR_PENDENTES, [id]);
  });
  await prisma.$transaction((tx) =>
    auditar(tx, {
      principal,
      tenantId: atual.tenantId,
      acao: 'CancelarCampanhaComunicacao',
      entidade: 'CampanhaComunicacao',
      entidadeId: id,
    }),
  );
  return obterCampanhaComunicacao(principal, id);
}

export type PreviaResponse = {
  clienteId: string;
  nomeCliente: string | null;
  assunto: string | null;
  texto: string;
  totalSegmento: number;
  /** Before sending: who in the segment can receive it on this channel, and about how many are sent. */
  alcance: AlcanceCampanha;
};

/** The message one customer of the segment would receive (the chosen one, or the segment's first). */
export async function previaCampanha(
  principal: PrincipalAdmin,
  tenantId: string,
  p: {
    segmentoId: string;
    canal: CanalCampanha;
    assunto?: string | null;
    modelo: string;
    clienteId?: string | null;
    /** The control group's %, for the reach estimate. */
    holdoutPercentual: number;
  },
  agora: Date,
): Promise<PreviaResponse> {
  const s = await prisma.segmento.findUnique({ where: { id: p.segmentoId } });
  if (!s || s.tenantId !== tenantId || !podeVer(principal, s.tenantId)) throw regraDeNegocio(MENSAGENS_COMUNICACAO.segmentoNaoEncontrado);
  const membros = await membrosSegmento(tenantId, filtroDoSegmento(s), agora);
  const clienteId = p.clienteId ?? membros[0];
  if (!clienteId) throw regraDeNegocio(MENSAGENS_COMUNICACAO.segmentoVazio);
  // The segment's own membership (the statement the send runs): a customer of the programme the
  // campaign would never reach gets no preview (docs/comunicacao.md, the routes table).
  if (!membros.includes(clienteId)) throw regraDeNegocio(MENSAGENS_COMUNICACAO.clienteForaDoSegmento);
  const d = (await dadosDosClientes(sql, tenantId, [clienteId], agora)).get(clienteId);
  if (!d) throw regraDeNegocio(MENSAGENS_COMUNICACAO.clienteForaDoSegmento);
  return {
    clienteId,
    nomeCliente: d.nome,
    assunto: p.canal === 'Email' ? renderizarModelo(p.assunto ?? '', d) : null,
    // A real customer's link here would let whoever clicks the preview opt that customer out.
    texto: renderizarModelo(p.modelo, d) + rodapeDescadastroExemplo(p.canal),
    totalSegmento: membros.length,
    alcance: await alcanceDaCampanha(sql, tenantId, p.canal, membros, p.holdoutPercentual),
  };
}

/**
 * The reach of a saved campaign now (its segment, channel and control group) and nothing else:
 * what "Enviar agora" asks before sending. The preview answers a real customer's rendered message
 * (name, balance, their data in the text); a question about numbers must not carry a person.
 */
export async function alcanceDaCampanhaSalva(principal: PrincipalAdmin, id: string, agora: Date): Promise<AlcanceCampanha> {
  const k = await carregar(principal, id);
  const s = k.segmentoId ? await prisma.segmento.findUnique({ where: { id: k.segmentoId } }) : null;
  if (!s) throw regraDeNegocio(MENSAGENS_COMUNICACAO.semSegmento);
  const membros = await membrosSegmento(k.tenantId, filtroDoSegmento(s), agora);
  return alcanceDaCampanha(sql, k.tenantId, k.canal as CanalCampanha, membros, k.holdoutPercentual);
}

export type ResultadosResponse = { campanhaId: string; iniciadaEm: string | null; janelas: ResultadoJanela[] };

export async function resultadosCampanha(
  principal: PrincipalAdmin,
  id: string,
  dias: number | undefined,
  agora: Date,
): Promise<ResultadosResponse> {
  const k = await carregar(principal, id);
  if (!k.iniciadaEm) return { campanhaId: id, iniciadaEm: null, janelas: [] };
  const janelas = dias ? [dias] : [...JANELAS_RESULTADO];
  const r: ResultadoJanela[] = [];
  for (const n of janelas) r.push(await resultadoDaJanela(sql, id, k.iniciadaEm, n, agora));
  return { campanhaId: id, iniciadaEm: isoUtc(k.iniciadaEm), janelas: r };
}

export async function obterConfiguracaoComunicacao(principal: PrincipalAdmin, tenantId: string): Promise<ConfiguracaoComunicacao> {
  tenantDoEscopo(principal, tenantId);
  return lerConfiguracao(sql, tenantId);
}

export async function atualizarConfiguracaoComunicacao(
  principal: PrincipalAdmin,
  tenantId: string,
  c: ConfiguracaoComunicacao,
  agora: Date,
) {
  if (!(await prisma.tenant.findUnique({ where: { id: tenantId }, select: { id: true } }))) {
    throw new ErroDeNegocio(404, MENSAGENS_COMUNICACAO.tenantNaoEncontrado);
  }
  const antes = await lerConfiguracao(sql, tenantId);
  await gravarConfiguracao(sql, tenantId, c, agora);
  await prisma.$transaction((tx) =>
    auditar(tx, {
      principal,
      tenantId,
      acao: 'AtualizarConfiguracaoComunicacao',
      entidade: 'ConfiguracaoComunicacao',
      entidadeId: tenantId,
      antes,
      depois: c,
    }),
  );
  return lerConfiguracao(sql, tenantId);
}
