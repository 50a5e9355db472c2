// OpenAPI declarations of the panel's LGPD operations on a customer: export and anonymization
// (lib/openapi/registro.ts explains the pattern; docs/lgpd.md the decisions).
import { CONFIRMACAO_ANONIMIZAR, MENSAGENS_LGPD, NOME_ANONIMIZADO } from '@/lib/domain/lgpd/mensagens';
import { definirOperacoes } from '@/lib/openapi/registro';
import { ID } from '@/lib/openapi/exemplos';
import type { RotasDocumentadas } from '@/app/api/v1/openapi.json/rotas';
import { exportacaoLgpdSchema } from '@/lib/openapi/respostas-clube';
import { clienteAdminResponseSchema } from '@/lib/openapi/respostas-clientes';
import { CONTEUDO_EXPORTACAO, ERRO_SEM_CONFIRMACAO, exportacaoExemplo } from '@/app/api/v1/clube/lgpd/openapi';
import { clienteExemplo } from '../../openapi';
import { ERROS_GESTAO_CLIENTE, clienteNoPrograma } from '../openapi';
import { anonimizarClienteSchema } from './schemas';

const PERFIS =
  'Perfis: AdminTenant (cliente do próprio programa) e SuperAdmin (informa `tenantId`); Operador recebe 403. Cliente sem vínculo com o programa: 404, mesmo que exista em outro.';

/**
 * What anonymization leaves of the person in `ClienteAdminResponse`: the example's, and what the
 * integration tests expect of real answers.
 */
export const DADOS_ANONIMIZADOS = {
  nome: NOME_ANONIMIZADO,
  cpf: null,
  cpfMascarado: null,
  email: null,
  telefone: null,
  dataNascimento: null,
};

const op = definirOperacoes<RotasDocumentadas>({ tag: 'LGPD', seguranca: 'bearerAdmin' });

export const operacoes = [
  op('GET /api/v1/admin/ClienteAdmin/{id}/lgpd/exportar', 'exportarDadosClienteAdmin', {
    resumo: 'Exportar os dados do cliente (pedido de acesso feito à loja)',
    descricao: `Para atender o pedido de acesso do titular (LGPD, art. 18, II) feito ao programa: os dados da pessoa e **só os registros deste programa** (outro programa de que a pessoa participe não aparece). JSON no envelope, com \`Content-Disposition: attachment; filename="dados-cliente-{id}.json"\` e \`Cache-Control: no-store\`.

${CONTEUDO_EXPORTACAO}

A exportação é registrada na auditoria (\`ExportacaoLgpd\`: quem exportou os dados de quem).

${PERFIS}`,
    ...clienteNoPrograma,
    dados: exportacaoLgpdSchema,
    sucesso: 'Os dados do cliente neste programa.',
    mensagem: MENSAGENS_LGPD.exportado,
    exemplo: exportacaoExemplo(ID.programa),
    erros: [...ERROS_GESTAO_CLIENTE],
  }),
  op('POST /api/v1/admin/ClienteAdmin/{id}/lgpd/anonimizar', 'anonimizarClienteAdmin', {
    resumo: 'Anonimizar o cliente (pedido de eliminação feito à loja)',
    descricao: `Eliminação por anonimização (LGPD, art. 18, VI), irreversível, a pedido do titular feito ao programa. Exige \`confirmacao\` igual a \`${CONFIRMACAO_ANONIMIZAR}\`. É a mesma operação de \`POST /api/v1/clube/lgpd/excluir\`:

- apaga CPF, nome (vira "Cliente anonimizado"), e-mail, telefone, nascimento, WhatsApp, senha, PINs e troca o QR; encerra as sessões do clube; descarta mensagens pendentes;
- **mantém** lotes, movimentações, vendas, resgates, vínculos e consentimentos: nenhum saldo ou total muda, em nenhum programa;
- a pessoa é **uma só na plataforma** (um CPF): a anonimização vale para todos os programas de que ela participa, e o CPF fica livre para um novo cadastro.

Responde o cliente como fica (\`ClienteAdminResponse\`, sem CPF). **Idempotente**: pedir de novo responde 200 com a mensagem \`${MENSAGENS_LGPD.jaAnonimizado}\` e não muda nada. Auditado (\`AnonimizacaoLgpd\`) com o usuário, sem CPF nem contatos.

${PERFIS}`,
    corpo: ['AnonimizarClienteAdminRequest', anonimizarClienteSchema],
    exemplos: {
      Confirmação: { confirmacao: CONFIRMACAO_ANONIMIZAR },
    },
    ...clienteNoPrograma,
    dados: clienteAdminResponseSchema,
    sucesso: 'Cliente anonimizado (ou já estava).',
    mensagem: MENSAGENS_LGPD.anonimizado,
    exemplo: { ...clienteExemplo, ...DADOS_ANONIMIZADOS },
    erros: [
      ERRO_SEM_CONFIRMACAO,
      [400, `confirmacao diferente de ${CONFIRMACAO_ANONIMIZAR}`, MENSAGENS_LGPD.confirmacaoAnonimizar, { confirmacao: 'EXCLUIR' }],
      ...ERROS_GESTAO_CLIENTE,
    ],
  }),
];
