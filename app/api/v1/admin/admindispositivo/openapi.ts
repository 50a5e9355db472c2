// OpenAPI declarations of AdminDispositivo: register and unregister a panel user's device for
// push notifications (lib/openapi/registro.ts explains the pattern).
import { MENSAGENS } from '@/lib/erros';
import { obrigatorio, tamanhoMaximo } from '@/lib/api/campos';
import { DISPOSITIVO_NAO_ENCONTRADO } from '@/lib/domain/dispositivo/gravar-dispositivo';
import { definirOperacoes, soMensagem } from '@/lib/openapi/registro';
import type { RotasDocumentadas } from '@/app/api/v1/openapi.json/rotas';
import { dispositivoResponseSchema } from '@/lib/openapi/respostas-assinatura';
import { MENSAGENS_DISPOSITIVO, registrarDispositivoSchema, tokenDispositivoSchema } from './schemas';

const TAG = 'Painel: dispositivos';
const TOKEN = 'fcm:dQw4w9WgXcQ:APA91bH-exemplo-de-token-do-dispositivo';

const PERFIS = `**Perfis:** qualquer usuário do painel (\`SuperAdmin\`, \`AdminTenant\`, \`Operador\`), sempre para si mesmo.`;

const op = definirOperacoes<RotasDocumentadas>({ tag: TAG, seguranca: 'bearerAdmin' });

export const operacoes = [
  op('POST /api/v1/admin/AdminDispositivo', 'registrarDispositivoAdmin', {
    resumo: 'Registrar o dispositivo do usuário para notificações',
    descricao: `Registra o token de notificação push (FCM, APNs ou Web Push) do aparelho do usuário que chama.

- Idempotente: registrar de novo o mesmo \`token\` atualiza \`plataforma\` e \`nome\` e responde 200 com o mesmo \`id\`.
- Um token é de um aparelho: se outro usuário o tinha (outra pessoa entrou no mesmo aparelho), ele passa para quem chama.
- \`nome\` ausente num novo registro do mesmo usuário mantém o nome anterior.
- O registro fica na auditoria, sem o token.

Campos: \`token\` (obrigatório, até 500 caracteres), \`plataforma\` (\`android\`, \`ios\` ou \`web\`), \`nome\` (opcional, até 100).

${PERFIS}`,
    corpo: ['RegistrarDispositivoRequest', registrarDispositivoSchema],
    exemplos: {
      'Celular Android da gerência': { token: TOKEN, plataforma: 'android', nome: 'Celular da gerência' },
      'Navegador (Web Push), sem nome': { token: 'webpush:https://fcm.googleapis.com/fcm/send/abc123', plataforma: 'web' },
    },
    dados: dispositivoResponseSchema,
    sucesso: 'Dispositivo registrado (ou atualizado, se o token já existia).',
    mensagem: 'Dispositivo registrado com sucesso.',
    exemplo: {
      id: 'a1b2c3d4-e5f6-4a7b-8c9d-0e1f2a3b4c5d',
      plataforma: 'android',
      nome: 'Celular da gerência',
      criadoEm: '2026-05-21T14:30:00Z',
    },
    erros: [
      [400, 'Token ausente ou vazio', obrigatorio('Token'), { plataforma: 'ios' }],
      [400, 'Token com mais de 500 caracteres', tamanhoMaximo('Token', 500), { token: 'x'.repeat(501), plataforma: 'ios' }],
      [400, 'Plataforma ausente', obrigatorio('Plataforma'), { token: TOKEN }],
      [400, 'Plataforma fora de android, ios e web', MENSAGENS_DISPOSITIVO.plataforma, { token: TOKEN, plataforma: 'windows' }],
      [400, 'Nome com mais de 100 caracteres', tamanhoMaximo('Nome', 100), { token: TOKEN, plataforma: 'ios', nome: 'x'.repeat(101) }],
    ],
  }),

  op('DELETE /api/v1/admin/AdminDispositivo', 'removerDispositivoAdmin', {
    resumo: 'Remover o dispositivo do usuário',
    descricao: `Deixa de enviar notificações ao aparelho (no logout do aplicativo, por exemplo).

O corpo é **uma string JSON** com o token (spec): \`"${TOKEN}"\`, com as aspas. Só remove dispositivos do próprio usuário: o token de outro usuário, ou um token desconhecido, dá 404 \`${DISPOSITIVO_NAO_ENCONTRADO}\` e nada muda. A remoção fica na auditoria.

${PERFIS}`,
    corpo: ['RemoverDispositivoRequest', tokenDispositivoSchema],
    exemplos: {
      'O token do aparelho, como string JSON': TOKEN,
    },
    ...soMensagem('Dispositivo removido.', 'Dispositivo removido com sucesso.'),
    erros: [
      [400, 'Corpo vazio', 'O corpo da requisição é obrigatório.'],
      [400, 'Corpo JSON que não é uma string (ex.: um objeto)', MENSAGENS_DISPOSITIVO.corpoToken, { token: TOKEN }],
      [400, 'String vazia ou null', obrigatorio('Token'), ''],
      [400, 'Token com mais de 500 caracteres', tamanhoMaximo('Token', 500), 'x'.repeat(501)],
      [400, 'Corpo maior que 64 KiB', MENSAGENS.corpoGrande],
      [404, 'Token desconhecido ou de outro usuário', DISPOSITIVO_NAO_ENCONTRADO],
    ],
  }),
];
