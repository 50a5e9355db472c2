// OpenAPI declaration of GET /api/v1/admin/ClienteAdmin/{id}/mensagens (lib/openapi/registro.ts),
// with the schema of its `dados` (kept here: this endpoint is its only user).
import { z } from 'zod';
import { d, dataHora, dataHoraOuNulo, inteiro, paginado } from '@/lib/openapi/formatos';
import { definirOperacoes } from '@/lib/openapi/registro';
import { ID } from '@/lib/openapi/exemplos';
import type { RotasDocumentadas } from '@/app/api/v1/openapi.json/rotas';
import { PRIMEIRA_PAGINA, paginaDe, DESCRICAO_PROGRAMA } from '@/lib/openapi/comuns';
import type { MensagemClienteResponse } from '@/lib/domain/notificacoes/mensagens-do-cliente';
import {
  CODIGOS_MOTIVO_NAO_ENVIO,
  CODIGOS_TIPO_ENTREGA,
  MOTIVOS_NAO_ENVIO,
  STATUS_ENTREGA,
  TIPOS_ENTREGA,
} from '@/lib/domain/notificacoes/tipos-entrega';
import { ERROS_PAGINA_DO_CLIENTE, parametroId } from '../openapi';
import { mensagensClienteAdminQuerySchema } from './schemas';

export const mensagemClienteAdminSchema = z
  .object({
    id: z.uuid().meta(d('Id do evento do outbox (avisos) ou do destinatário da campanha (marketing).')),
    tipo: z
      .enum([...CODIGOS_TIPO_ENTREGA, 'outro'])
      .meta(d('Tipo da mensagem, em código (os mesmos de GET /api/v1/admin/mensagens/entregas).')),
    tipoDescricao: z.string().meta(d('O tipo em palavras: PIN do clube, Aviso de venda, Campanha “<nome>”, Automação: Boas-vindas…')),
    canal: z
      .enum(['email', 'whatsapp'])
      .nullable()
      .meta(d('Canal pelo qual saiu, foi tentada ou sairia; null antes de o despachante escolher.')),
    status: z
      .enum(STATUS_ENTREGA)
      .meta(
        d(
          'Pendente (na fila, aguardando nova tentativa ou o horário de envio), Enviado (o canal aceitou), Falhou (esgotou as tentativas) ou Descartado (não saiu: veja `motivo`).',
        ),
      ),
    motivo: z
      .enum(CODIGOS_MOTIVO_NAO_ENVIO)
      .nullable()
      .meta(
        d(
          `Por que uma mensagem de marketing não saiu (só Descartado): ${CODIGOS_MOTIVO_NAO_ENVIO.map((m) => `\`${m}\``).join(', ')}; null nos demais casos.`,
        ),
      ),
    motivoDescricao: z.string().nullable().meta(d('O motivo em palavras, para dizer ao cliente.')),
    tentativas: inteiro('Tentativas de entrega feitas.'),
    destinoMascarado: z
      .string()
      .nullable()
      .meta(
        d(
          'Destino mascarado (`m***a@e******.com`, `(11) *****-4321`); null quando a mensagem não saiu, sem contato ou cliente anonimizado.',
        ),
      ),
    criadoEm: dataHora('Quando a mensagem entrou na fila, ou o cliente na campanha (UTC).'),
    enviadoEm: dataHoraOuNulo('Quando o canal aceitou (UTC).'),
    proximaTentativaEm: dataHoraOuNulo(
      'Só Pendente: a próxima tentativa, ou quando uma mensagem agendada ou adiada pelo horário de silêncio sai (UTC).',
    ),
    ultimoErro: z.string().nullable().meta(d('Última resposta do provedor ou da rede, com dados pessoais, links e segredos mascarados.')),
  })
  .meta({ id: 'MensagemClienteAdmin', description: 'Uma mensagem ao cliente: nunca o texto, o PIN, o link ou um token.' });

export const mensagensClienteAdminSchema = paginado(
  'MensagensClienteAdminResponse',
  mensagemClienteAdminSchema,
  'Página pedida, da mais recente para a mais antiga.',
  'Total de mensagens ao cliente no programa.',
);

const exemplos: MensagemClienteResponse[] = [
  {
    id: '3f2e1d0c-9b8a-4765-8432-10fedcba9876',
    tipo: 'pin-clube',
    tipoDescricao: 'PIN do clube',
    canal: 'email',
    status: 'Falhou',
    motivo: null,
    motivoDescricao: null,
    tentativas: 8,
    destinoMascarado: 'm***a@e******.com',
    criadoEm: '2026-05-22T10:00:00Z',
    enviadoEm: null,
    proximaTentativaEm: null,
    ultimoErro: '550 5.1.1 Mailbox does not exist',
  },
  {
    id: '7e8f9a0b-1c2d-4e3f-8a4b-5c6d7e8f9a0b',
    tipo: 'campanha',
    tipoDescricao: 'Campanha “Volta às aulas”',
    canal: 'whatsapp',
    status: 'Descartado',
    motivo: 'sem-consentimento',
    motivoDescricao: MOTIVOS_NAO_ENVIO['sem-consentimento'].rotulo,
    tentativas: 0,
    destinoMascarado: null,
    criadoEm: '2026-05-20T12:00:00Z',
    enviadoEm: null,
    proximaTentativaEm: null,
    ultimoErro: null,
  },
];

const op = definirOperacoes<RotasDocumentadas>({ tag: 'Painel: clientes', seguranca: 'bearerAdmin' });

export const operacoes = [
  op('GET /api/v1/admin/ClienteAdmin/{id}/mensagens', 'mensagensClienteAdmin', {
    resumo: 'Mensagens ao cliente no programa',
    descricao: `O que foi enviado ao cliente **neste** programa, da mais recente para a mais antiga, paginado: o PIN do clube (que vale para todos os programas da pessoa), os avisos de ${[TIPOS_ENTREGA.venda, TIPOS_ENTREGA.liberacao, TIPOS_ENTREGA.expiracao].map((t) => t.rotulo.toLowerCase()).join(', ')}, e o marketing do programa (campanhas e automações). Serve para responder “o código não chegou”.

Cada mensagem traz o tipo, o canal, o status, as tentativas, o destino mascarado e a última resposta do provedor, mascarada. Uma mensagem de marketing que não saiu (grupo de controle, sem consentimento, descadastro, limite semanal, sem contato, campanha cancelada) vem **Descartado** com o \`motivo\`. **Nunca** vem o texto, o PIN, um link ou um token.

Não há reenvio pelo painel (docs/api-admin-clientes.md §9): o cliente pede um PIN novo no clube; um e-mail que falhou pede a correção do endereço nos dados do cliente.

Perfis: Operador, AdminTenant e SuperAdmin (este informa \`tenantId\`). Cliente sem vínculo com o programa: 404, mesmo que exista em outro tenant.`,
    query: {
      schema: mensagensClienteAdminQuerySchema,
      descricoes: { tenantId: DESCRICAO_PROGRAMA },
      exemplo: { tenantId: ID.programa, ...PRIMEIRA_PAGINA },
    },
    parametrosCaminho: parametroId,
    dados: mensagensClienteAdminSchema,
    sucesso: 'Página das mensagens ao cliente no programa.',
    exemplo: paginaDe(exemplos),
    erros: [...ERROS_PAGINA_DO_CLIENTE],
  }),
];
