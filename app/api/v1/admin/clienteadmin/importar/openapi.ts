// OpenAPI declaration of POST /api/v1/admin/ClienteAdmin/importar (lib/openapi/registro.ts explains
// the pattern; docs/api-admin-clientes.md, "Importar clientes", the decisions).
import { ERROS } from '@/lib/openapi/comuns';
import { MENSAGENS } from '@/lib/erros';
import { obrigatorio } from '@/lib/api/campos';
import { MENSAGENS_CLIENTE } from '@/lib/domain/cliente/mensagens';
import { MENSAGENS_CLIENTE_ADMIN, MENSAGENS_IMPORTACAO, mensagemDaImportacao } from '@/lib/domain/cliente/admin-mensagens';
import type { ImportacaoClientesResponse } from '@/lib/domain/cliente/importar-clientes';
import { definirOperacoes } from '@/lib/openapi/registro';
import type { RotasDocumentadas } from '@/app/api/v1/openapi.json/rotas';
import { importacaoClientesResponseSchema } from '@/lib/openapi/respostas-clientes';
import { LOJA_EXEMPLO, TENANT_EXEMPLO } from '../openapi';
import { importarClientesSchema } from './schemas';

const op = definirOperacoes<RotasDocumentadas>({ tag: 'Painel: clientes', seguranca: 'bearerAdmin' });

/** The worked example of docs/api-admin-clientes.md: four customers, one already a member, one CPF wrong. */
export const ARQUIVO_EXEMPLO = [
  'cpf;nome;email;telefone;nascimento;pontos',
  '529.982.247-25;Maria da Silva;maria@example.com;(11) 98765-4321;15/04/1990;150',
  '111.444.777-35;João Pereira;;(21) 99876-5432;;30',
  '390.533.447-05;"Souza, Ana";ana@example.com;;1985-02-10;0',
  '123.456.789-00;Carlos Lima;;;;10',
].join('\r\n');

const resultado: ImportacaoClientesResponse = {
  simulacao: false,
  linhas: 4,
  novos: 2,
  jaCadastrados: 1,
  recusados: 1,
  erros: [{ linha: 5, cpfMascarado: '***.456.789-**', mensagem: MENSAGENS_CLIENTE.cpfInvalido }],
  colunasIgnoradas: ['pontos'],
};
const simulacao = { ...resultado, simulacao: true };

const pedido = { csv: ARQUIVO_EXEMPLO, aceiteLgpd: true };

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
- \`simular: true\`: valida e conta (\`novos\`, \`jaCadastrados\`, \`recusados\`) sem gravar nada.

Perfis: AdminTenant e SuperAdmin (este informa \`tenantId\`).`,
    corpo: ['ImportarClientesRequest', importarClientesSchema],
    exemplos: {
      'Arquivo com separador ;': pedido,
      'Simulação antes de importar': { ...pedido, simular: true },
      'SuperAdmin importando para uma loja de um programa': { ...pedido, tenantId: TENANT_EXEMPLO, lojaId: LOJA_EXEMPLO },
    },
    dados: importacaoClientesResponseSchema,
    sucesso: `Importação feita: contagens e linhas recusadas. Na simulação, a mesma resposta com \`simulacao: true\` e a mensagem \`${mensagemDaImportacao(simulacao)}\``,
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
      [422, 'aceiteLgpd false', MENSAGENS_CLIENTE.aceiteLgpd],
      [422, 'Arquivo vazio ou só com o cabeçalho', MENSAGENS_IMPORTACAO.vazio],
      [422, 'Mais de 5.000 linhas de clientes', MENSAGENS_IMPORTACAO.muitasLinhas],
      [422, 'tenantId (SuperAdmin) inexistente ou inativo', MENSAGENS_CLIENTE_ADMIN.tenantNaoEncontrado],
      [422, 'lojaId inexistente, de outro programa ou de loja inativa', MENSAGENS.lojaNaoEncontrada],
    ],
  }),
];
