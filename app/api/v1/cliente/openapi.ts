// OpenAPI declaration of POST /api/v1/cliente (lib/openapi/registro.ts explains the pattern).
import { obrigatorio } from '@/lib/api/campos';
import { emailInvalido } from '@/lib/api/campos-documentos';
import { MENSAGENS_CLIENTE } from '@/lib/domain/cliente/mensagens';
import { definirOperacoes, type ErroDeclarado } from '@/lib/openapi/registro';
import type { RotasDocumentadas } from '@/app/api/v1/openapi.json/rotas';
import { cadastrarClienteResponseSchema } from '@/lib/openapi/respostas';
import { CPF, CPF_DIGITOS, EMAIL, ID, NOME, TELEFONE, TELEFONE_DIGITOS } from '@/lib/openapi/exemplos';
import { cadastrarClienteSchema } from './schemas';

const dadosCliente = { clienteId: ID.cliente, cpf: CPF_DIGITOS, nome: NOME, email: EMAIL, telefone: TELEFONE_DIGITOS };

/** The registration of the story's customer, with e-mail and phone (PDV and panel). */
export const CLIENTE_COMPLETO = { cpf: CPF, nome: NOME, email: EMAIL, telefone: TELEFONE, dataNascimento: '1990-04-15', aceiteLgpd: true };

/** 422 of a registration without the LGPD consent (one by one, or a whole import file). */
export const ERRO_ACEITE_LGPD = [422, 'aceiteLgpd false', MENSAGENS_CLIENTE.aceiteLgpd] as const;

/** The errors of a customer's registration, shared with the panel's (ClienteAdmin). */
export const ERROS_CADASTRO: ErroDeclarado[] = [
  [
    400,
    'Nome vazio, ausente ou fora dos limites',
    MENSAGENS_CLIENTE.nomeObrigatorio,
    { cpf: CPF, nome: 'A', email: '', telefone: '', aceiteLgpd: true },
  ],
  [
    400,
    'E-mail ausente ou null (envie string vazia)',
    obrigatorio('Email'),
    { cpf: CPF, nome: NOME, email: null, telefone: '', aceiteLgpd: true },
  ],
  [400, 'E-mail inválido', emailInvalido('Email'), { cpf: CPF, nome: NOME, email: 'maria@', telefone: '', aceiteLgpd: true }],
  ERRO_ACEITE_LGPD,
  [422, 'CPF com número de dígitos errado ou inválido', MENSAGENS_CLIENTE.cpfInvalido],
];

const op = definirOperacoes<RotasDocumentadas>({ tag: 'Cliente', seguranca: 'apiKey' });

export const operacoes = [
  op('POST /api/v1/cliente', 'cadastrarCliente', {
    resumo: 'Cadastrar um cliente com aceite de LGPD',
    descricao: `Cadastra o cliente. **Idempotente**: se o CPF já existe, os dados existentes voltam sem alteração, com \`jaExistia: true\` (HTTP 200).

- \`cpf\`: 11 a 14 caracteres, com ou sem máscara.
- \`nome\`: 2 a 150 caracteres.
- \`email\` (até 150) e \`telefone\` (até 20) são obrigatórios para as notificações de crédito: envie string vazia quando não houver; nunca null.
- \`dataNascimento\`: \`AAAA-MM-DD\`; omita quando não houver.
- \`aceiteLgpd\`: precisa ser true. Quem chama é responsável por obter o consentimento explícito do cliente antes.`,
    corpo: ['CadastrarClientePdvRequest', cadastrarClienteSchema],
    exemplos: {
      'Cliente com e-mail e telefone': CLIENTE_COMPLETO,
      'Cliente sem e-mail (string vazia)': { cpf: CPF, nome: NOME, email: '', telefone: TELEFONE, aceiteLgpd: true },
    },
    dados: cadastrarClienteResponseSchema,
    status: 201,
    sucesso: 'Cliente novo cadastrado.',
    mensagem: MENSAGENS_CLIENTE.cadastrado,
    exemplo: { ...dadosCliente, jaExistia: false },
    outrosSucessos: [
      {
        status: 200,
        descricao: 'CPF já cadastrado: os dados existentes, sem alteração.',
        mensagem: MENSAGENS_CLIENTE.jaCadastrado,
        exemplo: { ...dadosCliente, jaExistia: true },
      },
    ],
    erros: [...ERROS_CADASTRO],
  }),
];
