// The cross-tenant matrix, generated from the OpenAPI document so that no endpoint can be
// forgotten: for EVERY admin operation, tenant A's manager and operator aimed at tenant B's
// objects (B's ids in the path, `tenantId` of B in query and body) get nothing of B's and change
// nothing of B's; club tokens and API keys are refused on admin routes; admin tokens are refused on
// PDV and club routes. Each area's own tests check the exact statuses and messages.
import { createHash } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { pool } from '@/lib/db';
import { operacoes } from '@/app/api/v1/openapi.json/operacoes';
import type { Operacao } from '@/lib/openapi/registro';
import { chamar } from '@/lib/testing/api';
import { cnpjAleatorio, cpfAleatorio, criarCampanha, criarLoja, criarTenant, criarUsuario } from '@/lib/testing/cenario';
import { emitirTokenClube } from '@/lib/domain/clube/sessao-clube';
import { recursoDoParametro } from '@/lib/testing/recurso-do-caminho';
import { esperarRecusa } from '@/lib/testing/esperar';

type Programa = {
  tenantId: string;
  chave: string;
  lojaId: string;
  cnpj: string;
  campanhaId: string;
  clienteId: string;
  nomeCliente: string;
  cpf: string;
  chaveId: string;
  usuarioId: string;
  gestorToken: string;
  operadorToken: string;
  checkoutId: string | null;
  segmentoId: string;
};

async function programa(rotulo: string): Promise<Programa> {
  const { tenantId, chave } = await criarTenant(`Matriz ${rotulo}`);
  const loja = await criarLoja(tenantId, { nome: `Loja ${rotulo}` });
  const campanha = await criarCampanha(tenantId, [loja.id], { tipo: 'Cashback' });
  const cpf = cpfAleatorio();
  const nomeCliente = `Cliente Matriz ${rotulo} ${Date.now()}`;
  const venda = await chamar('POST', '/api/v1/venda', {
    chave,
    corpo: {
      cnpjLoja: loja.cnpj,
      cpfCliente: cpf,
      valorVenda: 80,
      cliente: { nome: nomeCliente, email: `m${Date.now()}${rotulo}@example.com` },
    },
  });
  expect(venda.status).toBe(200);
  const gestor = await criarUsuario(tenantId, 'AdminTenant');
  const operador = await criarUsuario(tenantId, 'Operador');
  const { rows } = await pool.query<{ id: string }>(`SELECT id FROM chave_api WHERE tenant_id = $1 LIMIT 1`, [tenantId]);
  const checkout = await chamar('POST', '/api/v1/assinatura/checkout', { token: gestor.token, corpo: { plano: 'Rede' } });
  const segmento = await chamar('POST', '/api/v1/admin/segmentos', { token: gestor.token, corpo: { nome: `Segmento ${rotulo}` } });
  expect(segmento.status).toBe(201);
  return {
    tenantId,
    chave,
    lojaId: loja.id,
    cnpj: loja.cnpj,
    campanhaId: campanha.id,
    clienteId: venda.corpo.dados.clienteId,
    nomeCliente,
    cpf,
    chaveId: rows[0]!.id,
    usuarioId: gestor.id,
    gestorToken: gestor.token,
    operadorToken: operador.token,
    checkoutId: checkout.status === 200 ? checkout.corpo.dados.checkoutId : null,
    segmentoId: segmento.corpo.dados.id,
  };
}

/** Everything tenant B owns, as one fingerprint: any change to any of its rows changes it. */
async function retrato(tenantId: string): Promise<string> {
  const tabelas: [string, string][] = [
    ['tenant', 'id = $1'],
    ['loja', 'tenant_id = $1'],
    ['campanha', 'tenant_id = $1'],
    ['campanha_loja', 'loja_id IN (SELECT id FROM loja WHERE tenant_id = $1)'],
    ['chave_api', 'tenant_id = $1'],
    ['usuario_admin', 'tenant_id = $1'],
    ['cliente_tenant', 'tenant_id = $1'],
    ['cliente', 'id IN (SELECT cliente_id FROM cliente_tenant WHERE tenant_id = $1)'],
    ['venda', 'tenant_id = $1'],
    ['lote', 'tenant_id = $1'],
    ['movimentacao', 'tenant_id = $1'],
    ['assinatura', 'tenant_id = $1'],
    ['checkout_assinatura', 'tenant_id = $1'],
    ['segmento', 'tenant_id = $1'],
    ['preferencia_comunicacao', 'tenant_id = $1'],
  ];
  const partes: string[] = [];
  for (const [t, onde] of tabelas) {
    const { rows } = await pool.query(
      `SELECT coalesce(json_agg(x ORDER BY x::text), '[]') AS j FROM (SELECT * FROM ${t} WHERE ${onde}) x`,
      [tenantId],
    );
    partes.push(`${t}:${JSON.stringify(rows[0]!.j)}`);
  }
  return createHash('sha256').update(partes.join('\n')).digest('hex');
}

let A: Programa;
let B: Programa;
let tokenClubeA: string;

beforeAll(async () => {
  A = await programa('A');
  B = await programa('B');
  tokenClubeA = (await emitirTokenClube({ id: A.clienteId, versaoSessao: 1 })).token;
});

/** B's object for a path parameter, by the resource the path names. */
function idDeB(caminho: string, parametro: string): string {
  const recurso = recursoDoParametro(caminho, parametro);
  if (!recurso) return B.tenantId;
  const ids: Record<typeof recurso, string> = {
    tenant: B.tenantId,
    campanha: B.campanhaId,
    cliente: B.clienteId,
    loja: B.lojaId,
    chave: B.chaveId,
    usuario: B.usuarioId,
    segmento: B.segmentoId,
    checkout: B.checkoutId ?? '00000000-0000-4000-8000-000000000000',
  };
  return ids[recurso];
}

const temCampo = (schema: unknown, campo: string): boolean => {
  const forma = (schema as { shape?: Record<string, unknown>; _zod?: { def?: { in?: unknown; schema?: unknown } } }) ?? {};
  if (forma.shape) return campo in forma.shape;
  const interno = forma._zod?.def?.in ?? forma._zod?.def?.schema;
  return interno ? temCampo(interno, campo) : false;
};

/** The operation's documented example, aimed at B, with fresh unique values so A's writes never collide. */
function pedidoContraB(op: Operacao) {
  const caminho = op.caminho.replace(/\{(\w+)\}/g, (_, p: string) => idDeB(op.caminho, p));
  const query: Record<string, string> = {};
  for (const [k, v] of Object.entries((op.query?.exemplo ?? {}) as Record<string, unknown>))
    if (v !== undefined && v !== null) query[k] = String(v);
  if (op.query && temCampo(op.query.schema, 'tenantId')) query.tenantId = B.tenantId;
  let corpo: unknown;
  if (op.corpo) {
    const exemplo = JSON.parse(JSON.stringify(op.corpo.exemplos[0].valor)) as unknown;
    const trocar = (v: unknown): unknown => {
      if (typeof v === 'string') {
        if (/^\d{2}\.?[\dA-Z]{3}\.?[\dA-Z]{3}\/?[\dA-Z]{4}-?\d{2}$/i.test(v)) return cnpjAleatorio();
        if (/^[^@\s]+@[^@\s]+$/.test(v)) return `matriz-${Math.random().toString(36).slice(2)}@example.com`;
        if (/^\d{3}\.?\d{3}\.?\d{3}-?\d{2}$/.test(v)) return cpfAleatorio();
        return v;
      }
      if (Array.isArray(v)) return v.map(trocar);
      if (v && typeof v === 'object')
        return Object.fromEntries(Object.entries(v).map(([k, x]) => [k, k === 'lojaIds' ? [B.lojaId] : trocar(x)]));
      return v;
    };
    corpo = trocar(exemplo);
    if (corpo && typeof corpo === 'object' && !Array.isArray(corpo) && temCampo(op.corpo.schema, 'tenantId')) {
      (corpo as Record<string, unknown>).tenantId = B.tenantId;
    }
  }
  return { caminho, query, corpo };
}

const segredosDeB = () => [B.tenantId, B.lojaId, B.cnpj, B.campanhaId, B.clienteId, B.nomeCliente, B.cpf, B.chaveId, B.usuarioId];

const admin = operacoes.filter((o) => o.seguranca === 'bearerAdmin');
const pdv = operacoes.filter((o) => o.seguranca === 'apiKey');
const clube = operacoes.filter((o) => o.seguranca === 'bearerClube');

describe('cross-tenant matrix (every admin operation of the OpenAPI document)', () => {
  it('covers the admin API', () => {
    expect(admin.length).toBeGreaterThan(40);
  });

  it.each(admin.map((o) => [`${o.metodo} ${o.caminho}`, o] as const))(
    '%s: tenant A gets nothing of B and changes nothing of B',
    async (_, op) => {
      const antes = await retrato(B.tenantId);
      for (const [perfil, token] of [
        ['AdminTenant', A.gestorToken],
        ['Operador', A.operadorToken],
      ] as const) {
        const { caminho, query, corpo } = pedidoContraB(op);
        const r = await chamar(op.metodo, caminho, { token, query, corpo });
        expect(r.status, `${perfil}: ${r.texto.slice(0, 300)}`).not.toBe(500);
        if (r.status < 300) {
          for (const segredo of segredosDeB())
            expect(r.texto, `${perfil} ${op.metodo} ${caminho} revealed ${segredo}`).not.toContain(segredo);
        } else {
          expect([400, 401, 403, 404, 422], `${perfil}: ${r.texto.slice(0, 300)}`).toContain(r.status);
        }
      }
      expect(await retrato(B.tenantId)).toBe(antes);
    },
  );

  it.each(admin.map((o) => [`${o.metodo} ${o.caminho}`, o] as const))('%s: refuses club tokens and API keys', async (_, op) => {
    const { caminho, query, corpo } = pedidoContraB(op);
    for (const credencial of [{ token: tokenClubeA }, { chave: A.chave }]) {
      const r = await chamar(op.metodo, caminho, { ...credencial, query, corpo });
      esperarRecusa(r, 401, 'Não autorizado.');
    }
  });
});

describe('admin tokens on PDV and club routes', () => {
  it.each([...pdv, ...clube].map((o) => [`${o.metodo} ${o.caminho}`, o] as const))('%s: refuses admin tokens', async (_, op) => {
    const caminho = op.caminho.replace(/\{(\w+)\}/g, () => B.tenantId);
    const corpo = op.corpo ? op.corpo.exemplos[0].valor : undefined;
    const r = await chamar(op.metodo, caminho, { token: A.gestorToken, corpo, query: (op.query?.exemplo ?? {}) as Record<string, string> });
    esperarRecusa(r, 401, 'Não autorizado.');
  });

  it.each(clube.map((o) => [`${o.metodo} ${o.caminho}`, o] as const))('%s: refuses API keys', async (_, op) => {
    const r = await chamar(op.metodo, op.caminho, { chave: A.chave, corpo: op.corpo ? op.corpo.exemplos[0].valor : undefined });
    expect(r.status).toBe(401);
  });
});
