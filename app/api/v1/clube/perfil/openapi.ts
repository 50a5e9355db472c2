// OpenAPI declaration of GET and PUT /api/v1/clube/perfil (lib/openapi/registro.ts explains the
// pattern; docs/clube.md the decisions).
import { formatoInvalido, tamanhoMaximo } from '@/lib/api/campos';
import { emailInvalido } from '@/lib/api/campos-documentos';
import { MENSAGENS_PERFIL } from '@/lib/domain/clube/perfil';
import { definirOperacoes, soMensagem } from '@/lib/openapi/registro';
import type { RotasDocumentadas } from '@/app/api/v1/openapi.json/rotas';
import { perfilClubeResponseSchema } from '@/lib/openapi/respostas-clube';
import { CADASTRO_EM, EMAIL, ID, NOME, TELEFONE, TELEFONE_DIGITOS } from '@/lib/openapi/exemplos';
import { atualizarPerfilSchema } from './schemas';

const op = definirOperacoes<RotasDocumentadas>({ tag: 'Clube', seguranca: 'bearerClube' });

export const operacoes = [
  op('GET /api/v1/clube/perfil', 'obterPerfilClube', {
    resumo: 'Perfil do cliente logado',
    descricao:
      'Dados do cadastro do cliente (os mesmos em todos os programas). E-mail ou telefone não informados vêm `null`; o telefone vem só com dígitos.',
    dados: perfilClubeResponseSchema,
    sucesso: 'O perfil.',
    exemplo: {
      clienteId: ID.cliente,
      nome: NOME,
      email: EMAIL,
      telefone: TELEFONE_DIGITOS,
      dataUltimoLogin: '2026-11-22T14:03:10Z',
      dataCriacao: CADASTRO_EM,
    },
    erros: [],
  }),
  op('PUT /api/v1/clube/perfil', 'atualizarPerfilClube', {
    resumo: 'Alterar e-mail e telefone',
    descricao: `Envie só o que muda (spec). Campo ausente ou \`null\`: fica como está; **string vazia: apaga** o contato; outro valor: substitui. As regras são as de \`POST /api/v1/cliente\`: e-mail válido com até 150 caracteres (guardado em minúsculas); telefone com ou sem máscara, até 20 caracteres, guardado só com dígitos.

- O e-mail e o telefone são os **contatos de acesso ao clube** (o PIN vai para eles) e das notificações; só o próprio cliente os troca depois de informados (o painel só preenche um contato ausente).
- Trocar o telefone desfaz a verificação no WhatsApp: o número novo é verificado de novo antes do próximo envio.
- Ao menos um contato precisa ficar (sem nenhum o cliente não receberia mais o PIN): apagar os dois dá 422. Para apagar todos os dados, use \`POST /api/v1/clube/lgpd/excluir\`.
- Nome, CPF, QR e demais campos não são alteráveis aqui: enviados, são ignorados.`,
    corpo: ['AtualizarPerfilClubeRequest', atualizarPerfilSchema],
    exemplos: {
      'Novo e-mail': { email: EMAIL },
      'Novo telefone, com máscara': { telefone: TELEFONE },
      'Trocar o telefone e apagar o e-mail': { email: '', telefone: TELEFONE },
    },
    ...soMensagem('Perfil atualizado (também quando nada mudou).', MENSAGENS_PERFIL.atualizado),
    erros: [
      [400, 'Nenhum campo para alterar (corpo {} ou só campos não alteráveis)', MENSAGENS_PERFIL.nadaParaAtualizar, {}],
      [400, 'E-mail inválido', emailInvalido('Email'), { email: 'maria.example.com' }],
      [400, 'E-mail com mais de 150 caracteres', tamanhoMaximo('Email', 150), { email: `${'m'.repeat(140)}@example.com` }],
      [400, 'Telefone com letras ou com menos de 10 dígitos', formatoInvalido('Telefone'), { telefone: '1234' }],
      [400, 'Telefone com mais de 20 caracteres', tamanhoMaximo('Telefone', 20), { telefone: '+55  (11) 9 8765-4321' }],
      [422, 'A alteração deixaria o cliente sem e-mail e sem telefone', MENSAGENS_PERFIL.semContato],
    ],
  }),
];
