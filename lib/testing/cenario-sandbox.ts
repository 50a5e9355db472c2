// A tenant whose sandbox is open (docs/sandbox.md): a sale with a test key made its shadow tenant,
// with a copy of the store and of the two campaigns, a sandbox customer and a sale.
import { prisma } from '@/lib/db';
import { gerarChave } from '@/lib/domain/acesso/chave-api';
import { chamar } from '@/lib/testing/api';
import { cenarioPadrao, cpfAleatorio } from '@/lib/testing/cenario';
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
