// Automations (issue 11 §3; docs/automacoes.md) against the real route handlers and database:
// the panel's configuration, each automation's selection (welcome, birthday, win-back, expiry
// reminder), exactly once per occurrence, the holdout that gets nothing, and the birthday bonus
// as a real, audited credit lot that keeps the running balance exact.
import { describe, expect, it } from 'vitest';
import { consulta, pool, prisma, sql } from '@/lib/db';
import { dataLocal, somarDias } from '@/lib/datas';
import { chamar } from '@/lib/testing/api';
import { cpfAleatorio } from '@/lib/testing/cenario';
import { cadastrarPeloPdv, criarPrograma, venderPara, type Programa } from '@/lib/testing/cenario-clientes';
import { MENSAGENS } from '@/lib/erros';
import { conferirSaldos } from '@/lib/domain/lote/conferir-saldos';
import { noHoldout } from '@/lib/domain/comunicacao/holdout';
import { liberarEnvios } from '@/lib/domain/comunicacao/liberar-envios';
import { tokenDescadastro } from '@/lib/domain/comunicacao/descadastro';
import { despacharOutbox } from '@/lib/notificacoes/despachar-outbox';
import { enviarLembretesDeExpiracao } from '@/lib/domain/lote/lembrar-expiracao';
import { AUTOMACOES } from './definicoes';
import { MENSAGENS_AUTOMACAO } from './mensagens';
import { executarAutomacoes, MOTIVO_BONUS } from './executar-automacoes';
import { resultadosAutomacao } from './configurar-automacao';
import { esperarRecusa, esperarSucesso } from '@/lib/testing/esperar';

const FUSO = 'America/Sao_Paulo';

function salvar(p: Programa, tipo: string, corpo: Record<string, unknown>, token = p.admin.token) {
  return chamar('PUT', `/api/v1/admin/automacoes/${tipo}`, { token, corpo: { ativa: true, canal: 'WhatsApp', ...corpo } });
}

/** A member with a phone and, unless told otherwise, WhatsApp marketing consent in the programme. */
async function membro(p: Programa, nome: string, o: { dataNascimento?: string; consente?: boolean } = {}) {
  const cpf = cpfAleatorio();
  const telefone = `119${String(Math.floor(Math.random() * 1e8)).padStart(8, '0')}`;
  const id = await cadastrarPeloPdv(p, cpf, { nome, telefone, dataNascimento: o.dataNascimento });
  if (o.consente !== false) {
    await pool.query(`INSERT INTO preferencia_comunicacao (tenant_id, cliente_id, whatsapp, email) VALUES ($1, $2, true, false)`, [
      p.tenantId,
      id,
    ]);
  }
  return { id, cpf };
}

const Q_DESTINATARIOS = consulta(`
  SELECT d.cliente_id, d.ocorrencia, d.grupo, d.status FROM destinatario_comunicacao d
    JOIN automacao a ON a.campanha_id = d.campanha_id
   WHERE a.tenant_id = $1 AND a.tipo = $2 ORDER BY d.cliente_id, d.ocorrencia`);
const destinatarios = (p: Programa, tipo: string) =>
  sql.query<{ cliente_id: string; ocorrencia: string; grupo: string; status: string }>(Q_DESTINATARIOS, [p.tenantId, tipo]);

const Q_BONUS = consulta(`
  SELECT a.cliente_id, a.valor::text, a.usuario_id, a.motivo, l.valor_disponivel::text AS lote, l.status::text, l.data_expiracao::text,
         m.tipo::text AS movimento
    FROM ajuste_saldo a JOIN movimentacao m ON m.id = a.movimentacao_id JOIN lote l ON l.movimentacao_id = a.movimentacao_id
   WHERE a.tenant_id = $1 ORDER BY a.cliente_id`);

/** Today's month and day, in a past year: a birthday today in the programme's zone. */
const aniversarioHoje = (agora: Date) => `1990-${dataLocal(agora, FUSO).slice(5)}`;

describe('automations: configuration in the panel', () => {
  it('lists the four with their defaults, saves one (audited), and refuses what does not fit', async () => {
    const p = await criarPrograma();
    const lista = await chamar('GET', '/api/v1/admin/automacoes', { token: p.admin.token });
    expect(lista.status).toBe(200);
    expect(lista.corpo.dados.map((a: { tipo: string }) => a.tipo)).toEqual([
      'BoasVindas',
      'Aniversario',
      'Reconquista',
      'LembreteExpiracao',
    ]);
    expect(lista.corpo.dados[2]).toMatchObject({
      configurada: false,
      ativa: false,
      diasSemCompra: 60,
      modelo: AUTOMACOES.Reconquista.modeloPadrao,
    });

    // Any case in the path, like the contract's paths.
    const r = await salvar(p, 'aniversario', {
      modelo: 'Parabéns, {nome}!',
      bonus: { tipoBeneficio: 'Cashback', valor: 10, validadeDias: 30 },
    });
    esperarSucesso(r, 200, MENSAGENS_AUTOMACAO.salva);
    expect(r.corpo.dados).toMatchObject({
      tipo: 'Aniversario',
      configurada: true,
      ativa: true,
      canal: 'WhatsApp',
      modelo: 'Parabéns, {nome}!',
      holdoutPercentual: 10,
      bonus: { tipoBeneficio: 'Cashback', valor: 10, validadeDias: 30 },
      envios: { enviados: 0, pendentes: 0, holdout: 0, ignorados: 0 },
    });
    expect(r.corpo.dados.ativadaEm).not.toBeNull();
    const auditoria = await prisma.auditoriaAdmin.findMany({ where: { tenantId: p.tenantId, acao: 'ConfigurarAutomacao' } });
    expect(auditoria).toHaveLength(1);
    expect(auditoria[0]!.usuarioId).toBe(p.admin.id);

    const antes = await prisma.automacao.count({ where: { tenantId: p.tenantId } });
    const casos: [string, Record<string, unknown>, number, string[]][] = [
      [
        'BoasVindas',
        { modelo: 'Oi, {nome}!', bonus: { tipoBeneficio: 'Cashback', valor: 5 } },
        400,
        [MENSAGENS_AUTOMACAO.bonusSoAniversarioOuReconquista],
      ],
      ['Aniversario', { modelo: 'Oi, {nome}!', diasSemCompra: 30 }, 400, [MENSAGENS_AUTOMACAO.diasSemCompraSoReconquista]],
      ['Reconquista', { modelo: 'Oi, {nme}!' }, 400, [MENSAGENS_AUTOMACAO.variavelDesconhecida(['nme'])]],
      ['Reconquista', { modelo: 'Oi, {nome}!', diasSemCompra: 3 }, 400, [MENSAGENS_AUTOMACAO.diasSemCompraInvalido]],
      ['Reconquista', { modelo: 'Oi, {nome}!', canal: 'SMS' }, 400, [MENSAGENS_AUTOMACAO.canalInvalido]],
      [
        'Aniversario',
        { modelo: 'Oi, {nome}!', bonus: { tipoBeneficio: 'Pontos', valor: 1.5 } },
        400,
        [MENSAGENS_AUTOMACAO.bonusPontosInteiros],
      ],
      ['Sorteio', { modelo: 'Oi, {nome}!' }, 404, [MENSAGENS_AUTOMACAO.naoEncontrada]],
      // {bonus} only where a bonus is given: explained where one could be, unknown where none can.
      [
        'Aniversario',
        { modelo: 'Você ganhou {bonus}!' },
        400,
        ['O modelo usa {bonus}, mas a automação não tem bônus configurado. Configure o bônus ou tire {bonus} do modelo.'],
      ],
      ['BoasVindas', { modelo: 'Você ganhou {bonus}!' }, 400, [MENSAGENS_AUTOMACAO.variavelDesconhecida(['bonus'])]],
      ['LembreteExpiracao', { modelo: 'Você ganhou {bonus}!' }, 400, [MENSAGENS_AUTOMACAO.variavelDesconhecida(['bonus'])]],
      // The e-mail subject is rendered like the template: a typo in it is refused the same way.
      [
        'Reconquista',
        { canal: 'Email', assunto: 'Sentimos sua falta, {nme}', modelo: 'Oi, {nome}!' },
        400,
        [
          'O assunto usa variáveis que não existem: {nme}. Use {nome}, {saldoCashback}, {proximaExpiracao}, {loja} ou {pontos} ({bonus} só em Aniversario e Reconquista, com bônus configurado).',
        ],
      ],
      [
        'Aniversario',
        { canal: 'Email', assunto: 'Você ganhou {bonus}!', modelo: 'Oi, {nome}!' },
        400,
        ['O assunto usa {bonus}, mas a automação não tem bônus configurado. Configure o bônus ou tire {bonus} do assunto.'],
      ],
      [
        'BoasVindas',
        { canal: 'Email', assunto: 'Você ganhou {bonus}!', modelo: 'Oi, {nome}!' },
        400,
        [MENSAGENS_AUTOMACAO.assuntoVariavelDesconhecida(['bonus'])],
      ],
    ];
    for (const [tipo, corpo, status, erros] of casos) {
      const x = await salvar(p, tipo, corpo);
      expect([tipo, x.status, x.corpo.erros]).toEqual([tipo, status, erros]);
    }
    // A valid subject still saves, {bonus} included where a bonus is configured.
    const valido = await salvar(p, 'Aniversario', {
      canal: 'Email',
      assunto: '{nome}, você ganhou {bonus} na {loja}',
      modelo: 'Parabéns, {nome}! Você ganhou {bonus}.',
      bonus: { tipoBeneficio: 'Cashback', valor: 10 },
    });
    esperarSucesso(valido, 200, MENSAGENS_AUTOMACAO.salva);
    expect(valido.corpo.dados.assunto).toBe('{nome}, você ganhou {bonus} na {loja}');
    const operador = await salvar(p, 'BoasVindas', { modelo: 'Oi, {nome}!' }, p.operador.token);
    esperarRecusa(operador, 403, MENSAGENS.acessoNegado);
    expect(await prisma.automacao.count({ where: { tenantId: p.tenantId } })).toBe(antes);
  });
});

describe('automations: who they reach, once per occurrence', () => {
  it('birthday: a message and a real bonus lot to each consenting member, once a year; the holdout and the rest get nothing', async () => {
    const p = await criarPrograma();
    const agora = new Date();
    const hoje = aniversarioHoje(agora);
    const r = await salvar(p, 'Aniversario', {
      modelo: 'Feliz aniversário, {nome}! Você ganhou {bonus}. Seu saldo: {saldoCashback}.',
      holdoutPercentual: 30,
      bonus: { tipoBeneficio: 'Cashback', valor: 10, validadeDias: 30 },
    });
    const campanhaId = r.corpo.dados.campanhaId as string;
    const aniversariantes = [];
    for (let i = 0; i < 8; i++) aniversariantes.push(await membro(p, `Ana${i} Silva`, { dataNascimento: hoje }));
    const semConsentimento = await membro(p, 'Bia Souza', { dataNascimento: hoje, consente: false });
    const outroDia = await membro(p, 'Caio Lima', { dataNascimento: '1990-01-01' === hoje ? '1990-01-02' : '1990-01-01' });

    await executarAutomacoes(agora);
    await executarAutomacoes(agora); // a second run (or a second instance) writes nothing more

    const esperado = (id: string) => (noHoldout(campanhaId, id, 30) ? ['Holdout', 'Holdout'] : ['Envio', 'Pendente']);
    const ano = dataLocal(agora, FUSO).slice(0, 4);
    const linhas = await destinatarios(p, 'Aniversario');
    expect(linhas).toEqual(
      [...aniversariantes.map((a) => a.id), semConsentimento.id].sort().map((id) => {
        const [grupo, status] = id === semConsentimento.id ? ['Fora', 'IgnoradoConsentimento'] : esperado(id);
        return { cliente_id: id, ocorrencia: ano, grupo, status };
      }),
    );
    expect(linhas.some((l) => l.cliente_id === outroDia.id)).toBe(false);

    // The bonus: only the Envio group, R$ 10,00 each, a real lot valid 30 days, no user, audited.
    const premiados = linhas.filter((l) => l.grupo === 'Envio').map((l) => l.cliente_id);
    expect(premiados.length).toBeGreaterThan(0);
    const bonus = await sql.query<Record<string, string | null>>(Q_BONUS, [p.tenantId]);
    const validade = somarDias(dataLocal(agora, p.loja.fusoHorario), 30);
    expect(bonus).toEqual(
      premiados.sort().map((id) => ({
        cliente_id: id,
        valor: '10.00',
        usuario_id: null,
        motivo: MOTIVO_BONUS.Aniversario,
        lote: '10.00',
        status: 'Disponivel',
        data_expiracao: validade,
        movimento: 'AjusteCredito',
      })),
    );
    expect(await prisma.auditoriaAdmin.count({ where: { tenantId: p.tenantId, acao: 'AjustarSaldo', usuarioId: null } })).toBe(
      premiados.length,
    );
    const c = await conferirSaldos({ tenantId: p.tenantId });
    expect(c.divergencias).toBe(0);

    // The engine sends the messages, with the bonus already in the balance (no quiet hours here:
    // the test must not depend on the hour it runs at).
    await pool.query(`INSERT INTO configuracao_comunicacao (tenant_id, silencio_inicio, silencio_fim) VALUES ($1, '00:00', '00:00')`, [
      p.tenantId,
    ]);
    // This automation only: a release of every due row would take other test files' recipients
    // (envio.int.test.ts counts its 10,000 released by its own call).
    await liberarEnvios({ agora: new Date(), campanhaId });
    for (;;) if ((await despacharOutbox({ tenantId: p.tenantId, tamanho: 100 })).reivindicados === 0) break;
    const { rows: mensagens } = await pool.query<{ texto: string }>(
      `SELECT m.texto FROM mensagem_dev m JOIN evento_outbox e ON e.id = m.evento_id WHERE e.tenant_id = $1 AND e.tipo = 'Marketing'`,
      [p.tenantId],
    );
    expect(mensagens).toHaveLength(premiados.length);
    // {bonus}: the amount credited with that message, as people write R$.
    for (const m of mensagens) expect(m.texto).toMatch(/^Feliz aniversário, Ana\d! Você ganhou R\$ 10,00\. Seu saldo: R\$ 10,00\./);
  });

  it('welcome: first purchases since it was switched on, once; not a customer who had bought before', async () => {
    const p = await criarPrograma();
    const veterano = await membro(p, 'Vera Antiga');
    await venderPara(p, veterano.cpf, 50);
    await new Promise((res) => setTimeout(res, 20));
    await salvar(p, 'BoasVindas', { modelo: 'Bem-vindo, {nome}!', holdoutPercentual: 0 });
    const novo = await membro(p, 'Nina Nova');
    await venderPara(p, novo.cpf, 80);
    await venderPara(p, novo.cpf, 20);
    await venderPara(p, veterano.cpf, 30);

    const agora = new Date();
    await executarAutomacoes(agora);
    await executarAutomacoes(new Date(agora.getTime() + 60 * 60_000));
    expect(await destinatarios(p, 'BoasVindas')).toEqual([
      { cliente_id: novo.id, ocorrencia: 'primeira-compra', grupo: 'Envio', status: 'Pendente' },
    ]);
  });

  it('win-back: a customer N days without buying, once per absence, with the bonus in points; not one who bought since', async () => {
    const p = await criarPrograma();
    const salva = await salvar(p, 'Reconquista', {
      modelo: 'Volte, {nome}! Você ganhou {bonus}.',
      holdoutPercentual: 0,
      diasSemCompra: 30,
      bonus: { tipoBeneficio: 'Pontos', valor: 50 },
    });
    const sumido = await membro(p, 'Saulo Sumido');
    const venda = await venderPara(p, sumido.cpf, 100);
    const fiel = await membro(p, 'Fabi Fiel');
    await venderPara(p, fiel.cpf, 100);
    // Both sales 40 days old; the loyal customer bought again today.
    await pool.query(`UPDATE venda SET criado_em = criado_em - interval '40 days' WHERE tenant_id = $1`, [p.tenantId]);
    await venderPara(p, fiel.cpf, 10);

    const agora = new Date();
    await executarAutomacoes(agora);
    await executarAutomacoes(agora);
    expect(await destinatarios(p, 'Reconquista')).toEqual([
      { cliente_id: sumido.id, ocorrencia: venda.vendaId, grupo: 'Envio', status: 'Pendente' },
    ]);
    const bonus = await sql.query<Record<string, string | null>>(Q_BONUS, [p.tenantId]);
    expect(bonus.map((b) => [b.cliente_id, b.valor, b.movimento, b.motivo])).toEqual([
      [sumido.id, '50.00', 'AjusteCredito', MOTIVO_BONUS.Reconquista],
    ]);
    expect((await conferirSaldos({ tenantId: p.tenantId })).divergencias).toBe(0);
    // {bonus} in points: whole, with the word.
    await pool.query(`INSERT INTO configuracao_comunicacao (tenant_id, silencio_inicio, silencio_fim) VALUES ($1, '00:00', '00:00')`, [
      p.tenantId,
    ]);
    // This automation only: a release of every due row would take other test files' recipients.
    await liberarEnvios({ agora: new Date(), campanhaId: salva.corpo.dados.campanhaId });
    const { rows: eventos } = await pool.query<{ texto: string }>(
      `SELECT payload->>'texto' AS texto FROM evento_outbox WHERE tenant_id = $1 AND tipo = 'Marketing'`,
      [p.tenantId],
    );
    expect(eventos.map((e) => e.texto.split('\n')[0])).toEqual(['Volte, Saulo! Você ganhou 50 pontos.']);
  });

  it('expiry reminder: configured and on, one message per customer and expiry date through the engine; off, none; not configured, the service notice', async () => {
    const [ligado, desligado, padrao] = [await criarPrograma(), await criarPrograma(), await criarPrograma()];
    await salvar(ligado, 'LembreteExpiracao', { modelo: '{nome}, vence em {proximaExpiracao}!', holdoutPercentual: 0 });
    await salvar(desligado, 'LembreteExpiracao', { modelo: '{nome}, vence em {proximaExpiracao}!', ativa: false });
    const clientes = [];
    for (const p of [ligado, desligado, padrao]) {
      const m = await membro(p, 'Lia Lembrada');
      await venderPara(p, m.cpf, 100);
      await venderPara(p, m.cpf, 50);
      clientes.push(m);
    }
    // Every lot of these programmes expires in 3 days: two sales, each a cashback and a points lot —
    // four service notices (one per lot) without the automation, one message per date with it.
    const expira = somarDias(dataLocal(new Date(), 'America/Sao_Paulo'), 3);
    await pool.query(
      `UPDATE lote SET data_expiracao = $2::date, expira_em = ($2::date + 1)::timestamp AT TIME ZONE 'America/Sao_Paulo'
        WHERE tenant_id = ANY($1::uuid[])`,
      [[ligado.tenantId, desligado.tenantId, padrao.tenantId], expira],
    );
    await enviarLembretesDeExpiracao();
    // The job is global and other test files run it on this shared database: a lot one of their
    // runs holds is skipped here (SKIP LOCKED) and written by it when it commits. Wait for that.
    await pool.query(`SELECT count(*) FROM (SELECT id FROM lote WHERE tenant_id = ANY($1::uuid[]) FOR SHARE) x`, [
      [ligado.tenantId, desligado.tenantId, padrao.tenantId],
    ]);

    expect(await destinatarios(ligado, 'LembreteExpiracao')).toEqual([
      { cliente_id: clientes[0]!.id, ocorrencia: `expira:${expira}`, grupo: 'Envio', status: 'Pendente' },
    ]);
    const eventos = async (p: Programa) =>
      (
        await pool.query<{ tipo: string }>(`SELECT tipo FROM evento_outbox WHERE tenant_id = $1 AND tipo = 'CreditoExpirando'`, [
          p.tenantId,
        ])
      ).rows.length;
    expect([await eventos(ligado), await eventos(desligado), await eventos(padrao)]).toEqual([0, 0, 4]);
    expect(await destinatarios(desligado, 'LembreteExpiracao')).toEqual([]);
  });

  it('switching an automation off cancels what was still waiting to leave', async () => {
    const p = await criarPrograma();
    const agora = new Date();
    await salvar(p, 'Aniversario', { modelo: 'Parabéns, {nome}!', holdoutPercentual: 0 });
    const a = await membro(p, 'Duda Dia', { dataNascimento: aniversarioHoje(agora) });
    await executarAutomacoes(agora);
    expect((await destinatarios(p, 'Aniversario')).map((d) => d.status)).toEqual(['Pendente']);
    const r = await salvar(p, 'Aniversario', { modelo: 'Parabéns, {nome}!', ativa: false });
    expect(r.corpo.dados).toMatchObject({ ativa: false, ativadaEm: null, envios: { enviados: 0, pendentes: 0, holdout: 0, ignorados: 1 } });
    expect(await destinatarios(p, 'Aniversario')).toEqual([
      {
        cliente_id: a.id,
        ocorrencia: agora.toISOString().slice(0, 4) === dataLocal(agora, FUSO).slice(0, 4) ? dataLocal(agora, FUSO).slice(0, 4) : '',
        grupo: 'Envio',
        status: 'Cancelado',
      },
    ]);
    // Off: a later run reaches nobody.
    const b = await membro(p, 'Edu Dia', { dataNascimento: aniversarioHoje(agora) });
    await executarAutomacoes(agora);
    expect((await destinatarios(p, 'Aniversario')).some((d) => d.cliente_id === b.id)).toBe(false);
  });
});

describe('automations: results against the holdout', () => {
  it('counts each recipient’s purchases in the N days after it was reached, only for finished windows, like a reference', async () => {
    const p = await criarPrograma();
    const agora = new Date();
    const r = await salvar(p, 'Aniversario', { modelo: 'Parabéns, {nome}!', holdoutPercentual: 50 });
    const campanhaId = r.corpo.dados.campanhaId as string;
    const membros: { id: string; cpf: string }[] = [];
    for (let i = 0; i < 10; i++) membros.push(await membro(p, `Rui${i} Reis`, { dataNascimento: aniversarioHoje(agora) }));
    await executarAutomacoes(agora);
    // The messages leave (no quiet hours: the test must not depend on the hour), and opt-outs follow.
    await pool.query(`INSERT INTO configuracao_comunicacao (tenant_id, silencio_inicio, silencio_fim) VALUES ($1, '00:00', '00:00')`, [
      p.tenantId,
    ]);
    await liberarEnvios({ agora: new Date(), campanhaId });
    for (;;) if ((await despacharOutbox({ tenantId: p.tenantId, tamanho: 100 })).reivindicados === 0) break;
    const recebeu = membros.find((m) => !noHoldout(campanhaId, m.id, 50))!;
    const controle = membros.find((m) => noHoldout(campanhaId, m.id, 50))!;
    // One who received the message leaves (twice: counted once); one of the control group, who got
    // nothing, leaves too: no message of the automation caused that.
    for (const cliente of [recebeu, recebeu, controle]) {
      esperarSucesso(
        await chamar('POST', '/api/v1/clube/descadastro', { query: { t: tokenDescadastro(cliente.id, p.tenantId, 'WhatsApp') } }),
        200,
        'Pronto: você não receberá mais mensagens de marketing por este canal.',
      );
    }
    // Reached 20 days ago: the 7- and 14-day windows have ended, the 30-day one has not.
    const alcancado = new Date(agora.getTime() - 20 * 86_400_000);
    await pool.query(`UPDATE destinatario_comunicacao SET criado_em = $2 WHERE campanha_id = $1`, [campanhaId, alcancado]);
    // Purchases 3 and 10 days after being reached (and one before, which never counts).
    const compras: { cliente: string; dia: number; valor: number }[] = [];
    for (const [i, m] of membros.entries()) {
      for (const dia of i % 3 === 0 ? [3, 10] : i % 3 === 1 ? [-2] : [10]) {
        const v = await venderPara(p, m.cpf, 40 + i);
        await pool.query(`UPDATE venda SET criado_em = $2 WHERE id = $1`, [v.vendaId, new Date(alcancado.getTime() + dia * 86_400_000)]);
        compras.push({ cliente: m.id, dia, valor: Number(v.valorFinal) });
      }
    }

    const grupo = (id: string) => (noHoldout(campanhaId, id, 50) ? 'holdout' : 'enviados');
    const referencia = (dias: number, g: 'enviados' | 'holdout') => {
      const ids = membros.map((m) => m.id).filter((id) => grupo(id) === g);
      const dentro = compras.filter((c) => ids.includes(c.cliente) && c.dia >= 0 && c.dia < dias);
      return {
        clientes: ids.length,
        compradores: new Set(dentro.map((c) => c.cliente)).size,
        compras: dentro.length,
        receita: dentro.reduce((s, c) => s + c.valor * 100, 0) / 100,
      };
    };
    const res = await resultadosAutomacao(p.tenantId, 'Aniversario', undefined, agora);
    expect(res.campanhaId).toBe(campanhaId);
    // The opt-outs its messages caused, as a campaign's contagens.descadastrosCausados.
    expect(res.descadastrosCausados).toBe(1);
    expect(res.janelas.map((j) => j.dias)).toEqual([7, 14, 30]);
    for (const j of res.janelas.slice(0, 2)) {
      expect(j.emAndamento).toBe(0);
      for (const g of ['enviados', 'holdout'] as const) {
        const ref = referencia(j.dias, g);
        expect({
          dias: j.dias,
          g,
          clientes: j[g].clientes,
          compradores: j[g].compradores,
          compras: j[g].compras,
          receita: Number(j[g].receita),
        }).toEqual({
          dias: j.dias,
          g,
          ...ref,
        });
      }
    }
    // 30 days: nobody has finished the window yet.
    expect(res.janelas[2]).toMatchObject({ emAndamento: 10, enviados: { clientes: 0 }, holdout: { clientes: 0 } });

    // The same through the route, any case in the path; an unknown automation is 404.
    const rota = await chamar('GET', '/api/v1/admin/automacoes/ANIVERSARIO/resultados', { token: p.admin.token, query: { dias: '14' } });
    expect(rota.status).toBe(200);
    expect(rota.corpo.dados.janelas).toEqual([JSON.parse(JSON.stringify(res.janelas[1]))]);
    expect(rota.corpo.dados.descadastrosCausados).toBe(1);
    const desconhecida = await chamar('GET', '/api/v1/admin/automacoes/sorteio/resultados', { token: p.admin.token });
    expect([desconhecida.status, desconhecida.corpo.erros]).toEqual([404, [MENSAGENS_AUTOMACAO.naoEncontrada]]);
  });
});
