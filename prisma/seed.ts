// npm run db:seed: loads the demo data set (prisma/demo.ts) into DATABASE_URL (required).
// `npm start` calls `semearDemo` in-process on every start with the
// embedded database, so the seed is idempotent: each row has a fixed id and is inserted only
// when absent (ON CONFLICT DO NOTHING). A second run inserts nothing and, on purpose, does not
// put back values someone changed in the panel (a campaign edited, a key revoked, a password
// changed): restarting the app must not undo the user's work.
//
// It talks to the database through one short-lived pg.Client, not lib/db.ts: that module builds
// the app's pool from the environment at import time, and the embedded database serves one
// connection at a time.
import pg from 'pg';
import { hashChave } from '../lib/domain/acesso/chave-api';
import { gerarHashSenha } from '../lib/domain/acesso/senha';
import { formatarCnpj } from '../lib/documentos/cnpj';
import { urlDoBancoAlvo } from '../scripts/lib/url-banco';
import { CAMPANHAS_DEMO, CHAVES_DEMO, LOJAS_DEMO, TENANT_DEMO, USUARIOS_DEMO, prefixoDaChave } from './demo';

export type TabelaDemo = 'tenant' | 'loja' | 'chave_api' | 'campanha' | 'campanha_loja' | 'usuario_admin';

export type ResultadoSeed = {
  /** Rows this run inserted, per table: all zero on a re-run. */
  inseridos: Record<TabelaDemo, number>;
  /** Demo rows that could not be created because other data occupies their place. */
  avisos: string[];
  /** pt-BR summary with the API keys, CNPJs and logins, for the console. */
  banner: string;
};

const INSERIR_CAMPANHA = `
  INSERT INTO campanha (
    id, tenant_id, nome, tipo, status, percentual_cashback, pontos_por_real, compra_minima,
    validade_dias, modo_cashback, dias_liberacao, resgate_minimo, percentual_maximo_resgate,
    pontos_minimos_para_resgate, permite_uso_parcial_de_pontos, permite_checkout_cashback_na_venda,
    permite_desconto_sobre_cashback_gerado, permite_cashback_em_resgate)
  VALUES ($1, $2, $3, $4::"TipoBeneficio", $5::"StatusCampanha", $6, $7, $8, $9, $10::"ModoCashback",
          $11, $12, $13, $14, $15, $16, $17, $18)
  ON CONFLICT DO NOTHING`;

export async function semearDemo(connectionString: string): Promise<ResultadoSeed> {
  const cliente = new pg.Client({ connectionString });
  await cliente.connect();
  const inseridos: Record<TabelaDemo, number> = {
    tenant: 0,
    loja: 0,
    chave_api: 0,
    campanha: 0,
    campanha_loja: 0,
    usuario_admin: 0,
  };
  const avisos: string[] = [];
  try {
    // argon2id costs tens of milliseconds per hash: hash only for users that do not exist yet.
    const usuarios = Object.values(USUARIOS_DEMO);
    const { rows: existentes } = await cliente.query<{ email: string }>('SELECT email FROM usuario_admin WHERE email = ANY($1::text[])', [
      usuarios.map((u) => u.email),
    ]);
    const jaExistem = new Set(existentes.map((r) => r.email));
    const hashes = new Map<string, string>();
    for (const u of usuarios) if (!jaExistem.has(u.email)) hashes.set(u.email, await gerarHashSenha(u.senha));

    await cliente.query('BEGIN');
    const inserir = async (tabela: TabelaDemo, texto: string, valores: unknown[]) => {
      const r = await cliente.query(texto, valores);
      inseridos[tabela] += r.rowCount ?? 0;
    };

    await inserir('tenant', 'INSERT INTO tenant (id, nome, ativo) VALUES ($1, $2, true) ON CONFLICT DO NOTHING', [
      TENANT_DEMO.id,
      TENANT_DEMO.nome,
    ]);

    for (const loja of Object.values(LOJAS_DEMO)) {
      // No conflict target: a CNPJ already used by another store also lands here, and is
      // reported below instead of aborting the whole start-up.
      await inserir(
        'loja',
        `INSERT INTO loja (id, tenant_id, cnpj, nome, ativo, fuso_horario) VALUES ($1, $2, $3, $4, true, $5)
         ON CONFLICT DO NOTHING`,
        [loja.id, TENANT_DEMO.id, loja.cnpj, loja.nome, loja.fusoHorario],
      );
    }

    for (const chave of Object.values(CHAVES_DEMO)) {
      await inserir(
        'chave_api',
        `INSERT INTO chave_api (id, tenant_id, nome, prefixo, hash, ambiente) VALUES ($1, $2, $3, $4, $5, $6::"AmbienteChave")
         ON CONFLICT DO NOTHING`,
        [chave.id, TENANT_DEMO.id, chave.nome, prefixoDaChave(chave.valor), hashChave(chave.valor), chave.ambiente],
      );
    }

    const { rows: lojasPresentes } = await cliente.query<{ id: string }>(
      'SELECT id FROM loja WHERE id = ANY($1::uuid[]) AND tenant_id = $2',
      [Object.values(LOJAS_DEMO).map((l) => l.id), TENANT_DEMO.id],
    );
    const lojas = new Set(lojasPresentes.map((r) => r.id));
    for (const l of Object.values(LOJAS_DEMO)) {
      if (!lojas.has(l.id)) avisos.push(`Loja "${l.nome}" não criada: o CNPJ ${l.cnpj} já pertence a outra loja.`);
    }

    for (const c of Object.values(CAMPANHAS_DEMO)) {
      if (!lojas.has(c.lojaId)) continue;
      // A campaign and its store link go in together: a new campaign that cannot be linked is
      // undone, so the seed never leaves an active campaign without a store.
      await cliente.query('SAVEPOINT campanha_demo');
      const novaCampanha = await cliente.query(INSERIR_CAMPANHA, [
        c.id,
        TENANT_DEMO.id,
        c.nome,
        c.tipo,
        c.status,
        c.percentualCashback,
        c.pontosPorReal,
        c.compraMinima,
        c.validadeDias,
        c.modoCashback,
        c.diasLiberacao,
        c.resgateMinimo,
        c.percentualMaximoResgate,
        c.pontosMinimosParaResgate,
        c.permiteUsoParcialDePontos,
        c.permiteCheckoutCashbackNaVenda,
        c.permiteDescontoSobreCashbackGerado,
        c.permiteCashbackEmResgate,
      ]);
      // No conflict target either: besides the primary key, the partial unique index
      // campanha_loja_uma_ativa_por_tipo (one active campaign per type per store) may already
      // be taken by a campaign the user activated in the panel. Theirs wins.
      const novoVinculo = await cliente.query(
        `INSERT INTO campanha_loja (campanha_id, loja_id, tipo, ativa)
         SELECT id, $2, tipo, status = 'Ativa' FROM campanha WHERE id = $1
         ON CONFLICT DO NOTHING`,
        [c.id, c.lojaId],
      );
      const vinculada =
        !!novoVinculo.rowCount ||
        !!(await cliente.query('SELECT 1 FROM campanha_loja WHERE campanha_id = $1 AND loja_id = $2', [c.id, c.lojaId])).rowCount;
      if (vinculada) {
        await cliente.query('RELEASE SAVEPOINT campanha_demo');
        inseridos.campanha += novaCampanha.rowCount ?? 0;
        inseridos.campanha_loja += novoVinculo.rowCount ?? 0;
      } else {
        await cliente.query('ROLLBACK TO SAVEPOINT campanha_demo');
        avisos.push(
          `Campanha "${c.nome}" ${novaCampanha.rowCount ? 'não criada' : 'não vinculada'}: ` +
            `a loja já tem outra campanha de ${c.tipo} ativa.`,
        );
      }
    }

    for (const u of usuarios) {
      const hash = hashes.get(u.email);
      if (!hash) continue; // exists: keep its password, profile and session version as they are
      await inserir(
        'usuario_admin',
        `INSERT INTO usuario_admin (id, tenant_id, nome, email, senha_hash, perfil, ativo)
         VALUES ($1, $2, $3, $4, $5, $6::"PerfilAdmin", true)
         ON CONFLICT DO NOTHING`,
        [u.id, u.tenantId, u.nome, u.email, hash, u.perfil],
      );
    }

    const { rows: revogadas } = await cliente.query<{ id: string }>(
      'SELECT id FROM chave_api WHERE id = ANY($1::uuid[]) AND revogada_em IS NOT NULL',
      [Object.values(CHAVES_DEMO).map((k) => k.id)],
    );
    await cliente.query('COMMIT');

    const chavesRevogadas = new Set(revogadas.map((r) => r.id));
    return { inseridos, avisos, banner: montarBanner(chavesRevogadas, lojas, avisos) };
  } catch (e) {
    await cliente.query('ROLLBACK').catch(() => {});
    if ((e as { code?: string }).code === '42P01') {
      throw new Error('As tabelas do banco ainda não existem: aplique as migrações antes (npm run db:migrate).', { cause: e });
    }
    throw e;
  } finally {
    await cliente.end().catch(() => {});
  }
}

function montarBanner(revogadas: Set<string>, lojas: Set<string>, avisos: string[]): string {
  const chave = (k: { id: string; valor: string }) => `${k.valor}${revogadas.has(k.id) ? '  (revogada no painel)' : ''}`;
  const loja = (l: { id: string; cnpj: string }) =>
    lojas.has(l.id) ? `CNPJ ${l.cnpj} (${formatarCnpj(l.cnpj)})` : 'não criada (veja o aviso abaixo)';
  const login = (u: { email: string; senha: string }) => `${u.email} / ${u.senha}`;
  const itens: [string, string][] = [
    ['Chave de API (produção)', chave(CHAVES_DEMO.producao)],
    ['Chave de API (sandbox)', chave(CHAVES_DEMO.teste)],
    [`Loja ${LOJAS_DEMO.centro.nome}`, loja(LOJAS_DEMO.centro)],
    [`Loja ${LOJAS_DEMO.shopping.nome}`, loja(LOJAS_DEMO.shopping)],
    ['Login SuperAdmin', login(USUARIOS_DEMO.superAdmin)],
    ['Login AdminTenant', login(USUARIOS_DEMO.gerente)],
    ['Login Operador', login(USUARIOS_DEMO.caixa)],
  ];
  const rotulo = Math.max(...itens.map(([r]) => r.length)) + 1;
  const linhas = [
    `Dados de demonstração — tenant "${TENANT_DEMO.nome}"`,
    ...itens.map(([r, v]) => `  ${`${r}:`.padEnd(rotulo)} ${v}`),
    '  (senhas da primeira carga; se foram trocadas no painel, valem as novas)',
    ...avisos.map((a) => `  Aviso: ${a}`),
  ];
  const largura = Math.max(...linhas.map((l) => l.length));
  const regua = '─'.repeat(largura);
  return [regua, ...linhas, regua].join('\n');
}

// Run as a script (`npm run db:seed`), not when imported by scripts/start.ts or a test.
if (process.argv[1] && /prisma[\\/]seed\.ts$/.test(process.argv[1])) {
  semearDemo(urlDoBancoAlvo())
    .then((r) => {
      const total = Object.values(r.inseridos).reduce((s, n) => s + n, 0);
      console.log(total ? `Linhas inseridas: ${JSON.stringify(r.inseridos)}` : 'Dados de demonstração já estavam carregados.');
      console.log(r.banner);
    })
    .catch((e) => {
      console.error(e instanceof Error ? e.message : e);
      process.exit(1);
    });
}
