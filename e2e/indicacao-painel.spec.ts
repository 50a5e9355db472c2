// The panel's Indicação page (docs/painel.md, "Indicação"), in a real browser against the production
// build: the manager (gerente@demo.dev) opens "Indicação" from the menu and sees the defaults of a
// programme never saved (R$ 10,00 each side, a purchase of R$ 50,00, 7 days of grace, 10 friends,
// 90 days) told as an example, and the empty list saying how referrals happen. A grace of 120 days
// is refused next to "Carência (dias)", two bonuses at zero next to the referrer's bonus (the example
// says nobody would earn anything); then points, 200 and 100, a purchase of R$ 80,00, 14 days, 5
// friends and no validity are saved and switched on: the API's message, the example in those
// words, the programme "Ligado" and the row in the database. Two referrals made in the database
// (one completed with its sale, one pending) show in the figures and the list, with the names
// linking to the customers and the sale to its page, filtered by status. At 360 px nothing scrolls
// sideways (the rows become cards). The cashier has no "Indicação" in the menu and the address
// leads to "sem acesso". axe-core (WCAG 2 A/AA).
//
// The demo programme is shared: this spec starts it at the defaults, with no referral (the club's
// spec may have left one), and leaves it unconfigured again, as the seed has it.
//
// Budget of the login rate limit (5/min per IP): 2 panel logins.
import { expect, test } from '@playwright/test';
import { LOJAS_DEMO, TENANT_DEMO, USUARIOS_DEMO } from '../prisma/demo';
import { cpfAleatorio } from '../lib/documentos/gerar';
import { ipDoArquivo } from './global-setup';
import { banco, novaPagina, preencherLogin, registrarLarguras, venderPeloPdv } from './apoio';

test.use({ extraHTTPHeaders: { 'x-e2e-ip': ipDoArquivo('indicacao-painel') } });

const PADRAO =
  'Maria indica João pelo link dela. João entra no clube e compra R$ 50,00 ou mais em até 90 dias; 7 dias depois, se a compra não ' +
  'for cancelada, Maria ganha R$ 10,00 e João ganha R$ 10,00 de cashback, válidos por 90 dias. Maria ganha por até 10 amigos a cada ' +
  '30 dias; os amigos seguintes ainda ganham o bônus deles.';

const semIndicacao = async () => {
  await banco('DELETE FROM indicacao WHERE tenant_id = $1', [TENANT_DEMO.id]);
  await banco('DELETE FROM programa_indicacao WHERE tenant_id = $1', [TENANT_DEMO.id]);
};

test.beforeAll(semIndicacao);
test.afterAll(semIndicacao);

test('the manager configures the referral programme with its example and follows the referrals', async ({ page, request }, testInfo) => {
  await page.setViewportSize({ width: 1366, height: 900 });
  await page.goto('/painel/entrar');
  await preencherLogin(page, USUARIOS_DEMO.gerente);
  const menu = page.getByRole('navigation', { name: 'Menu do painel' });
  await menu.getByRole('link', { name: 'Indicação' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Indicação' })).toBeVisible();

  // The defaults, in the fields and as the example; nothing yet in the figures or the list.
  const config = page.locator('section').filter({ has: page.getByRole('heading', { level: 2, name: 'Configuração' }) });
  await expect(config.getByText('Não configurado', { exact: true })).toBeVisible();
  await expect(config.getByRole('checkbox', { name: 'Programa ligado' })).not.toBeChecked();
  await expect(config.getByLabel('Benefício')).toHaveValue('Cashback');
  const indicador = config.getByLabel('Bônus de quem indica (R$)');
  const indicado = config.getByLabel('Bônus do amigo indicado (R$)');
  const compra = config.getByLabel('Compra mínima do amigo (R$)');
  const carencia = config.getByLabel('Carência (dias)');
  const limite = config.getByLabel('Limite de amigos premiados');
  const validade = config.getByLabel('Validade do bônus (dias)');
  await expect(indicador).toHaveValue('10,00');
  await expect(indicado).toHaveValue('10,00');
  await expect(compra).toHaveValue('50,00');
  await expect(carencia).toHaveValue('7');
  await expect(limite).toHaveValue('10');
  await expect(validade).toHaveValue('90');
  const exemplo = page.getByTestId('exemplo-indicacao');
  await expect(exemplo).toHaveText(PADRAO);
  const numeros = page.getByRole('definition');
  await expect(numeros).toHaveText(['0', '0', '0', 'R$ 0,00', '0']);
  await expect(page.getByText('Nenhuma indicação ainda')).toBeVisible();
  await expect(page.getByText(/cada cliente que já comprou vê no clube o próprio link de indicação/)).toBeVisible();

  // A grace out of range: the API's message next to the field, with its label and the focus.
  await carencia.fill('120');
  await config.getByRole('button', { name: 'Salvar' }).click();
  await expect(carencia).toHaveAccessibleDescription(/^“Carência \(dias\)” deve ser um número inteiro entre 0 e 90\./);
  await expect(carencia).toHaveAttribute('aria-invalid', 'true');
  await expect(carencia).toBeFocused();
  await carencia.fill('14');
  await expect(carencia).not.toHaveAttribute('aria-invalid');

  // No bonus on either side: the example says so, the API refuses it next to the referrer's bonus.
  await indicador.fill('0');
  await indicado.fill('0,00');
  await expect(exemplo).toHaveText(
    'Com os dois bônus em zero ninguém ganha nada: informe um bônus para quem indica, para o amigo ou para os dois.',
  );
  await config.getByRole('button', { name: 'Salvar' }).click();
  await expect(indicador).toHaveAccessibleDescription(/^Informe um bônus para quem indica ou para o amigo indicado\./);
  await expect(indicador).toBeFocused();

  // Points, no validity, switched on: the example follows as it is typed, then the save.
  await config.getByLabel('Benefício').selectOption('Pontos');
  const indicadorPontos = config.getByLabel('Bônus de quem indica (pontos)');
  await indicadorPontos.fill('200');
  await config.getByLabel('Bônus do amigo indicado (pontos)').fill('100');
  await compra.fill('80');
  await limite.fill('5');
  await validade.fill('');
  const novo =
    'Maria indica João pelo link dela. João entra no clube e compra R$ 80,00 ou mais em até 90 dias; 14 dias depois, se a compra não ' +
    'for cancelada, Maria ganha 200 pontos e João ganha 100 pontos, que não vencem. Maria ganha por até 5 amigos a cada 30 dias; os ' +
    'amigos seguintes ainda ganham o bônus deles.';
  await expect(exemplo).toHaveText(novo);
  await config.getByRole('checkbox', { name: 'Programa ligado' }).check();
  await config.getByRole('button', { name: 'Salvar' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Programa de indicação salvo com sucesso.' })).toBeVisible();
  await expect(config.getByText('Ligado', { exact: true })).toBeVisible();
  await expect(compra).toHaveValue('80,00');
  await expect(exemplo).toHaveText(novo);
  await expect(config.getByRole('alert')).toHaveCount(0);
  const [salvo] = await banco(
    `SELECT ativo, tipo_beneficio, bonus_indicador::text, bonus_indicado::text, compra_minima::text, dias_carencia, limite_mensal,
            validade_dias FROM programa_indicacao WHERE tenant_id = $1`,
    [TENANT_DEMO.id],
  );
  expect(salvo).toEqual({
    ativo: true,
    tipo_beneficio: 'Pontos',
    bonus_indicador: '200.00',
    bonus_indicado: '100.00',
    compra_minima: '80.00',
    dias_carencia: 14,
    limite_mensal: 5,
    validade_dias: null,
  });

  // Two referrals: Maria's friend João completed one with his sale (R$ 10,00 each side), Ana's is pending.
  const pessoa = async (nome: string, valorVenda: number) =>
    venderPeloPdv(request, {
      cnpjLoja: LOJAS_DEMO.centro.cnpj,
      cpfCliente: cpfAleatorio(),
      valorVenda,
      documentoExterno: `E2E-IND-${nome}-${Date.now()}`,
      cliente: { nome },
    });
  const maria = await pessoa('Maria Indicadora', 30);
  const joao = await pessoa('João Indicado', 60);
  const ana = await pessoa('Ana Amiga', 20);
  await banco(
    `INSERT INTO indicacao (tenant_id, indicador_id, indicado_id, loja_id, status, criada_em, venda_id, concluida_em, tipo_beneficio,
                            bonus_indicador, bonus_indicado)
     VALUES ($1, $2, $3, $4, 'Concluida', now() - interval '9 days', $5, now(), 'Cashback', 10, 10),
            ($1, $2, $6, $4, 'Pendente', now() - interval '1 day', NULL, NULL, NULL, NULL, NULL)`,
    [TENANT_DEMO.id, maria.clienteId, joao.clienteId, LOJAS_DEMO.centro.id, joao.vendaId, ana.clienteId],
  );
  await page.reload();
  await expect(numeros).toHaveText(['1', '1', '0', 'R$ 20,00', '0']);
  const tabela = page.getByRole('table', { name: 'Indicações' });
  // The rows of referrals (the header row has no link).
  const linhas = tabela.getByRole('row').filter({ has: page.getByRole('link') });
  await expect(linhas).toHaveCount(2);
  const concluida = linhas.filter({ hasText: 'João Indicado' });
  await expect(concluida).toContainText('Concluída');
  await expect(concluida).toContainText('Demo Centro');
  await expect(concluida.getByRole('cell', { name: 'R$ 10,00' })).toHaveCount(2);
  await expect(concluida.getByRole('link', { name: 'Maria Indicadora' })).toHaveAttribute('href', `/painel/clientes/${maria.clienteId}`);
  await expect(concluida.getByRole('link', { name: 'João Indicado' })).toHaveAttribute('href', `/painel/clientes/${joao.clienteId}`);
  await expect(concluida.getByRole('link', { name: 'Ver venda' })).toHaveAttribute('href', `/painel/vendas/${joao.vendaId}`);
  await expect(linhas.filter({ hasText: 'Ana Amiga' })).toContainText('Pendente');

  await page.getByLabel('Situação').selectOption('Pendente');
  await page.getByRole('button', { name: 'Filtrar' }).click();
  await expect(page).toHaveURL(/\/painel\/indicacao\?status=Pendente/);
  await expect(linhas).toHaveCount(1);
  await expect(linhas.first()).toContainText('Ana Amiga');
  await page.getByLabel('Situação').selectOption('Expirada');
  await page.getByRole('button', { name: 'Filtrar' }).click();
  await expect(page.getByText('Nenhuma indicação nesta situação')).toBeVisible();

  await page.goto('/painel/indicacao');
  await expect(linhas).toHaveCount(2);
  await registrarLarguras(page, 'indicacao', testInfo);
  await concluida.getByRole('link', { name: 'João Indicado' }).click();
  await expect(page).toHaveURL(new RegExp(`/painel/clientes/${joao.clienteId}`));
  // Back from the customer's page: only their referrals (João was referred once), kept by the filter form.
  await page.getByRole('link', { name: 'Ver as indicações do cliente' }).click();
  await expect(page).toHaveURL(new RegExp(`/painel/indicacao\\?clienteId=${joao.clienteId}`));
  await expect(page.getByText('Só as indicações de um cliente')).toBeVisible();
  await expect(linhas).toHaveCount(1);
  await expect(linhas.first()).toContainText('João Indicado');
  await page.getByLabel('Situação').selectOption('Concluida');
  await page.getByRole('button', { name: 'Filtrar' }).click();
  await expect(page).toHaveURL(new RegExp(`clienteId=${joao.clienteId}`));
  await expect(linhas).toHaveCount(1);
  await page.getByRole('link', { name: 'Limpar filtros' }).click();
  await expect(linhas).toHaveCount(2);
});

test('the cashier has no Indicação page', async ({ browser }) => {
  const caixa = await novaPagina(browser, 'indicacao-painel', { width: 1366, height: 900 });
  await caixa.goto('/painel/entrar');
  await preencherLogin(caixa, USUARIOS_DEMO.caixa);
  const menu = caixa.getByRole('navigation', { name: 'Menu do painel' });
  await expect(menu.getByRole('link', { name: 'Vendas' })).toBeVisible();
  await expect(menu.getByRole('link', { name: 'Indicação' })).toHaveCount(0);
  await caixa.goto('/painel/indicacao');
  await expect(caixa).toHaveURL(/\/painel\/sem-acesso$/);
  await expect(caixa.getByRole('heading', { level: 1, name: 'Você não tem acesso a esta página' })).toBeVisible();
});
