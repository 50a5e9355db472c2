// The public side of the unsubscribe link (docs/comunicacao.md, "Descadastro"): read what the
// token names (the club's confirmation page shows the programme and the channel), and confirm.
import 'server-only';
import { prisma } from '@/lib/db';
import { ErroDeNegocio } from '@/lib/erros';
import { lerTokenDescadastro, registrarDescadastro, type CanalMarketing } from './descadastro';
import { MENSAGENS_COMUNICACAO } from './mensagens';

export type DescadastroResponse = { programa: string; canal: CanalMarketing; inscrito: boolean };

async function ler(token: string) {
  const c = lerTokenDescadastro(token);
  if (!c) throw new ErroDeNegocio(404, MENSAGENS_COMUNICACAO.descadastroInvalido);
  const t = await prisma.tenant.findUnique({ where: { id: c.t }, select: { nome: true } });
  if (!t) throw new ErroDeNegocio(404, MENSAGENS_COMUNICACAO.descadastroInvalido);
  const pc = await prisma.preferenciaComunicacao.findUnique({ where: { tenantId_clienteId: { tenantId: c.t, clienteId: c.c } } });
  return { c, programa: t.nome, inscrito: !!(c.k === 'WhatsApp' ? pc?.whatsapp : pc?.email) };
}

export async function lerDescadastro(token: string): Promise<DescadastroResponse> {
  const { c, programa, inscrito } = await ler(token);
  return { programa, canal: c.k, inscrito };
}

export async function confirmarDescadastro(token: string, agora: Date): Promise<DescadastroResponse> {
  const { c, programa } = await ler(token);
  if (!(await registrarDescadastro({ clienteId: c.c, tenantId: c.t, canal: c.k, fonte: 'Descadastro', destinatarioId: c.d }, agora))) {
    throw new ErroDeNegocio(404, MENSAGENS_COMUNICACAO.descadastroInvalido);
  }
  return { programa, canal: c.k, inscrito: false };
}
