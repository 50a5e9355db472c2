// OpenAPI declaration of GET and PUT /api/v1/clube/preferencias (docs/segmentos.md, section 4).
import { formatoInvalido } from '@/lib/api/campos';
import { MENSAGENS_PREFERENCIAS, type PreferenciasClubeResponse } from '@/lib/domain/clube/preferencias';
import { definirOperacoes } from '@/lib/openapi/registro';
import type { RotasDocumentadas } from '@/app/api/v1/openapi.json/rotas';
import { preferenciasClubeSchema } from '@/lib/openapi/respostas-segmentos';
import { TENANT_ID } from '@/lib/openapi/comuns';
import { atualizarPreferenciasSchema } from './schemas';

const exemplo: PreferenciasClubeResponse = {
  telefoneInformado: true,
  emailInformado: true,
  programas: [{ tenantId: TENANT_ID, programa: 'Loja Demo', whatsapp: true, email: false, atualizadoEm: '2026-06-01T12:00:00Z' }],
};

const op = definirOperacoes<RotasDocumentadas>({ tag: 'Clube', seguranca: 'bearerClube' });

export const operacoes = [
  op('GET /api/v1/clube/preferencias', 'obterPreferenciasClube', {
    resumo: 'Preferências de comunicação',
    descricao:
      'Por programa de que o cliente participa: se aceita mensagens de **marketing** pelo WhatsApp e por e-mail. O aceite de LGPD do cadastro não é consentimento de marketing: quem nunca escolheu tem os dois canais `false` e `atualizadoEm` null. Mensagens de serviço (PIN do clube, aviso de crédito) não dependem destas preferências.',
    dados: preferenciasClubeSchema,
    sucesso: 'As preferências.',
    exemplo,
    erros: [],
  }),
  op('PUT /api/v1/clube/preferencias', 'atualizarPreferenciasClube', {
    resumo: 'Aceitar ou recusar marketing (opt-in / opt-out)',
    descricao: `Altera os canais enviados (\`whatsapp\`, \`email\`; ausente: fica como está) em um programa (\`tenantId\`) ou, **sem \`tenantId\`, em todos** os programas do cliente ("não quero receber nada"). Vale **na hora**: a próxima contagem de segmento e o próximo envio já leem a escolha nova.

- Cada mudança grava um evento de consentimento (somente inserção) com finalidade \`MarketingWhatsapp\` ou \`MarketingEmail\`, aceito ou retirado, instante, origem \`Clube\` e versão do texto; aparece na exportação LGPD. Repetir a escolha atual não grava nada.
- Aceitar um canal exige o contato dele no perfil (422); recusar nunca exige.
- Responde as preferências atualizadas de todos os programas.`,
    corpo: ['AtualizarPreferenciasClubeRequest', atualizarPreferenciasSchema],
    exemplos: {
      'Aceitar WhatsApp em um programa': { tenantId: TENANT_ID, whatsapp: true },
      'Não receber nada de nenhum programa': { whatsapp: false, email: false },
    },
    dados: preferenciasClubeSchema,
    sucesso: 'Preferências aplicadas.',
    mensagem: MENSAGENS_PREFERENCIAS.atualizadas,
    exemplo,
    erros: [
      [400, 'Nem whatsapp nem email no corpo', MENSAGENS_PREFERENCIAS.nadaParaAtualizar, {}],
      [400, 'whatsapp que não é booleano', formatoInvalido('Whatsapp'), { whatsapp: 'sim' }],
      [400, 'tenantId que não é UUID', 'O campo TenantId deve ser um UUID.', { tenantId: '123', email: true }],
      [404, 'tenantId de um programa de que o cliente não participa', MENSAGENS_PREFERENCIAS.programaNaoEncontrado],
      [422, 'Aceitar WhatsApp sem telefone no perfil', MENSAGENS_PREFERENCIAS.semTelefone],
      [422, 'Aceitar e-mail sem e-mail no perfil', MENSAGENS_PREFERENCIAS.semEmail],
    ],
  }),
];
