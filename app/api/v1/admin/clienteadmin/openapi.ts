// OpenAPI declaration of GET and POST /api/v1/admin/ClienteAdmin (lib/openapi/registro.ts
// explains the pattern; docs/api-admin-clientes.md the decisions).
import { ERROS, ERROS_PROGRAMA, paginaDe, DESCRICAO_PROGRAMA } from '@/lib/openapi/comuns';
import { MENSAGENS } from '@/lib/erros';
import { MENSAGENS_CLIENTE } from '@/lib/domain/cliente/mensagens';
import { MENSAGENS_CLIENTE_ADMIN } from '@/lib/domain/cliente/admin-mensagens';
import { mascararCpf } from '@/lib/documentos/cpf';
import { CLIENTE_COMPLETO, ERROS_CADASTRO } from '@/app/api/v1/cliente/openapi';
import { definirOperacoes, type ErroDeclarado } from '@/lib/openapi/registro';
import type { RotasDocumentadas } from '@/app/api/v1/openapi.json/rotas';
import { clienteAdminCriadoResponseSchema, listaClientesAdminSchema } from '@/lib/openapi/respostas-clientes';
import { CADASTRO_EM, CPF, CPF_DIGITOS, EMAIL, ID, NOME, TELEFONE, TELEFONE_DIGITOS } from '@/lib/openapi/exemplos';
import { criarClienteAdminSchema, listarClientesAdminQuerySchema } from './schemas';

export const LOJA_EXEMPLO = '5b6c7d8e-9f0a-4b1c-8d2e-3f4a5b6c7d8e';

/** The detail of the story's customer (exemplos.ts): R$ 7,50 cashback and 150 points. */
export const clienteExemplo = {
  id: ID.cliente,
  nome: NOME,
  cpf: CPF,
  cpfMascarado: mascararCpf(CPF_DIGITOS),
  email: EMAIL,
  telefone: TELEFONE_DIGITOS,
  dataNascimento: '1990-04-15',
  ativo: true,
  cadastradoEm: CADASTRO_EM,
  dataUltimoLogin: null,
  saldoPontos: 150,
  saldoCashback: 7.5,
  saldoPendente: 0,
};

/** The list's `busca` filter, shared by the CSV export of the same list. */
export const ERRO_BUSCA_LONGA: ErroDeclarado = [
  400,
  'busca com mais de 150 caracteres',
  MENSAGENS_CLIENTE_ADMIN.buscaLonga,
  { busca: 'x'.repeat(151) },
];

/** The 422s of the body's `tenantId` (SuperAdmin) and `lojaId`: the creation and the import check both alike. */
export const ERROS_PROGRAMA_E_LOJA = [
  [422, 'tenantId (SuperAdmin) inexistente ou inativo', MENSAGENS_CLIENTE_ADMIN.tenantNaoEncontrado],
  [422, 'lojaId inexistente, de outro programa ou de loja inativa', MENSAGENS.lojaNaoEncontrada],
] as const satisfies ErroDeclarado[];

const PERFIS_TODOS = 'Perfis: Operador, AdminTenant e SuperAdmin (este informa `tenantId`).';

const op = definirOperacoes<RotasDocumentadas>({ tag: 'Painel: clientes', seguranca: 'bearerAdmin' });

export const operacoes = [
  op('GET /api/v1/admin/ClienteAdmin', 'listarClientesAdmin', {
    resumo: 'Listar os clientes do programa, com saldos',
    descricao: `Clientes com vínculo no programa (tenant), paginados, com o saldo de cada um **neste** programa.

- \`busca\`: parte do nome (sem distinção de acentos e maiúsculas), dígitos do CPF (parte ou todo, com ou sem máscara) ou parte do e-mail.
- \`ativo\`: filtra pelo vínculo (\`true\`/\`false\`).
- Ordem: nome (sem acento e sem caixa), depois id; clientes sem nome por último.
- A lista **nunca** mostra o CPF completo: só \`cpfMascarado\`.

${PERFIS_TODOS} Uma lista de clientes é sempre de um programa: SuperAdmin sem \`tenantId\` recebe 400.`,
    query: {
      schema: listarClientesAdminQuerySchema,
      descricoes: {
        tenantId: DESCRICAO_PROGRAMA,
        busca: 'Nome (parte), dígitos do CPF (parte) ou e-mail (parte). Até 150 caracteres.',
        ativo: '`true` ou `false`: só clientes com vínculo ativo ou inativo no programa.',
      },
      exemplo: { busca: 'maria' },
    },
    dados: listaClientesAdminSchema,
    sucesso: 'Página de clientes do programa.',
    exemplo: paginaDe([
      {
        id: ID.cliente,
        nome: NOME,
        cpfMascarado: mascararCpf(CPF_DIGITOS),
        email: EMAIL,
        telefone: TELEFONE_DIGITOS,
        ativo: true,
        cadastradoEm: CADASTRO_EM,
        saldoCashback: 7.5,
        saldoPontos: 150,
        saldoPendente: 0,
      },
    ]),
    erros: [
      [400, 'pagina inválida', MENSAGENS_CLIENTE_ADMIN.paginaInvalida, { pagina: '0' }],
      [400, 'tamanho fora de 1 a 100', MENSAGENS_CLIENTE_ADMIN.tamanhoInvalido, { tamanho: '101' }],
      [400, 'ativo diferente de true e false', MENSAGENS_CLIENTE_ADMIN.ativoInvalido, { ativo: 'sim' }],
      ERRO_BUSCA_LONGA,
      ...ERROS_PROGRAMA,
    ],
  }),
  op('POST /api/v1/admin/ClienteAdmin', 'cadastrarClienteAdmin', {
    resumo: 'Cadastrar um cliente no programa pelo painel',
    descricao: `Mesmas regras e mensagens de \`POST /api/v1/cliente\` (PDV), com o aceite de LGPD registrado no canal **Painel**.

**Idempotente**: CPF já cadastrado na plataforma → os dados existentes são mantidos, o cliente é vinculado ao programa e a resposta é 200 com \`jaExistia: true\`. Um vínculo que já existia mantém seu \`ativo\` (reativar é \`PATCH …/status\`).

\`lojaId\` (opcional): a loja onde o cliente é cadastrado — o caixa do painel envia a sua. Ela vira a **loja de origem** do cliente no programa (página do cliente, exportação de clientes, exportação LGPD) e precisa ser uma loja **ativa deste programa**; senão 422 e nada é gravado. Só vale para um vínculo criado agora: um cliente que já era do programa mantém a loja de origem que tinha (vale o primeiro vínculo, como na primeira venda pelo PDV), e uma venda posterior em outra loja não a muda. Sem \`lojaId\`, o cliente fica sem loja de origem, como antes.

Campos que o chamador não pode definir (\`ativo\`, saldos, \`qrToken\`, ids, datas) são ignorados. O \`cpf\` da resposta é o completo para AdminTenant e SuperAdmin e null para Operador (que vê \`cpfMascarado\`).

${PERFIS_TODOS} O \`tenantId\` vai no corpo.`,
    corpo: ['CriarClienteAdminRequest', criarClienteAdminSchema],
    exemplos: {
      'Cliente com e-mail e telefone': CLIENTE_COMPLETO,
      'Cadastro no caixa de uma loja': { ...CLIENTE_COMPLETO, lojaId: LOJA_EXEMPLO },
      'SuperAdmin cadastrando num programa': {
        tenantId: ID.programa,
        cpf: CPF,
        nome: NOME,
        email: '',
        telefone: TELEFONE,
        aceiteLgpd: true,
      },
    },
    dados: clienteAdminCriadoResponseSchema,
    status: 201,
    sucesso: 'Cliente novo cadastrado e vinculado ao programa.',
    mensagem: MENSAGENS_CLIENTE.cadastrado,
    exemplo: { ...clienteExemplo, saldoPontos: 0, saldoCashback: 0, jaExistia: false },
    outrosSucessos: [
      {
        status: 200,
        descricao: 'CPF já cadastrado: dados mantidos, cliente vinculado ao programa.',
        mensagem: MENSAGENS_CLIENTE.jaCadastrado,
        exemplo: { ...clienteExemplo, jaExistia: true },
      },
    ],
    erros: [
      ...ERROS_CADASTRO.slice(0, 3),
      [400, 'lojaId que não é um UUID', 'O campo LojaId deve ser um UUID.', { ...CLIENTE_COMPLETO, lojaId: 'x' }],
      ERROS.semTenant,
      [403, 'tenantId de outro tenant no corpo (AdminTenant ou Operador)', MENSAGENS.acessoNegado],
      ...ERROS_CADASTRO.slice(3),
      ...ERROS_PROGRAMA_E_LOJA,
    ],
  }),
];
