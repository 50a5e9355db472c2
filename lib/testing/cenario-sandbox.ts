// A tenant whose sandbox is open (docs/sandbox.md): a sale with a test key made its shadow tenant,
// with a copy of the store and of the two campaigns, a sandbox customer and a sale.
import 'server-only';
import { randomUUID } from 'node:crypto';
import { prisma } from '@/lib/db';
import { gerarChave } from '@/lib/domain/acesso/chave-api';
import { chamar } from '@/lib/testing/api';
import { cenarioPadrao, cpfAleatorio, criarUsuario } from '@/lib/testing/cenario';
import { esperarSucesso } from '@/lib/testing/esperar';

export async function cenarioComSandbox() {
  const c = await cenarioPadrao();
  const k = gerarChave('Teste');
  await prisma.chaveApi.create({ data: { tenantId: c.tenantId, nome: 'PDV teste', prefixo: k.prefixo, hash: k.hash, ambiente: 'Teste' } });
  const venda = await chamar('POST', '/api/v1/venda', {
    chave: k.chave,
    corpo: {
      cnpjLoja: c.loja.cnpj,
      cpfCliente: cpfAleatorio(),
      valorVenda: 100,
      documentoExterno: 'SOMBRA-1',
      cliente: { nome: 'Ana Teste' },
    },
  });
  esperarSucesso(venda, 200, 'Venda registrada com sucesso.');
  const sombra = (await prisma.tenant.findUniqueOrThrow({ where: { sandboxDe: c.tenantId } })).id;
  return { c, sombra, clienteSandbox: venda.corpo.dados.clienteId as string };
}

/**
 * One record of each kind a panel page or a `{id}` route loads, in the shadow tenant: the copies of
 * the store and of the Cashback campaign that the sandbox made, and a segment, a webhook with a
 * failed delivery, a key, a manager, a communication campaign and a subscription checkout. A
 * shadow holds the latter only if they were written before the panel refused to name it; they
 * are inserted here, so that every loader's check is exercised.
 */
export async function registrosNaSombra(sombra: string) {
  const loja = (await prisma.loja.findFirstOrThrow({ where: { tenantId: sombra } })).id;
  const campanha = (await prisma.campanha.findFirstOrThrow({ where: { tenantId: sombra, tipo: 'Cashback' } })).id;
  const segmento = (await prisma.segmento.create({ data: { tenantId: sombra, nome: 'Todos da sombra', filtro: {} } })).id;
  const webhook = (
    await prisma.webhookEndpoint.create({
      data: {
        tenantId: sombra,
        url: 'https://exemplo.dev/sombra',
        eventos: ['venda.registrada'],
        segredo: 'whsec_sombra',
        ambiente: 'Teste',
      },
    })
  ).id;
  const entrega = (
    await prisma.eventoOutbox.create({
      data: {
        tenantId: sombra,
        tipo: 'venda.registrada',
        chave: `sombra:${randomUUID()}`,
        payload: {},
        status: 'Falhou',
        webhookEndpointId: webhook,
      },
    })
  ).id;
  const k = gerarChave('Teste');
  const chave = (
    await prisma.chaveApi.create({
      data: { tenantId: sombra, nome: 'Chave da sombra', prefixo: k.prefixo, hash: k.hash, ambiente: 'Teste' },
    })
  ).id;
  const usuario = (await criarUsuario(sombra, 'AdminTenant')).id;
  const comunicacao = (
    await prisma.campanhaComunicacao.create({
      data: { tenantId: sombra, nome: 'Aviso da sombra', segmentoId: segmento, canal: 'WhatsApp', modelo: 'Olá!' },
    })
  ).id;
  const checkout = (
    await prisma.checkoutAssinatura.create({
      data: {
        tenantId: sombra,
        plano: 'Rede',
        provedor: 'interno',
        url: 'https://exemplo.dev/checkout',
        expiraEm: new Date(Date.now() + 3_600_000),
      },
    })
  ).id;
  return { loja, campanha, segmento, webhook, entrega, chave, usuario, comunicacao, checkout };
}
