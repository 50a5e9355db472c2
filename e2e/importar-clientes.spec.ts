// Importing customers from a spreadsheet (docs/api-admin-clientes.md, §4a): a manager brings the
// shop's old list, saved by Excel in Portuguese (Windows-1252, `;`, a column the import does not
// read), with the balances of the previous programme; checks it first (nothing written: new,
// already members, the balances, the refused lines with their reasons), then imports it; the names
// keep their accents and the balances are there, in the panel and in the customer's club history.
// The cashier (Operador) has no import. Each screen at 1366 and 360 px.
//
// Budget of the login rate limit (5/min per IP of this file): 2 panel sign-ins (gerente, caixa).
import { readFile } from 'node:fs/promises';
import { expect, test } from '@playwright/test';
import { LOJAS_DEMO, USUARIOS_DEMO } from '../prisma/demo';
import { ipDoArquivo } from './global-setup';
import { banco, novaPagina, pinNoSink, preencherLogin, registrarLarguras, venderPeloPdv } from './apoio';
import { cpfAleatorio } from '../lib/documentos/gerar';

test.use({ extraHTTPHeaders: { 'x-e2e-ip': ipDoArquivo('importar-clientes') } });

const formatado = (c: string) => `${c.slice(0, 3)}.${c.slice(3, 6)}.${c.slice(6, 9)}-${c.slice(9)}`;
const [cpfJoao, cpfAna, cpfCliente] = [cpfAleatorio(), cpfAleatorio(), cpfAleatorio()];
const sufixo = cpfJoao.slice(0, 5);
const joao = `João Conceição ${sufixo}`;

test('a manager checks and imports an Excel list of customers; the cashier has no import', async ({ browser, request }, testInfo) => {
  test.setTimeout(120_000);
  // A customer of the demo store already: the import counts them as a member, and keeps their data.
  await venderPeloPdv(request, {
    cnpjLoja: LOJAS_DEMO.centro.cnpj,
    cpfCliente: cpfCliente,
    valorVenda: 50,
    documentoExterno: `importar-${sufixo}`,
    cliente: { nome: `Cliente Antigo ${sufixo}` },
  });
  const linhas = [
    'CPF;Nome;E-mail;Celular;Nascimento;Observação;Saldo Cashback;Saldo Pontos',
    `${formatado(cpfJoao)};${joao};joao.${sufixo}@exemplo.com.br;(11) 98765-4321;15/03/1985;cliente desde 2019;12,50;120`,
    `${cpfAna};"Ana ""Aninha"" Souza ${sufixo}";;;;;;`,
    `${formatado(cpfCliente)};Outro Nome ${sufixo};;;;;5,00;`,
    `111.111.111-12;Pessoa Errada ${sufixo};;;;;;`,
    `${cpfAna};Ana de Novo ${sufixo};;;;;;`,
  ];
  // Excel's "CSV (separado por vírgulas)" in Portuguese: Windows-1252, `;`, CRLF.
  const arquivo = { name: 'clientes-antigos.csv', mimeType: 'text/csv', buffer: Buffer.from(linhas.join('\r\n') + '\r\n', 'latin1') };

  const page = await novaPagina(browser, 'importar-clientes', { width: 1366, height: 900 }, { acceptDownloads: true });
  await page.goto('/painel/entrar');
  await preencherLogin(page, USUARIOS_DEMO.gerente);
  await page.goto('/painel/clientes');
  await page.getByRole('link', { name: 'Importar clientes' }).click();
  await expect(page.getByRole('heading', { name: 'Importar clientes', level: 1 })).toBeVisible();
  // The template downloads (no policy of the page blocks it) with the columns the import reads.
  const [modelo] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('link', { name: 'Baixar planilha modelo (.csv)' }).click(),
  ]);
  expect(modelo.suggestedFilename()).toBe('modelo-clientes.csv');
  const textoModelo = await readFile((await modelo.path())!, 'utf8');
  expect(textoModelo.split('\r\n')[0]).toBe('\uFEFFcpf;nome;email;telefone;dataNascimento;saldoCashback;saldoPontos;validadeSaldo');

  await page.getByLabel('Arquivo CSV com os clientes').setInputFiles(arquivo);
  await page.getByLabel('Loja', { exact: true }).selectOption({ label: LOJAS_DEMO.centro.nome });
  // The consent first: said on the page, nothing sent.
  await page.getByRole('button', { name: 'Conferir arquivo' }).click();
  await expect(page.getByRole('main').getByRole('alert')).toHaveText('Confirme o consentimento (LGPD) dos clientes do arquivo.');
  await page.getByRole('checkbox', { name: /Todos os clientes deste arquivo autorizaram/ }).check();
  await page.getByRole('button', { name: 'Conferir arquivo' }).click();

  const conferencia = page.locator('section', { has: page.getByRole('heading', { name: 'Conferência de clientes-antigos.csv' }) });
  await expect(conferencia.getByRole('status')).toHaveText(
    'Simulação: 2 clientes novos, 1 já cadastrado, 2 linhas recusadas. Saldos do programa anterior: R$ 17,50 em cashback e 120 pontos. Nada foi gravado.',
  );
  await expect(conferencia.getByText('Colunas ignoradas: Observação.', { exact: true })).toBeVisible();
  const recusadas = conferencia.getByRole('region', { name: 'Linhas recusadas' }).getByRole('row');
  await expect(recusadas).toHaveCount(3);
  await expect(recusadas.nth(1)).toContainText('5');
  await expect(recusadas.nth(1)).toContainText('CPF inválido. Informe 11 dígitos.');
  await expect(recusadas.nth(2)).toContainText('6');
  await expect(recusadas.nth(2)).toContainText(`***.${cpfAna.slice(3, 6)}.${cpfAna.slice(6, 9)}-**`);
  await expect(recusadas.nth(2)).toContainText('CPF repetido: já está na linha 3.');
  expect(await banco(`SELECT 1 FROM cliente WHERE cpf = $1`, [cpfJoao])).toHaveLength(0);
  await registrarLarguras(page, 'importar-conferencia', testInfo);

  await conferencia.getByRole('button', { name: 'Importar 3 clientes' }).click();
  const concluida = page.locator('section', { has: page.getByRole('heading', { name: 'Importação concluída' }) });
  await expect(concluida.getByRole('status')).toHaveText(
    'Importação concluída: 2 clientes novos, 1 já cadastrado, 2 linhas recusadas. Saldos do programa anterior: R$ 17,50 em cashback e 120 pontos.',
  );
  await registrarLarguras(page, 'importar-concluida', testInfo);

  // The accents of the Windows-1252 file, read right; the existing customer's name kept.
  await concluida.getByRole('link', { name: 'Ver os clientes do programa' }).click();
  await page.getByLabel('Buscar por nome, CPF ou e-mail').fill(sufixo);
  await page.getByRole('search', { name: 'Buscar clientes' }).getByRole('button', { name: 'Buscar' }).click();
  await expect(page.getByText(joao, { exact: true })).toBeVisible();
  // The previous programme's balances, credited: João's cashback and points; the existing
  // customer's R$ 5,00 on top of the R$ 2,50 of this test's sale.
  const linhaJoao = page.getByRole('row').filter({ hasText: joao });
  await expect(linhaJoao).toContainText('R$ 12,50');
  await expect(linhaJoao).toContainText('120 pontos');
  await expect(page.getByRole('row').filter({ hasText: `Cliente Antigo ${sufixo}` })).toContainText('R$ 7,50');
  await expect(page.getByText(`Ana "Aninha" Souza ${sufixo}`, { exact: true })).toBeVisible();
  await expect(page.getByText(`Cliente Antigo ${sufixo}`, { exact: true })).toBeVisible();
  await expect(page.getByText(`Outro Nome ${sufixo}`)).toHaveCount(0);

  // The audit log says what happened in words, with the counts only.
  await page.goto('/painel/auditoria?acao=ImportarClientes');
  const registro = page
    .getByRole('list', { name: /Registros de auditoria/ })
    .getByRole('listitem')
    .filter({ hasText: 'Importou clientes de uma planilha' });
  await expect(registro).toContainText(`por ${USUARIOS_DEMO.gerente.email}`);

  // João, on his phone: the club shows what he brought from the old programme, said as such.
  const clube = await novaPagina(browser, 'importar-clientes', { width: 360, height: 740 });
  await clube.goto('/clube/historico');
  await clube.getByLabel('CPF').fill(cpfJoao);
  await clube.getByRole('button', { name: 'Continuar' }).click();
  await clube.getByRole('radio', { name: 'E-mail' }).check();
  await clube.getByRole('button', { name: 'Enviar código' }).click();
  await expect(clube.getByRole('heading', { name: 'Digite o código' })).toBeVisible({ timeout: 10_000 });
  await clube.getByLabel('Código de 6 dígitos').fill(await pinNoSink(request, `joao.${sufixo}@exemplo.com.br`));
  await clube.getByRole('button', { name: 'Entrar', exact: true }).click();
  await expect(clube).toHaveURL(/\/clube\/historico$/, { timeout: 15_000 });
  const movimentos = clube.getByRole('region', { name: 'Movimentações' }).getByRole('listitem');
  await expect(movimentos).toHaveCount(2);
  for (const texto of ['Crédito da loja', 'Saldo trazido do programa anterior', 'Demo Centro'])
    await expect(movimentos.filter({ hasText: '+ R$ 12,50' })).toContainText(texto);
  for (const texto of ['Crédito da loja', 'Saldo trazido do programa anterior', 'Demo Centro'])
    await expect(movimentos.filter({ hasText: '+ 120 pontos' })).toContainText(texto);

  // The cashier: no link, and the address leads to "sem acesso".
  const caixa = await novaPagina(browser, 'importar-clientes', { width: 360, height: 740 });
  await caixa.goto('/painel/entrar');
  await preencherLogin(caixa, USUARIOS_DEMO.caixa);
  await caixa.goto('/painel/clientes');
  await expect(caixa.getByRole('link', { name: 'Cadastrar cliente' }).first()).toBeVisible();
  await expect(caixa.getByRole('link', { name: 'Importar clientes' })).toHaveCount(0);
  await caixa.goto('/painel/clientes/importar');
  await expect(caixa).toHaveURL(/\/painel\/sem-acesso$/);
});
