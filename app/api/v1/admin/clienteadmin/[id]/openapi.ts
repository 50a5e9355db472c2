// OpenAPI declaration of GET and PUT /api/v1/admin/ClienteAdmin/{id} (lib/openapi/registro.ts).
import { MENSAGENS } from '@/lib/erros';
import { MENSAGENS_CLIENTE } from '@/lib/domain/cliente/mensagens';
import { MENSAGENS_CLIENTE_ADMIN } from '@/lib/domain/cliente/admin-mensagens';
import { definirOperacoes } from '@/lib/openapi/registro';
import type { RotasDocumentadas } from '@/app/api/v1/openapi.json/rotas';
import { ERROS, ERROS_PROGRAMA, ERROS_PAGINACAO, DESCRICAO_PROGRAMA } from '@/lib/openapi/comuns';
import { clienteAdminResponseSchema } from '@/lib/openapi/respostas-clientes';
import { EMAIL, ID, NOME, TELEFONE, TELEFONE_DIGITOS } from '@/lib/openapi/exemplos';
import { clienteExemplo } from '../openapi';
import { atualizarClienteAdminSchema, idClienteSchema, tenantQuerySchema } from '../schemas';

export const parametroId = {
  schema: idClienteSchema,
  descricoes: { id: 'Id do cliente (o `clienteId` devolvido pela API do PDV).' },
  exemplo: { id: ID.cliente },
};

/** The `{id}` and the programme's `tenantId` of an operation on one customer that has no other parameter. */
export const clienteNoPrograma = {
  query: {
    schema: tenantQuerySchema,
    descricoes: { tenantId: DESCRICAO_PROGRAMA },
    exemplo: { tenantId: ID.programa },
  },
  parametrosCaminho: parametroId,
};

export const ERRO_NAO_ENCONTRADO = [
  404,
  'Cliente inexistente ou sem vínculo com o programa (também quando é cliente de outro tenant)',
  MENSAGENS_CLIENTE.naoEncontrado,
] as const;

/**
 * The errors every operation only AdminTenant and SuperAdmin call on one customer answers alike
 * (update, status, balance adjustment, LGPD export and anonymization): no `tenantId` from
 * SuperAdmin, Operador or another tenant's `tenantId`, and a customer outside the programme.
 */
export const ERROS_GESTAO_CLIENTE = [
  ERROS.semTenant,
  [403, 'Operador, ou tenantId de outro tenant', MENSAGENS.acessoNegado],
  ERRO_NAO_ENCONTRADO,
] as const;

/** The errors of a paged read of one customer (the movements, the messages): bad paging, the tenant, not a member. */
export const ERROS_PAGINA_DO_CLIENTE = [...ERROS_PAGINACAO, ...ERROS_PROGRAMA, ERRO_NAO_ENCONTRADO] as const;

const op = definirOperacoes<RotasDocumentadas>({ tag: 'Painel: clientes', seguranca: 'bearerAdmin' });

export const operacoes = [
  op('GET /api/v1/admin/ClienteAdmin/{id}', 'obterClienteAdmin', {
    resumo: 'Detalhe de um cliente do programa',
    descricao: `Dados da pessoa (globais), o vínculo com o programa (\`ativo\`, \`cadastradoEm\`) e os saldos neste programa.

O \`cpf\` completo só vai para AdminTenant e SuperAdmin; para Operador ele é null e a tela usa \`cpfMascarado\` (minimização de dados, LGPD).

Perfis: Operador, AdminTenant e SuperAdmin (este informa \`tenantId\`). Cliente sem vínculo com o programa: 404, mesmo que exista em outro tenant.`,
    ...clienteNoPrograma,
    dados: clienteAdminResponseSchema,
    sucesso: 'O cliente no programa.',
    exemplo: clienteExemplo,
    erros: [...ERROS_PROGRAMA, ERRO_NAO_ENCONTRADO],
  }),
  op('PUT /api/v1/admin/ClienteAdmin/{id}', 'atualizarClienteAdmin', {
    resumo: 'Atualizar nome, e-mail, telefone e nascimento do cliente',
    descricao: `Substitui os dados da **pessoa**: nome, e-mail, telefone e data de nascimento (sem \`dataNascimento\`, ela é apagada). São dados **globais**: a mesma pessoa em todos os programas e no clube vê a mudança. Mudar o telefone desfaz a verificação do número no canal de mensagens.

O CPF não muda; \`ativo\` (use \`PATCH …/status\`), saldos, \`qrToken\` e tenant não são campos desta requisição: enviados, são ignorados.

Perfis: AdminTenant e SuperAdmin (este informa \`tenantId\`). Auditado com antes e depois (CPF mascarado).`,
    corpo: ['AtualizarClienteAdminRequest', atualizarClienteAdminSchema],
    exemplos: {
      'Todos os dados': { nome: NOME, email: EMAIL, telefone: TELEFONE, dataNascimento: '1990-04-15' },
      'Sem e-mail nem nascimento': { nome: NOME, email: '', telefone: TELEFONE },
    },
    ...clienteNoPrograma,
    dados: clienteAdminResponseSchema,
    sucesso: 'Cliente atualizado.',
    mensagem: MENSAGENS_CLIENTE_ADMIN.atualizado,
    exemplo: { ...clienteExemplo, telefone: TELEFONE_DIGITOS },
    erros: [
      [400, 'Nome vazio, ausente ou fora dos limites', MENSAGENS_CLIENTE.nomeObrigatorio, { nome: '', email: '', telefone: '' }],
      ...ERROS_GESTAO_CLIENTE,
    ],
  }),
];
