// Fixtures of the panel's customer tests: a programme (tenant, store, the usual Cashback 10 % and
// Pontos 1/R$ campaigns) with a manager and a cashier operator, and customers registered and
// credited through the real PDV endpoints, so balances come from real sales.
import 'server-only';
import { expect } from 'vitest';
import { chamar } from '@/lib/testing/api';
import { cenarioPadrao, criarUsuario } from '@/lib/testing/cenario';
import { cpfValido } from '@/lib/documentos/cpf';

export type Programa = Awaited<ReturnType<typeof criarPrograma>>;

export async function criarPrograma() {
  const c = await cenarioPadrao();
  const admin = await criarUsuario(c.tenantId, 'AdminTenant');
  const operador = await criarUsuario(c.tenantId, 'Operador');
  return { ...c, admin, operador };
}

/** POST /api/v1/cliente through the programme's API key; returns the customer id. */
export async function cadastrarPeloPdv(
  p: Pick<Programa, 'chave'>,
  cpf: string,
  d: { nome: string; email?: string; telefone?: string; dataNascimento?: string },
): Promise<string> {
  const r = await chamar('POST', '/api/v1/cliente', {
    chave: p.chave,
    corpo: { cpf, nome: d.nome, email: d.email ?? '', telefone: d.telefone ?? '', dataNascimento: d.dataNascimento, aceiteLgpd: true },
  });
  expect([200, 201]).toContain(r.status);
  return r.corpo.dados.clienteId as string;
}

/** POST /api/v1/venda in the programme's store; returns the VendaResponse. */
export async function venderPara(
  p: { chave: string; loja: { cnpj: string } },
  cpf: string,
  valorVenda: number,
  extra: Record<string, unknown> = {},
) {
  const r = await chamar('POST', '/api/v1/venda', {
    chave: p.chave,
    corpo: { cnpjLoja: p.loja.cnpj, cpfCliente: cpf, valorVenda, ...extra },
  });
  expect(r.status, JSON.stringify(r.corpo.erros)).toBe(200);
  return r.corpo.dados;
}

/** GET /api/v1/resgate/saldo: the PDV's view of the balance. */
export async function saldoNoPdv(p: Pick<Programa, 'chave' | 'loja'>, cpf: string) {
  return chamar('GET', '/api/v1/resgate/saldo', { chave: p.chave, query: { cnpjLoja: p.loja.cnpj, cpfCliente: cpf } });
}

/** Every string value of a JSON document, at any depth, with the key it is under. */
export function textosDoJson(v: unknown, chave = ''): [string, string][] {
  if (typeof v === 'string') return [[chave, v]];
  if (Array.isArray(v)) return v.flatMap((x) => textosDoJson(x, chave));
  if (v && typeof v === 'object') return Object.entries(v).flatMap(([k, x]) => textosDoJson(x, k));
  return [];
}

/**
 * Asserts no value in the JSON is a full CPF: formatted `xxx.xxx.xxx-xx`, or 11 digits that pass
 * the CPF check digits (phones also have 11 digits: their field is left out).
 */
export function semCpfCompleto(v: unknown) {
  const cpfs = textosDoJson(v).filter(
    ([chave, s]) => /^\d{3}\.\d{3}\.\d{3}-\d{2}$/.test(s.trim()) || (chave !== 'telefone' && /^\d{11}$/.test(s.trim()) && cpfValido(s)),
  );
  expect(cpfs).toEqual([]);
}
