// Messages of the panel's customer endpoints (ClienteAdmin) and of the operator identification
// by QR. The spec fixes none of them beyond `Cliente não encontrado.` and the ASP.NET style of the
// required-field messages; the others are ours (docs/api-admin-clientes.md).
import { numero, quantos, reais } from '@/lib/formatar';
import { MENSAGENS_PAGINACAO } from '@/lib/api/consulta';

export const MENSAGENS_CLIENTE_ADMIN = {
  atualizado: 'Cliente atualizado com sucesso.',
  statusAtualizado: 'Status do cliente atualizado.',
  tenantNaoEncontrado: 'Tenant não encontrado ou inativo.',
  ativoObrigatorio: 'O campo Ativo é obrigatório.',
  ativoInvalido: 'O parâmetro ativo deve ser true ou false.',
  qrObrigatorio: 'O campo Qr é obrigatório.',
  // Same style as cliente/buscar's `qrInvalido`; there is no `cpf` parameter to point to here.
  qrInvalido: 'O parâmetro qr deve ser o token UUID do QR do cliente (só o UUID, sem URL nem prefixo).',
  paginaInvalida: MENSAGENS_PAGINACAO.pagina,
  tamanhoInvalido: MENSAGENS_PAGINACAO.tamanho,
  buscaLonga: 'O parâmetro busca deve ter no máximo 150 caracteres.',
  contatoSoPeloCliente:
    'O e-mail e o telefone já informados pelo cliente só podem ser alterados por ele, no perfil do clube (são usados no acesso ao clube).',
} as const;

/** The customer import's (docs/api-admin-clientes.md, "Importar clientes"): the contract's words. */
export const MENSAGENS_IMPORTACAO = {
  semColunas: 'O arquivo precisa das colunas cpf e nome (cabeçalho na primeira linha).',
  vazio: 'O arquivo não tem nenhum cliente.',
  muitasLinhas: 'O arquivo tem mais de 5.000 clientes. Divida-o em partes de até 5.000.',
  cpfRepetido: (linha: number) => `CPF repetido: já está na linha ${linha}.`,
  // Balances from the shop's previous programme (§4a, "Saldos do programa anterior").
  saldoCashback: 'O saldo de cashback deve ser um valor em reais com até 2 casas decimais (ex.: 12,50).',
  saldoPontos: 'O saldo de pontos deve ser um número inteiro de pontos (ex.: 150).',
  validadeInvalida: 'A validade do saldo deve ser uma data dd/mm/aaaa.',
  validadePassada: 'A validade do saldo já passou.',
  saldoSemLoja: 'Informe a loja (lojaId) onde os saldos do programa anterior serão creditados.',
} as const;

type ResultadoImportacao = {
  simulacao: boolean;
  novos: number;
  jaCadastrados: number;
  recusados: number;
  cashbackMigrado: number;
  pontosMigrados: number;
  saldosJaMigrados: number;
};

/** The balances' sentences: what this import credited (in simulation, would), and what it did not credit again. */
function frasesDosSaldos(r: ResultadoImportacao): string {
  const partes = [
    ...(r.cashbackMigrado > 0 ? [`${reais(r.cashbackMigrado)} em cashback`] : []),
    ...(r.pontosMigrados > 0 ? [`${numero(r.pontosMigrados)} ${r.pontosMigrados === 1 ? 'ponto' : 'pontos'}`] : []),
  ];
  const migrados = partes.length ? ` Saldos do programa anterior: ${partes.join(' e ')}.` : '';
  const ja = r.saldosJaMigrados;
  const jaMigrados =
    ja === 0
      ? ''
      : ja === 1
        ? ' 1 saldo já tinha sido trazido antes e não foi creditado de novo.'
        : ` ${numero(ja)} saldos já tinham sido trazidos antes e não foram creditados de novo.`;
  return migrados + jaMigrados;
}

/** The answer's `mensagem` (the contract's words, singular and plural; 5.000 written as in Portuguese). */
export function mensagemDaImportacao(r: ResultadoImportacao): string {
  const contas = [
    quantos(r.novos, 'cliente novo', 'clientes novos'),
    quantos(r.jaCadastrados, 'já cadastrado', 'já cadastrados'),
    quantos(r.recusados, 'linha recusada', 'linhas recusadas'),
  ].join(', ');
  const saldos = frasesDosSaldos(r);
  return r.simulacao ? `Simulação: ${contas}.${saldos} Nada foi gravado.` : `Importação concluída: ${contas}.${saldos}`;
}
