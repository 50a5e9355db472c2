// OpenAPI declarations of /api/v1/admin/mensagens: the development sink listing, the outbox's
// deliveries and the test e-mail (lib/openapi/registro.ts explains the pattern). The `dados`
// schemas live here: these are the only operations that answer them.
import { z } from 'zod';
import { d, dataHora, dataHoraOuNulo, inteiro, listaFiltrada } from '@/lib/openapi/formatos';
import { MENSAGENS } from '@/lib/erros';
import { obrigatorio } from '@/lib/api/campos';
import { emailInvalido } from '@/lib/api/campos-documentos';
import { REGRAS } from '@/lib/limites/limitador';
import type { MensagemDevResponse } from '@/lib/domain/notificacoes/listar-mensagens-dev';
import type { EntregaNotificacaoResponse } from '@/lib/domain/notificacoes/listar-entregas';
import { ASSUNTO_EMAIL_TESTE, MENSAGENS_EMAIL_TESTE, type EmailTesteResponse } from '@/lib/domain/notificacoes/enviar-email-teste';
import { CODIGOS_TIPO_ENTREGA, STATUS_ENTREGA, TIPOS_ENTREGA } from '@/lib/domain/notificacoes/tipos-entrega';
import { definirOperacoes } from '@/lib/openapi/registro';
import type { RotasDocumentadas } from '@/app/api/v1/openapi.json/rotas';
import { ERROS, muitasTentativas, paginaCom, PRIMEIRA_PAGINA } from '@/lib/openapi/comuns';
import { emailTesteSchema, listarEntregasQuerySchema, listarMensagensQuerySchema } from './schemas';

export const mensagemDevResponseSchema = z
  .object({
    id: z.uuid().meta(d('Id da mensagem.')),
    chave: z.string().meta(d('Chave de idempotência do evento do outbox: uma tentativa repetida nunca grava a mensagem duas vezes.')),
    eventoId: z.uuid().nullable().meta(d('Evento do outbox que originou a mensagem.')),
    canal: z.enum(['email', 'whatsapp']).meta(d('Canal pelo qual a mensagem teria saído.')),
    destino: z.string().meta(d('E-mail, ou telefone em E.164 (+5511988887777).')),
    assunto: z.string().meta(d('Assunto (e-mail) ou título da mensagem.')),
    texto: z.string().meta(d('Texto completo, como seria entregue (inclui links de primeiro acesso e PINs do clube).')),
    criadoEm: z.iso.datetime().meta(d('Quando a mensagem chegou ao sink (UTC).')),
  })
  .meta({ id: 'MensagemDevResponse', description: 'Mensagem gravada no sink de desenvolvimento em vez de enviada.' });

export const listaMensagensDevSchema = listaFiltrada(
  mensagemDevResponseSchema,
  'ListaMensagensDevResponse',
  'mensagens',
  'Itens desta página, da mais nova para a mais antiga.',
);

const exemplo: MensagemDevResponse = {
  id: '7e8f9a0b-1c2d-4e3f-8a4b-5c6d7e8f9a0b',
  chave: '3f2e1d0c-9b8a-4765-8432-10fedcba9876',
  eventoId: '3f2e1d0c-9b8a-4765-8432-10fedcba9876',
  canal: 'email',
  destino: 'ana@sabor.com.br',
  assunto: 'Defina sua senha do painel Fidelidade',
  texto:
    'Olá, Ana Gerente! Seu acesso ao painel Fidelidade foi criado. Defina sua senha em: https://app.exemplo.com.br/painel/primeiro-acesso?email=ana%40sabor.com.br&token=…\nO link vale até 25/05/2026 e só pode ser usado uma vez.',
  criadoEm: '2026-05-22T10:00:05Z',
};

export const entregaNotificacaoResponseSchema = z
  .object({
    id: z.uuid().meta(d('Id do evento do outbox.')),
    tipo: z.enum([...CODIGOS_TIPO_ENTREGA, 'outro']).meta(d('Tipo do aviso, em código (o filtro `tipo` usa os mesmos).')),
    tipoDescricao: z.string().meta(d('O tipo em palavras: PIN do clube, Primeiro acesso ao painel, Aviso de venda…')),
    evento: z.string().meta(d('Tipo do evento no outbox (`PinClube`, `CashbackLiberado`…), para o suporte.')),
    canal: z.enum(['email', 'whatsapp']).nullable().meta(d('Canal pelo qual saiu ou foi tentado; null antes de o despachante escolher.')),
    status: z
      .enum(STATUS_ENTREGA)
      .meta(
        d(
          'Pendente (na fila ou aguardando nova tentativa), Enviado, Falhou (esgotou as tentativas) ou Descartado (sem contato ou sem texto).',
        ),
      ),
    tentativas: inteiro('Tentativas feitas.'),
    destinoMascarado: z
      .string()
      .nullable()
      .meta(
        d(
          'Destino mascarado (`m***a@e******.com`, `(11) *****-4321`); null sem contato, com o cliente anonimizado ou antes da escolha do canal.',
        ),
      ),
    tenantId: z.uuid().nullable().meta(d('Tenant do aviso; null para o PIN do clube e os e-mails de usuários da plataforma.')),
    tenantNome: z.string().nullable().meta(d('Nome do tenant.')),
    criadoEm: dataHora('Quando o aviso entrou na fila (UTC).'),
    enviadoEm: dataHoraOuNulo('Quando o canal aceitou (UTC).'),
    proximaTentativaEm: dataHoraOuNulo('Próxima tentativa (só Pendente, UTC).'),
    ultimoErro: z.string().nullable().meta(d('Última resposta do provedor ou da rede, com dados pessoais e segredos mascarados.')),
  })
  .meta({ id: 'EntregaNotificacaoResponse', description: 'Um aviso do outbox a uma pessoa: nunca o texto, o PIN ou o link.' });

export const listaEntregasSchema = listaFiltrada(
  entregaNotificacaoResponseSchema,
  'ListaEntregasNotificacaoResponse',
  'avisos',
  'Itens desta página, do mais novo para o mais antigo.',
);

export const emailTesteResponseSchema = z
  .object({
    aceito: z.boolean().meta(d('Se o canal aceitou a mensagem (o servidor SMTP respondeu 250, ou o sink a guardou).')),
    canal: z.enum(['smtp', 'sink']).meta(d('`smtp`: enviado de verdade; `sink`: sem `SMTP_URL`, guardado em /painel/mensagens.')),
    servidor: z.string().nullable().meta(d('Servidor e porta do SMTP (nunca usuário ou senha); null no sink.')),
    destinoMascarado: z.string().meta(d('O e-mail digitado, mascarado.')),
    erro: z.string().nullable().meta(d('O que o servidor ou a rede disse, mascarado; null quando aceito.')),
    duracaoMs: inteiro('Quanto o envio levou, em milissegundos.'),
    enviadoEm: dataHora('Quando o e-mail de teste foi enviado (UTC).'),
  })
  .meta({ id: 'EmailTesteResponse', description: 'Resultado do e-mail de teste.' });

const exemploEntrega: EntregaNotificacaoResponse = {
  id: '3f2e1d0c-9b8a-4765-8432-10fedcba9876',
  tipo: 'pin-clube',
  tipoDescricao: 'PIN do clube',
  evento: 'PinClube',
  canal: 'email',
  status: 'Falhou',
  tentativas: 8,
  destinoMascarado: 'a*a@e*****o.com',
  tenantId: null,
  tenantNome: null,
  criadoEm: '2026-05-22T10:00:00Z',
  enviadoEm: null,
  proximaTentativaEm: null,
  ultimoErro: 'EAUTH: Invalid login: 535 5.7.8 Authentication failed',
};

const exemploTeste: EmailTesteResponse = {
  aceito: true,
  canal: 'smtp',
  servidor: 'smtp.exemplo.com.br:587',
  destinoMascarado: 'e****e@s*******m.br',
  erro: null,
  duracaoMs: 412,
  enviadoEm: '2026-05-22T10:00:05Z',
};

const limiteTeste = REGRAS.emailTeste;

const op = definirOperacoes<RotasDocumentadas>({ tag: 'Painel: mensagens e entregas', seguranca: 'bearerAdmin' });

export const operacoes = [
  op('GET /api/v1/admin/mensagens', 'listarMensagensDesenvolvimento', {
    resumo: 'Listar as mensagens do sink de desenvolvimento',
    descricao: `Quando um canal não está configurado (sem \`SMTP_URL\` para e-mail, sem \`WHATSAPP_API_URL\` para WhatsApp), as notificações — e-mail de primeiro acesso, redefinição de senha, PIN do clube, créditos, lembretes de expiração — não saem do serviço: são gravadas no **sink de desenvolvimento** (tabela \`mensagem_dev\`), onde a equipe as lê no painel e os testes as consultam. **Em produção, com SMTP e WhatsApp configurados, nada é gravado aqui.**

Da mais nova para a mais antiga, paginado. \`destino\` filtra por parte do e-mail ou telefone (sem distinção de maiúsculas); \`canal\` por \`email\` ou \`whatsapp\`.

**Perfis:** só \`SuperAdmin\` — o sink é da plataforma inteira (não tem tenant) e os textos trazem links de primeiro acesso e PINs. \`AdminTenant\` e \`Operador\` recebem 403 \`${MENSAGENS.acessoNegado}\`. A resposta vai com \`Cache-Control: no-store\`.`,
    query: {
      schema: listarMensagensQuerySchema,
      descricoes: {
        destino: 'Parte do e-mail ou do telefone do destinatário, sem distinção de maiúsculas.',
        canal: '`email` ou `whatsapp`; vazio: os dois.',
      },
      exemplo: { destino: 'sabor.com.br', canal: 'email', ...PRIMEIRA_PAGINA },
    },
    ...paginaCom(listaMensagensDevSchema, 'Página de mensagens, da mais nova para a mais antiga.', exemplo),
    erros: [
      [400, 'Canal desconhecido', 'O parâmetro canal deve ser email ou whatsapp.', { canal: 'sms' }],
      ERROS.tamanhoInvalido,
      [403, 'Perfil sem acesso (AdminTenant ou Operador)', MENSAGENS.acessoNegado],
    ],
  }),

  op('GET /api/v1/admin/mensagens/entregas', 'listarEntregasNotificacoes', {
    resumo: 'Listar as entregas de avisos (PIN, e-mails, avisos de saldo, campanhas)',
    descricao: `Os avisos do outbox a pessoas — ${Object.values(TIPOS_ENTREGA)
      .map((t) => t.rotulo)
      .join(
        ', ',
      )} — com o status de cada entrega, de todos os tenants, do mais novo para o mais antigo. Webhooks não entram aqui (têm a própria lista em \`/api/v1/admin/webhooks/{id}/entregas\`).

Serve para responder “o código não chegou”: se o aviso está **Pendente** (na fila ou aguardando nova tentativa, com \`proximaTentativaEm\`), **Enviado** (o canal aceitou), **Falhou** (esgotou as tentativas; \`ultimoErro\` diz o que o servidor respondeu) ou **Descartado** (sem contato no canal, ou sem texto).

**Nunca** vem o texto da mensagem, o PIN ou o link de acesso: o destino vem mascarado e o erro, mascarado como nos logs. \`status\` e \`tipo\` filtram (sem distinção de maiúsculas; vazio: todos).

**Perfis:** só \`SuperAdmin\`; \`AdminTenant\` e \`Operador\` recebem 403 \`${MENSAGENS.acessoNegado}\`. Resposta com \`Cache-Control: no-store\`.`,
    query: {
      schema: listarEntregasQuerySchema,
      descricoes: {
        status: '`Pendente`, `Enviado`, `Falhou` ou `Descartado`; vazio: todos.',
        tipo: `${CODIGOS_TIPO_ENTREGA.map((c) => `\`${c}\` (${TIPOS_ENTREGA[c].rotulo})`).join(', ')}; vazio: todos.`,
      },
      exemplo: { status: 'Falhou', tipo: 'pin-clube', ...PRIMEIRA_PAGINA },
    },
    ...paginaCom(listaEntregasSchema, 'Página de entregas, da mais nova para a mais antiga.', exemploEntrega),
    erros: [
      [400, 'Status desconhecido', 'O parâmetro status deve ser Pendente, Enviado, Falhou ou Descartado.', { status: 'Entregue' }],
      [
        400,
        'Tipo desconhecido',
        `O parâmetro tipo deve ser ${CODIGOS_TIPO_ENTREGA.slice(0, -1).join(', ')} ou ${CODIGOS_TIPO_ENTREGA.at(-1)}.`,
        { tipo: 'sms' },
      ],
      ERROS.tamanhoInvalido,
      ERROS.soSuperAdmin,
    ],
  }),

  op('POST /api/v1/admin/mensagens/teste', 'enviarEmailTeste', {
    resumo: 'Enviar um e-mail de teste',
    descricao: `Envia na hora, pelo mesmo canal de e-mail dos avisos (SMTP de \`SMTP_URL\`), a mensagem “${ASSUNTO_EMAIL_TESTE}” ao endereço informado, e responde se o servidor SMTP a aceitou — ou o que ele disse (mascarado). Não passa pelo outbox: não há fila nem novas tentativas.

- Aceito: 200, \`aceito: true\`, mensagem \`${MENSAGENS_EMAIL_TESTE.aceito}\`.
- Recusado ou sem resposta (senha errada, porta bloqueada, remetente não autorizado): 200, \`aceito: false\`, \`erro\` com a resposta do servidor, mensagem \`${MENSAGENS_EMAIL_TESTE.recusado}\`. A verificação foi feita; o resultado é que o canal não funciona.
- Sem \`SMTP_URL\`: a mensagem vai para o sink de desenvolvimento (\`canal: sink\`, visível em GET /api/v1/admin/mensagens), mensagem \`${MENSAGENS_EMAIL_TESTE.sink}\`.

Cada envio fica na auditoria (ação \`EmailTeste\`, com o endereço mascarado e o resultado).

**Limite:** ${limiteTeste.limite} e-mails de teste por minuto por usuário; acima disso, 429 com \`Retry-After\`. **Perfis:** só \`SuperAdmin\`.`,
    corpo: ['EmailTesteRequest', emailTesteSchema],
    exemplos: { 'Testar o SMTP com o e-mail da equipe': { email: 'equipe@sabor.com.br' } },
    dados: emailTesteResponseSchema,
    sucesso: 'Teste feito: veja `aceito` e `erro`.',
    mensagem: MENSAGENS_EMAIL_TESTE.aceito,
    exemplo: exemploTeste,
    erros: [
      [400, 'E-mail ausente', obrigatorio('Email'), {}],
      [400, 'E-mail em formato inválido', emailInvalido('Email'), { email: 'equipe@' }],
      ERROS.soSuperAdmin,
      muitasTentativas(`Mais de ${limiteTeste.limite} e-mails de teste por minuto do mesmo usuário (veja Retry-After)`),
    ],
  }),
];
