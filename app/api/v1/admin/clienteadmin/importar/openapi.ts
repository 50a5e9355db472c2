// OpenAPI declaration of POST /api/v1/admin/ClienteAdmin/importar (lib/openapi/registro.ts explains
// the pattern; docs/api-admin-clientes.md, "Importar clientes", the decisions).
import { ERROS } from '@/lib/openapi/comuns';
import { MENSAGENS } from '@/lib/erros';
import { obrigatorio } from '@/lib/api/campos';
import { MENSAGENS_CLIENTE } from '@/lib/domain/cliente/mensagens';
import { MENSAGENS_IMPORTACAO, mensagemDaImportacao } from '@/lib/domain/cliente/admin-mensagens';
import type { ImportacaoClientesResponse } from '@/lib/domain/cliente/importar-clientes';
import { definirOperacoes } from '@/lib/openapi/registro';
import { ID } from '@/lib/openapi/exemplos';
import type { RotasDocumentadas } from '@/app/api/v1/openapi.json/rotas';
import { ERRO_ACEITE_LGPD } from '@/app/api/v1/cliente/openapi';
import { importacaoClientesResponseSchema } from '@/lib/openapi/respostas-clientes';
import { ERROS_PROGRAMA_E_LOJA, LOJA_EXEMPLO } from '../openapi';
import { importarClientesSchema } from './schemas';

const op = definirOperacoes<RotasDocumentadas>({ tag: 'Painel: clientes', seguranca: 'bearerAdmin' });

/** The worked example of docs/api-admin-clientes.md: four customers, one already a member, one CPF wrong. */
export const ARQUIVO_EXEMPLO = [
  'cpf;nome;email;telefone;nascimento;observacao',
  '529.982.247-25;Maria da Silva;maria@example.com;(11) 98765-4321;15/04/1990;cliente desde 2019',
  '111.444.777-35;João Pereira;;(21) 99876-5432;;',
  '390.533.447-05;"Souza, Ana";ana@example.com;;1985-02-10;prefere e-mail',
  '123.456.789-00;Carlos Lima;;;;',
].join('\r\n');

/** docs/api-admin-clientes.md §4a, "Saldos do programa anterior": balances credited at `lojaId`. */
export const ARQUIVO_COM_SALDOS = [
  'cpf;nome;saldoCashback;saldoPontos;validadeSaldo',
  '529.982.247-25;Maria da Silva;1.234,56;1.200;31/12/2027',
  '111.444.777-35;João Pereira;R$ 12,50;;',
  '390.533.447-05;"Souza, Ana";;300;',
].join('\r\n');

const semSaldos = { cashbackMigrado: 0, pontosMigrados: 0, saldosMigrados: 0, saldosJaMigrados: 0, saldosIgnorados: 0 };

const resultado: ImportacaoClientesResponse = {
  simulacao: false,
  linhas: 4,
  novos: 2,
  jaCadastrados: 1,
  recusados: 1,
  erros: [{ linha: 5, cpfMascarado: '***.456.789-**', mensagem: MENSAGENS_CLIENTE.cpfInvalido }],
  colunasIgnoradas: ['observacao'],
  ...semSaldos,
};
const simulacao = { ...resultado, simulacao: true };

const pedido = { csv: ARQUIVO_EXEMPLO, aceiteLgpd: true };

// Maria was already a member; her balances and the others' are credited at the store.
const comSaldos: ImportacaoClientesResponse = {
  simulacao: false,
  linhas: 3,
  novos: 2,
  jaCadastrados: 1,
  recusados: 0,
  erros: [],
  colunasIgnoradas: [],
  cashbackMigrado: 1247.06,
  pontosMigrados: 1500,
  saldosMigrados: 4,
  saldosJaMigrados: 0,
  saldosIgnorados: 0,
};
const reimportacao = { ...comSaldos, novos: 0, jaCadastrados: 3, ...semSaldos, saldosJaMigrados: 4 };

export const operacoes = [
  op('POST /api/v1/admin/ClienteAdmin/importar', 'importarClientesAdmin', {
    resumo: 'Importar clientes de uma planilha (CSV)',
    descricao: `Traz a lista de clientes de uma loja (do sistema antigo ou de uma planilha) para o programa: cada linha vira um cliente do programa, como um \`POST /api/v1/admin/ClienteAdmin\`.

- \`csv\`: o texto do arquivo. Separador \`;\` (Excel em português) ou \`,\`, reconhecido pela linha do cabeçalho; BOM UTF-8 opcional; campos entre aspas (\`""\` dentro delas); CRLF ou LF; linhas em branco ignoradas. Até 5.000 linhas de clientes.
- Cabeçalho na primeira linha (sem distinção de maiúsculas, acentos, espaços e \`_\`): \`cpf\` e \`nome\` obrigatórias; \`email\` ou \`e-mail\`; \`telefone\` ou \`celular\`; \`dataNascimento\`, \`nascimento\` ou \`data de nascimento\` (\`dd/mm/aaaa\` ou \`aaaa-mm-dd\`). As outras colunas são ignoradas e listadas em \`colunasIgnoradas\`.
- Cada linha passa pelas **mesmas regras e mensagens** do cadastro de um cliente; um CPF que já apareceu numa linha anterior é recusado. As linhas válidas são gravadas, as outras voltam em \`erros\` (as 200 primeiras, com o número da linha do arquivo e o CPF mascarado).
- Quem já está na plataforma (mesmo CPF, talvez de outro programa) **mantém seus dados** e entra no programa; quem já era do programa não muda (nem o \`ativo\`).
- \`aceiteLgpd: true\`: a loja declara que cada pessoa do arquivo aceitou entrar no programa; o aceite de cadastro é registrado por linha, no canal **Importacao**. O consentimento de **marketing** não é importado: ele é do próprio cliente (clube ou balcão).
- \`lojaId\` (opcional): loja de origem dos vínculos criados; precisa ser uma loja ativa do programa.
- \`simular: true\`: valida e conta (\`novos\`, \`jaCadastrados\`, \`recusados\` e os saldos) sem gravar nada.

**Saldos do programa anterior** (colunas opcionais): \`saldoCashback\` ou \`cashback\` (R$: \`12,50\`, \`1.234,56\`, \`12.50\`, \`R$ 12,50\`; até 2 casas), \`saldoPontos\` ou \`pontos\` (pontos inteiros: \`1.200\` ou \`1200\`), \`validadeSaldo\` ou \`validade\` (\`dd/mm/aaaa\` ou \`aaaa-mm-dd\`: o último dia de uso; vazia, a validade da campanha ativa da loja para aquele benefício, como num ajuste de crédito; sem campanha, não expira). Vazio ou 0 = sem saldo. Um valor ou uma data inválida, ou uma validade que já passou, recusa a linha.
- Cada saldo > 0 vira um **ajuste de crédito** na loja \`lojaId\` (obrigatória quando o arquivo traz algum saldo): um lote Disponivel e uma movimentação \`AjusteCredito\` que o cliente vê no clube como "Saldo trazido do programa anterior".
- **Uma vez por cliente, benefício e programa**: reimportar o arquivo (ou um corrigido) não credita de novo; esses saldos são contados em \`saldosJaMigrados\`. O saldo de um cliente inativo no programa não é creditado (\`saldosIgnorados\`).

Perfis: AdminTenant e SuperAdmin (este informa \`tenantId\`).`,
    corpo: ['ImportarClientesRequest', importarClientesSchema],
    exemplos: {
      'Arquivo com separador ;': pedido,
      'Simulação antes de importar': { ...pedido, simular: true },
      'SuperAdmin importando para uma loja de um programa': { ...pedido, tenantId: ID.programa, lojaId: LOJA_EXEMPLO },
      'Com saldos do programa anterior': { csv: ARQUIVO_COM_SALDOS, aceiteLgpd: true, lojaId: LOJA_EXEMPLO },
    },
    dados: importacaoClientesResponseSchema,
    sucesso: `Importação feita: contagens e linhas recusadas. Na simulação, a mesma resposta com \`simulacao: true\` e a mensagem \`${mensagemDaImportacao(simulacao)}\`. Com saldos do programa anterior (o exemplo "Com saldos do programa anterior"): \`${mensagemDaImportacao(comSaldos)}\`; o mesmo arquivo de novo: \`${mensagemDaImportacao(reimportacao)}\``,
    mensagem: mensagemDaImportacao(resultado),
    exemplo: resultado,
    erros: [
      [400, 'csv ausente', obrigatorio('Csv'), { aceiteLgpd: true }],
      [400, 'aceiteLgpd ausente', obrigatorio('AceiteLgpd'), { csv: ARQUIVO_EXEMPLO }],
      [400, 'lojaId que não é um UUID', 'O campo LojaId deve ser um UUID.', { ...pedido, lojaId: 'x' }],
      [400, 'Corpo acima de 2 MB', MENSAGENS.corpoGrande],
      [400, 'Cabeçalho sem as colunas cpf e nome', MENSAGENS_IMPORTACAO.semColunas],
      ERROS.semTenant,
      [403, 'Operador, ou tenantId de outro tenant no corpo (AdminTenant)', MENSAGENS.acessoNegado],
      ERRO_ACEITE_LGPD,
      [422, 'Arquivo vazio ou só com o cabeçalho', MENSAGENS_IMPORTACAO.vazio],
      [422, 'Mais de 5.000 linhas de clientes', MENSAGENS_IMPORTACAO.muitasLinhas],
      ...ERROS_PROGRAMA_E_LOJA,
      [422, 'Arquivo com algum saldo do programa anterior e sem lojaId', MENSAGENS_IMPORTACAO.saldoSemLoja],
    ],
  }),
];
