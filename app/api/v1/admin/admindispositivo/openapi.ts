// OpenAPI declarations of AdminDispositivo: register and unregister a panel user's device for
// push notifications (lib/openapi/registro.ts explains the pattern).
import { z } from 'zod';
import { MENSAGENS } from '@/lib/erros';
import { obrigatorio, tamanhoMaximo } from '@/lib/api/campos';
import { DISPOSITIVO_NAO_ENCONTRADO } from '@/lib/domain/dispositivo/gravar-dispositivo';
import { definirOperacao } from '@/lib/openapi/registro';
import { dispositivoResponseSchema } from '@/lib/openapi/respostas-assinatura';
import { MENSAGENS_DISPOSITIVO, registrarDispositivoSchema, tokenDispositivoSchema } from './schemas';

const TAG = 'Painel: dispositivos';
const TOKEN = 'fcm:dQw4w9WgXcQ:APA91bH-exemplo-de-token-do-dispositivo';

const PERFIS = `**Perfis:** qualquer usuário do painel (\`SuperAdmin\`, \`AdminTenant\`, \`Operador\`), sempre para si mesmo.`;

export const operacoes = [
  definirOperacao({
    metodo: 'POST',
    caminho: '/api/v1/admin/AdminDispositivo',
    id: 'registrarDispositivoAdmin',
    tag: TAG,
    resumo: 'Registrar o dispositivo do usuário para notificações',
    descricao: `Registra o token de notificação push (FCM, APNs ou Web Push) do aparelho do usuário que chama.

- Idempotente: registrar de novo o mesmo \`token\` atualiza \`plataforma\` e \`nome\` e responde 200 com o mesmo \`id\`.
- Um token é de um aparelho: se outro usuário o tinha (outra pessoa entrou no mesmo aparelho), ele passa para quem chama.
- \`nome\` ausente num novo registro do mesmo usuário mantém o nome anterior.
- O registro fica na auditoria, sem o token.

Campos: \`token\` (obrigatório, até 500 caracteres), \`plataforma\` (\`android\`, \`ios\` ou \`web\`), \`nome\` (opcional, até 100).

${PERFIS}`,
    seguranca: 'bearerAdmin',
    corpo: {
      schema: registrarDispositivoSchema,
      nome: 'RegistrarDispositivoRequest',
      exemplos: [
        { resumo: 'Celular Android da gerência', valor: { token: TOKEN, plataforma: 'android', nome: 'Celular da gerência' } },
        {
          resumo: 'Navegador (Web Push), sem nome',
          valor: { token: 'webpush:https://fcm.googleapis.com/fcm/send/abc123', plataforma: 'web' },
        },
      ],
    },
    dados: dispositivoResponseSchema,
    sucesso: {
      status: 200,
      descricao: 'Dispositivo registrado (ou atualizado, se o token já existia).',
      mensagem: 'Dispositivo registrado com sucesso.',
      exemplo: {
        id: 'a1b2c3d4-e5f6-4a7b-8c9d-0e1f2a3b4c5d',
        plataforma: 'android',
        nome: 'Celular da gerência',
        criadoEm: '2026-05-21T14:30:00Z',
      },
    },
    erros: [
      { status: 400, causa: 'Token ausente ou vazio', mensagem: obrigatorio('Token'), entrada: { plataforma: 'ios' } },
      {
        status: 400,
        causa: 'Token com mais de 500 caracteres',
        mensagem: tamanhoMaximo('Token', 500),
        entrada: { token: 'x'.repeat(501), plataforma: 'ios' },
      },
      { status: 400, causa: 'Plataforma ausente', mensagem: obrigatorio('Plataforma'), entrada: { token: TOKEN } },
      {
        status: 400,
        causa: 'Plataforma fora de android, ios e web',
        mensagem: MENSAGENS_DISPOSITIVO.plataforma,
        entrada: { token: TOKEN, plataforma: 'windows' },
      },
      {
        status: 400,
        causa: 'Nome com mais de 100 caracteres',
        mensagem: tamanhoMaximo('Nome', 100),
        entrada: { token: TOKEN, plataforma: 'ios', nome: 'x'.repeat(101) },
      },
    ],
  }),

  definirOperacao({
    metodo: 'DELETE',
    caminho: '/api/v1/admin/AdminDispositivo',
    id: 'removerDispositivoAdmin',
    tag: TAG,
    resumo: 'Remover o dispositivo do usuário',
    descricao: `Deixa de enviar notificações ao aparelho (no logout do aplicativo, por exemplo).

O corpo é **uma string JSON** com o token (spec): \`"${TOKEN}"\`, com as aspas. Só remove dispositivos do próprio usuário: o token de outro usuário, ou um token desconhecido, dá 404 \`${DISPOSITIVO_NAO_ENCONTRADO}\` e nada muda. A remoção fica na auditoria.

${PERFIS}`,
    seguranca: 'bearerAdmin',
    corpo: {
      schema: tokenDispositivoSchema,
      nome: 'RemoverDispositivoRequest',
      exemplos: [{ resumo: 'O token do aparelho, como string JSON', valor: TOKEN }],
    },
    dados: z.null(),
    sucesso: { status: 200, descricao: 'Dispositivo removido.', mensagem: 'Dispositivo removido com sucesso.', exemplo: null },
    erros: [
      { status: 400, causa: 'Corpo vazio', mensagem: 'O corpo da requisição é obrigatório.' },
      {
        status: 400,
        causa: 'Corpo JSON que não é uma string (ex.: um objeto)',
        mensagem: MENSAGENS_DISPOSITIVO.corpoToken,
        entrada: { token: TOKEN },
      },
      { status: 400, causa: 'String vazia ou null', mensagem: obrigatorio('Token'), entrada: '' },
      { status: 400, causa: 'Token com mais de 500 caracteres', mensagem: tamanhoMaximo('Token', 500), entrada: 'x'.repeat(501) },
      { status: 400, causa: 'Corpo maior que 64 KiB', mensagem: MENSAGENS.corpoGrande },
      { status: 404, causa: 'Token desconhecido ou de outro usuário', mensagem: DISPOSITIVO_NAO_ENCONTRADO },
    ],
  }),
];
