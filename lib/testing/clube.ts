// Helpers of the route tests that sell through the PDV and log customers into the club the way a
// store and a customer do: the sale creates the customer, the PIN is read from the development
// sink after the outbox delivers it.
import 'server-only';
import { expect } from 'vitest';
import { prisma } from '@/lib/db';
import { chamar } from '@/lib/testing/api';
import { cenarioPadrao, cpfAleatorio } from '@/lib/testing/cenario';
import { venderPara } from '@/lib/testing/cenario-clientes';
import { despacharOutbox } from '@/lib/notificacoes/despachar-outbox';

const aleatorio = (n: number) => Math.floor(Math.random() * n);

/** A random private IP, so that the per-IP rate limits of one test never touch another's. */
export const ipAleatorio = () => `172.${16 + aleatorio(16)}.${aleatorio(250)}.${aleatorio(250) + 1}`;

/** A customer of a store of a new programme, with the given contacts, created by a sale. */
export async function clienteComVenda(cliente: Record<string, string> = { email: 'ana@example.com', telefone: '11988887777' }) {
  const c = await cenarioPadrao();
  const cpf = cpfAleatorio();
  const dados = await venderPara(c, cpf, 100, { cliente: { nome: 'Ana Souza', ...cliente } });
  return { ...c, cpf, clienteId: dados.clienteId as string };
}

/** Delivers this customer's latest PIN event through the development sink; the PIN and where it went. */
export async function pinDoSink(clienteId: string): Promise<{ pin: string; destino: string }> {
  const ev = await prisma.eventoOutbox.findFirstOrThrow({
    where: { tipo: 'PinClube', payload: { path: ['clienteId'], equals: clienteId } },
    orderBy: { criadoEm: 'desc' },
  });
  await despacharOutbox({ ids: [ev.id] });
  const msg = await prisma.mensagemDev.findUniqueOrThrow({ where: { chave: ev.id } });
  const pin = /é (\d{6})\./.exec(msg.texto)?.[1];
  expect(pin).toBeDefined();
  // Once delivered, the PIN no longer sits in the outbox.
  expect((await prisma.eventoOutbox.findUniqueOrThrow({ where: { id: ev.id } })).payload).not.toHaveProperty('pin');
  return { pin: pin!, destino: msg.destino };
}

/** Asks for a PIN and logs in with it: the club token, the QR token and where the PIN went. */
export async function entrarNoClube(cpf: string, clienteId: string, canal: 'email' | 'whatsapp' = 'email') {
  expect((await chamar('POST', '/api/v1/clube/auth/solicitar-pin', { ip: ipAleatorio(), corpo: { cpf, canal } })).status).toBe(200);
  const { pin, destino } = await pinDoSink(clienteId);
  const r = await chamar('POST', '/api/v1/clube/auth/login', { ip: ipAleatorio(), corpo: { cpf, pin } });
  expect(r.status).toBe(200);
  return { token: r.corpo.dados.token as string, qrToken: r.corpo.dados.qrToken as string, destino };
}

/** Delivers a club sign-up's code event through the development sink: the code and the message. */
export async function codigoDoSink(cadastroId: string) {
  const ev = await prisma.eventoOutbox.findFirstOrThrow({
    where: { tipo: 'CadastroClube', payload: { path: ['cadastroId'], equals: cadastroId } },
  });
  expect(ev.payload).toHaveProperty('pin');
  await despacharOutbox({ ids: [ev.id] });
  const msg = await prisma.mensagemDev.findUniqueOrThrow({ where: { chave: ev.id } });
  const codigo = /é (\d{6})\./.exec(msg.texto)?.[1];
  expect(codigo).toBeDefined();
  // Once delivered, the code no longer sits in the outbox.
  const depois = await prisma.eventoOutbox.findUniqueOrThrow({ where: { id: ev.id } });
  expect(depois.status).toBe('Enviado');
  expect(depois.payload).not.toHaveProperty('pin');
  return { codigo: codigo!, msg, evento: ev };
}
