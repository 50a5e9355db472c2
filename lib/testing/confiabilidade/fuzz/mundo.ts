// The fuzz's world: one programme with every kind of credential (PDV key, an admin token of each
// profile, a club token, the cron secret) and an object of each resource for path parameters. A
// request that succeeds in writing something may have changed the world (revoked the key,
// deactivated the store...), so the world is rebuilt before the next request; rejected requests
// change nothing (that is what the fuzz checks), so the world usually lasts a whole operation.
import { randomInt } from 'node:crypto';
import { pool, prisma } from '@/lib/db';
import { chamar } from '@/lib/testing/api';
import { cpfAleatorio, criarCampanha, criarLoja, criarTenant } from '@/lib/testing/cenario';
import { gerarHashSenha } from '@/lib/domain/acesso/senha';
import { emitirTokenAdmin } from '@/lib/domain/acesso/sessao-admin';
import { emitirTokenClube } from '@/lib/domain/clube/sessao-clube';
import type { Seguranca } from '@/lib/openapi/registro';

export type Perfil = 'SuperAdmin' | 'AdminTenant' | 'Operador';

export type Mundo = {
  tenantId: string;
  chave: string;
  chaveId: string;
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
  apiKey: [{ nome: 'chave PDV', opcoes: (m) => ({ chave: m.chave }) }],
  bearerAdmin: (['SuperAdmin', 'AdminTenant', 'Operador'] as const).map((p) => ({ nome: p, opcoes: (m: Mundo) => ({ token: m.usuarios[p].token }) })),
  bearerClube: [{ nome: 'cliente do clube', opcoes: (m) => ({ token: m.tokenClube }) }],
  cronSecret: [{ nome: 'segredo do cron', opcoes: () => ({ headers: { authorization: `Bearer ${process.env.CRON_SECRET}` } }) }],
  nenhuma: [{ nome: 'sem credencial', opcoes: () => ({}) }],
};

let hashSenha: Promise<string> | undefined;

async function usuario(tenantId: string | null, perfil: Perfil) {
  hashSenha ??= gerarHashSenha('Senha@12345'); // argon2 once per file, not per world
  const u = await prisma.usuarioAdmin.create({
    data: { tenantId, perfil, email: `fuzz-${perfil.toLowerCase()}-${randomInt(1e12)}@teste.dev`, nome: `Fuzz ${perfil}`, senhaHash: await hashSenha },
  });
  return { id: u.id, token: (await emitirTokenAdmin(u)).token };
}

async function criarMundo(): Promise<Mundo> {
  const { tenantId, chave } = await criarTenant('Fuzz');
  const loja = await criarLoja(tenantId, { nome: 'Loja Fuzz' });
  const campanha = await criarCampanha(tenantId, [loja.id], {
    tipo: 'Cashback',
    permiteCheckoutCashbackNaVenda: true,
    permiteDescontoSobreCashbackGerado: true,
  });
  await criarCampanha(tenantId, [loja.id], { tipo: 'Pontos' });
  const cpf = cpfAleatorio();
  const documentoExterno = `FUZZ-${randomInt(1e9)}`;
  const venda = await chamar('POST', '/api/v1/venda', {
    chave,
    corpo: { cnpjLoja: loja.cnpj, cpfCliente: cpf, valorVenda: 120, documentoExterno, cliente: { nome: 'Cliente Fuzz', email: `fuzz${randomInt(1e12)}@example.com` } },
  });
  if (venda.status !== 200) throw new Error(`mundo do fuzz: venda inicial recusada: ${venda.texto}`);
  const clienteId = venda.corpo.dados.clienteId as string;
  const { rows } = await pool.query<{ chave_id: string; qr_token: string }>(
    `SELECT (SELECT id FROM chave_api WHERE tenant_id = $1 LIMIT 1) AS chave_id, (SELECT qr_token FROM cliente WHERE id = $2) AS qr_token`,
    [tenantId, clienteId],
  );
  return {
    tenantId,
    chave,
    chaveId: rows[0]!.chave_id,
    lojaId: loja.id,
    cnpj: loja.cnpj,
    campanhaId: campanha.id,
    clienteId,
    cpf,
    qrToken: rows[0]!.qr_token,
    vendaId: venda.corpo.dados.vendaId as string,
    documentoExterno,
    usuarios: {
      SuperAdmin: await usuario(null, 'SuperAdmin'),
      AdminTenant: await usuario(tenantId, 'AdminTenant'),
      Operador: await usuario(tenantId, 'Operador'),
    },
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
