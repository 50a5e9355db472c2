// The fuzz's world: one programme with every kind of credential (PDV key, an admin token of each
// profile, a club token, the cron secret) and an object of each resource for path parameters. A
// request that succeeds in changing or deleting rows of the world's tables may have broken it
// (revoked the key, deactivated the store or a user, erased the customer...), so the world is
// rebuilt before the next request; rejected requests change nothing (that is what the fuzz
// checks), so a world usually lasts many requests.
import 'server-only';
import { randomInt } from 'node:crypto';
import { pool } from '@/lib/db';
import { chamar } from '@/lib/testing/api';
import { cnpjAleatorio, cpfAleatorio } from '@/lib/testing/cenario';
import { gerarChave } from '@/lib/domain/acesso/chave-api';
import { gerarHashSenha } from '@/lib/domain/acesso/senha';
import { emitirTokenAdmin } from '@/lib/domain/acesso/sessao-admin';
import { emitirTokenClube } from '@/lib/domain/clube/sessao-clube';
import type { Seguranca } from '@/lib/openapi/registro';

export type Perfil = 'SuperAdmin' | 'AdminTenant' | 'Operador';

export type Mundo = {
  tenantId: string;
  chave: string;
  chaveId: string;
  /** A test key (`fid_test_…`) of the same tenant: it acts on the sandbox (docs/sandbox.md). */
  chaveTeste: string;
  lojaId: string;
  cnpj: string;
  campanhaId: string;
  clienteId: string;
  cpf: string;
  qrToken: string;
  vendaId: string;
  documentoExterno: string;
  usuarios: Record<Perfil, { id: string; token: string }>;
  tokenClube: string;
};

/** A credential of one audience, as lib/testing/api.ts sends it. */
export type Credencial = { nome: string; opcoes: (m: Mundo) => { chave?: string; token?: string; headers?: Record<string, string> } };

export const CREDENCIAIS: Record<Seguranca, Credencial[]> = {
  apiKey: [
    { nome: 'chave PDV', opcoes: (m) => ({ chave: m.chave }) },
    { nome: 'chave PDV de teste', opcoes: (m) => ({ chave: m.chaveTeste }) },
  ],
  bearerAdmin: (['SuperAdmin', 'AdminTenant', 'Operador'] as const).map((p) => ({
    nome: p,
    opcoes: (m: Mundo) => ({ token: m.usuarios[p].token }),
  })),
  bearerClube: [{ nome: 'cliente do clube', opcoes: (m) => ({ token: m.tokenClube }) }],
  cronSecret: [{ nome: 'segredo do cron', opcoes: () => ({ headers: { authorization: `Bearer ${process.env.CRON_SECRET}` } }) }],
  nenhuma: [{ nome: 'sem credencial', opcoes: () => ({}) }],
};

let hashSenha: Promise<string> | undefined;

/** Tenant, key, store, a Cashback and a Pontos campaign and the three admin users, in one round trip. */
const S_MUNDO = `
  WITH t AS (INSERT INTO tenant (nome) VALUES ('Fuzz') RETURNING id),
  k AS (INSERT INTO chave_api (tenant_id, nome, prefixo, hash) SELECT t.id, 'PDV', $1, $2 FROM t RETURNING id),
  kt AS (INSERT INTO chave_api (tenant_id, nome, prefixo, hash, ambiente)
         SELECT t.id, 'PDV teste', $6, $7, 'Teste'::"AmbienteChave" FROM t RETURNING id),
  l AS (INSERT INTO loja (tenant_id, cnpj, nome) SELECT t.id, $3, 'Loja Fuzz' FROM t RETURNING id),
  c AS (INSERT INTO campanha (tenant_id, nome, tipo, status, percentual_cashback, permite_checkout_cashback_na_venda,
                              permite_desconto_sobre_cashback_gerado)
        SELECT t.id, 'Cashback 10%', 'Cashback'::"TipoBeneficio", 'Ativa'::"StatusCampanha", 10, true, true FROM t RETURNING id),
  p AS (INSERT INTO campanha (tenant_id, nome, tipo, status, pontos_por_real) SELECT t.id, 'Pontos 1 por real', 'Pontos'::"TipoBeneficio", 'Ativa'::"StatusCampanha", 1 FROM t RETURNING id),
  cl AS (INSERT INTO campanha_loja (campanha_id, loja_id, tipo, ativa)
         SELECT c.id, l.id, 'Cashback'::"TipoBeneficio", true FROM c, l UNION ALL SELECT p.id, l.id, 'Pontos'::"TipoBeneficio", true FROM p, l),
  u AS (INSERT INTO usuario_admin (tenant_id, perfil, email, nome, senha_hash)
        SELECT CASE WHEN x.perfil = 'SuperAdmin' THEN NULL ELSE t.id END, x.perfil::"PerfilAdmin", x.perfil || '-' || $4 || '@fuzz.dev', 'Fuzz ' || x.perfil, $5
          FROM t, (VALUES ('SuperAdmin'), ('AdminTenant'), ('Operador')) x(perfil)
        RETURNING id, tenant_id, perfil::text, versao_sessao)
  SELECT t.id AS tenant_id, k.id AS chave_id, l.id AS loja_id, c.id AS campanha_id,
         (SELECT json_agg(u) FROM u) AS usuarios
    FROM t, k, kt, l, c`;

async function criarMundo(): Promise<Mundo> {
  hashSenha ??= gerarHashSenha('Senha@12345'); // argon2 once per file, not per world
  const k = gerarChave('Producao');
  const kt = gerarChave('Teste');
  const cnpj = cnpjAleatorio();
  const { rows } = await pool.query(S_MUNDO, [k.prefixo, k.hash, cnpj, randomInt(1e12), await hashSenha, kt.prefixo, kt.hash]);
  const r = rows[0] as {
    tenant_id: string;
    chave_id: string;
    loja_id: string;
    campanha_id: string;
    usuarios: { id: string; tenant_id: string | null; perfil: Perfil; versao_sessao: number }[];
  };
  const cpf = cpfAleatorio();
  const documentoExterno = `FUZZ-${randomInt(1e9)}`;
  const venda = await chamar('POST', '/api/v1/venda', {
    chave: k.chave,
    corpo: {
      cnpjLoja: cnpj,
      cpfCliente: cpf,
      valorVenda: 120,
      documentoExterno,
      cliente: { nome: 'Cliente Fuzz', email: `fuzz${randomInt(1e12)}@example.com` },
    },
  });
  if (venda.status !== 200) throw new Error(`mundo do fuzz: venda inicial recusada: ${venda.texto}`);
  const clienteId = venda.corpo.dados.clienteId as string;
  // The sandbox is created (stores and campaigns copied) by the first call with the test key: made
  // here, so that a rejected fuzzed request with that key records nothing.
  const sandbox = await chamar('GET', '/api/v1/configuracao', { chave: kt.chave, query: { cnpjLoja: cnpj } });
  if (sandbox.status !== 200) throw new Error(`mundo do fuzz: sandbox não aberta: ${sandbox.texto}`);
  const { rows: q } = await pool.query<{ qr_token: string }>(`SELECT qr_token FROM cliente WHERE id = $1`, [clienteId]);
  const usuarios = {} as Mundo['usuarios'];
  for (const u of r.usuarios) {
    const token = (await emitirTokenAdmin({ id: u.id, perfil: u.perfil, tenantId: u.tenant_id, versaoSessao: u.versao_sessao })).token;
    usuarios[u.perfil] = { id: u.id, token };
  }
  return {
    tenantId: r.tenant_id,
    chave: k.chave,
    chaveId: r.chave_id,
    chaveTeste: kt.chave,
    lojaId: r.loja_id,
    cnpj,
    campanhaId: r.campanha_id,
    clienteId,
    cpf,
    qrToken: q[0]!.qr_token,
    vendaId: venda.corpo.dados.vendaId as string,
    documentoExterno,
    usuarios,
    tokenClube: (await emitirTokenClube({ id: clienteId, versaoSessao: 1 })).token,
  };
}

let atual: Mundo | null = null;
export let mundosCriados = 0;

/** The current world, rebuilt if the last request may have changed it. */
export async function mundo(): Promise<Mundo> {
  if (!atual) {
    atual = await criarMundo();
    mundosCriados++;
  }
  return atual;
}

export function sujarMundo() {
  atual = null;
}
