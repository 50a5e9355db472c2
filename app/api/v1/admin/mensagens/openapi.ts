// OpenAPI declaration of the development sink listing (lib/openapi/registro.ts explains the
// pattern). The `dados` schema lives here: this is the only operation that answers it.
import { z } from 'zod';
import { d, listaFiltrada } from '@/lib/openapi/formatos';
import { MENSAGENS } from '@/lib/erros';
import type { MensagemDevResponse } from '@/lib/domain/notificacoes/listar-mensagens-dev';
import { definirOperacoes } from '@/lib/openapi/registro';
import type { RotasDocumentadas } from '@/app/api/v1/openapi.json/rotas';
import { ERROS, paginaCom, PRIMEIRA_PAGINA } from '@/lib/openapi/comuns';
import { listarMensagensQuerySchema } from './schemas';

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

const op = definirOperacoes<RotasDocumentadas>({ tag: 'Painel: mensagens de desenvolvimento', seguranca: 'bearerAdmin' });

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
];
