// OpenAPI declarations of the communication campaigns (docs/comunicacao.md): campaigns (list,
// create, read, update, send or schedule, cancel, results), the preview, the tenant's marketing
// rules, and the two public routes of the opt-out (the e-mail link and the WhatsApp replies).
import { MENSAGENS } from '@/lib/erros';
import { obrigatorio } from '@/lib/api/campos';
import { REGRAS } from '@/lib/limites/limitador';
import { MENSAGENS_COMUNICACAO } from '@/lib/domain/comunicacao/mensagens';
import type { CampanhaComunicacaoResponse } from '@/lib/domain/comunicacao/admin-campanhas';
import { definirOperacoes, type ErroDeclarado } from '@/lib/openapi/registro';
import { ERROS, TENANT_ID, recursoDoPainel, PRIMEIRA_PAGINA, ERROS_TENANT, errosComTenant } from '@/lib/openapi/comuns';
import type { RotasDocumentadas } from '@/app/api/v1/openapi.json/rotas';
import { grupoResultados } from '@/lib/openapi/exemplos';
import {
  alcanceCampanhaSchema,
  campanhaComunicacaoSchema,
  configuracaoComunicacaoResponseSchema,
  descadastroSchema,
  entradaWhatsappResponseSchema,
  listaCampanhasComunicacaoSchema,
  previaComunicacaoSchema,
  resultadosComunicacaoSchema,
} from '@/lib/openapi/respostas-comunicacao';
import {
  configuracaoComunicacaoSchema,
  configuracaoQuerySchema,
  descadastroQuerySchema,
  entradaWhatsappSchema,
  enviarCampanhaComunicacaoSchema,
  gravarCampanhaComunicacaoSchema,
  listarCampanhasComunicacaoQuerySchema,
  previaCampanhaComunicacaoSchema,
  resultadosQuerySchema,
} from './schemas';
import { SEGMENTO_ID } from '../segmentos/openapi';

const TAG = 'Painel: comunicação';
const CAMPANHA_ID = 'b2c3d4e5-f6a7-4b8c-9d0e-1f2a3b4c5d6e';
const CLIENTE_ID = 'e6f7a8b9-c0d1-4e2f-8a3b-4c5d6e7f8a9b';
const MODELO = 'Olá, {nome}! Você tem {saldoCashback} de cashback na {loja}, que expira em {proximaExpiracao}. Passe aqui!';

const contagens = {
  total: 12000,
  pendentes: 0,
  enfileirados: 0,
  enviados: 9870,
  holdout: 1080,
  ignoradosConsentimento: 820,
  ignoradosOptout: 12,
  ignoradosLimite: 210,
  semContato: 8,
  falhas: 0,
  cancelados: 0,
  descadastrosCausados: 31,
};
/** The counts of a campaign just created: nobody prepared yet. */
const contagensZeradas = Object.fromEntries(Object.keys(contagens).map((k) => [k, 0])) as Record<keyof typeof contagens, number>;

const campanha: CampanhaComunicacaoResponse = {
  id: CAMPANHA_ID,
  tenantId: TENANT_ID,
  nome: 'Volte logo — cashback expirando',
  segmentoId: SEGMENTO_ID,
  canal: 'WhatsApp',
  assunto: null,
  modelo: MODELO,
  holdoutPercentual: 10,
  status: 'Concluida',
  agendadaPara: '2026-06-01T13:00:00Z',
  iniciadaEm: '2026-06-01T13:00:00Z',
  criadoEm: '2026-05-30T12:00:00Z',
  atualizadoEm: '2026-06-01T13:20:00Z',
  contagens,
};

/** The reach of the examples: the campaign's (GET …/alcance) and the preview's. */
const ALCANCE = {
  noSegmento: 1342,
  podemReceber: 1210,
  semConsentimento: 97,
  semContato: 35,
  holdoutPercentual: 10,
  grupoControleEstimado: 121,
  envioEstimado: 1089,
};

const PERFIS = `**Perfis:** \`AdminTenant\` (do próprio tenant) e \`SuperAdmin\` (qualquer tenant; informa \`tenantId\`). \`Operador\` recebe 403 \`${MENSAGENS.acessoNegado}\`.`;
const REGRAS_ENVIO = `**Regras do envio** (docs/comunicacao.md): só recebe quem tem consentimento de marketing no canal neste programa (registrado com data e origem); um descadastro vale na hora, inclusive no meio de um envio (o consentimento é relido imediatamente antes de cada onda de 16 mensagens sair); no máximo \`limiteSemanal\` mensagens de marketing por cliente em 7 dias; nada no horário de silêncio do tenant (adiado para o fim dele); exatamente uma mensagem por cliente por campanha; um grupo de controle sorteado (\`holdoutPercentual\`, padrão 10 %) não recebe nada e serve de comparação nos resultados.`;
const VARIAVEIS =
  'Variáveis do modelo: `{nome}` (primeiro nome), `{saldoCashback}` (R$ 1.234,56), `{proximaExpiracao}` (dd/mm/aaaa), `{loja}`, `{pontos}`.';

const erro404: ErroDeclarado = [404, 'Campanha inexistente ou de outro tenant', MENSAGENS_COMUNICACAO.naoEncontrada];
const campanhas = recursoDoPainel(campanhaComunicacaoSchema, campanha, ['Id da campanha (UUID).', CAMPANHA_ID], erro404);
/** The results' `dias` window, checked alike for the campaigns and the automations. */
export const ERRO_DIAS_RESULTADOS: ErroDeclarado = [
  400,
  'dias fora de 1 a 365',
  'O parâmetro dias deve ser um número inteiro entre 1 e 365.',
  { dias: '0' },
];
const corpoExemplo = { nome: campanha.nome, segmentoId: SEGMENTO_ID, canal: 'WhatsApp' as const, modelo: MODELO, holdoutPercentual: 10 };
/**
 * The 400 of a template naming an unknown variable, on the campaign's body and on the preview's
 * (`corpo`: the rest of a valid body).
 */
const erroVariavelNoModelo = (corpo: object = {}): ErroDeclarado => [
  400,
  'Variável desconhecida no modelo',
  MENSAGENS_COMUNICACAO.variaveisDesconhecidas(['saldo']),
  { ...corpo, segmentoId: SEGMENTO_ID, canal: 'WhatsApp', modelo: 'Seu {saldo}' },
];
const erroSegmento: ErroDeclarado = [422, 'Segmento inexistente ou de outro tenant', MENSAGENS_COMUNICACAO.segmentoNaoEncontrado];
const errosCorpo: ErroDeclarado[] = [
  [400, 'Nome ausente', obrigatorio('Nome'), { segmentoId: SEGMENTO_ID, canal: 'WhatsApp', modelo: 'Oi' }],
  erroVariavelNoModelo({ nome: 'Teste' }),
  [
    400,
    'Variável desconhecida no assunto',
    MENSAGENS_COMUNICACAO.variaveisDesconhecidas(['nme'], 'Assunto'),
    { nome: 'Teste', segmentoId: SEGMENTO_ID, canal: 'Email', assunto: 'Oi {nme}', modelo: 'Seu {saldoCashback}' },
  ],
  [
    400,
    'Canal inválido',
    'O campo Canal deve ser WhatsApp ou Email.',
    { nome: 'Teste', segmentoId: SEGMENTO_ID, canal: 'SMS', modelo: 'Oi' },
  ],
  erroSegmento,
  [422, 'Campanha por e-mail sem assunto', MENSAGENS_COMUNICACAO.assuntoObrigatorio],
];

const op = definirOperacoes<RotasDocumentadas>({ tag: TAG, seguranca: 'bearerAdmin' });

export const operacoes = [
  op('GET /api/v1/admin/comunicacao/campanhas', 'listarCampanhasComunicacao', {
    resumo: 'Listar campanhas de comunicação',
    descricao: `Campanhas mais recentes primeiro, paginadas, com as contagens dos destinatários.\n\n${PERFIS}`,
    query: {
      schema: listarCampanhasComunicacaoQuerySchema,
      descricoes: { tenantId: 'Tenant (SuperAdmin).', pagina: 'Página, a partir de 1.', tamanho: 'Itens por página, 1 a 100 (padrão 20).' },
      exemplo: PRIMEIRA_PAGINA,
    },
    ...campanhas.pagina(listaCampanhasComunicacaoSchema, 'Página de campanhas.'),
    erros: [...ERROS_TENANT],
  }),
  op('POST /api/v1/admin/comunicacao/campanhas', 'criarCampanhaComunicacao', {
    resumo: 'Criar uma campanha de comunicação',
    descricao: `Cria em \`Rascunho\`: um segmento, um canal e um modelo. ${VARIAVEIS}\n\n${REGRAS_ENVIO}\n\n${PERFIS}`,
    corpo: ['GravarCampanhaComunicacaoRequest', gravarCampanhaComunicacaoSchema],
    exemplos: {
      'WhatsApp para quem tem cashback expirando': corpoExemplo,
      'E-mail com assunto': { ...corpoExemplo, canal: 'Email', assunto: '{nome}, seu cashback está esperando' },
    },
    ...campanhas.criado('Campanha criada.', MENSAGENS_COMUNICACAO.criada, {
      ...campanha,
      status: 'Rascunho',
      agendadaPara: null,
      iniciadaEm: null,
      contagens: contagensZeradas,
    }),
    erros: [...errosCorpo, ...errosComTenant(MENSAGENS_COMUNICACAO.tenantNaoEncontrado)],
  }),
  op('GET /api/v1/admin/comunicacao/campanhas/{id}', 'obterCampanhaComunicacao', {
    resumo: 'Obter uma campanha de comunicação',
    descricao: `A campanha e as contagens: enviados, no grupo de controle, ignorados por consentimento, descadastro ou limite.\n\n${PERFIS}`,
    ...campanhas.obter('A campanha.', [ERROS.idInvalido, ERROS.perfil, erro404]),
  }),
  op('PUT /api/v1/admin/comunicacao/campanhas/{id}', 'atualizarCampanhaComunicacao', {
    resumo: 'Alterar uma campanha de comunicação',
    descricao: `Só em \`Rascunho\` ou \`Agendada\`: depois de preparada, os destinatários estão fixados.\n\n${PERFIS}`,
    corpo: ['GravarCampanhaComunicacaoRequest', gravarCampanhaComunicacaoSchema],
    exemplos: { 'Novo texto': { ...corpoExemplo, modelo: 'Oi, {nome}! Seus {saldoCashback} esperam por você na {loja}.' } },
    ...campanhas.porId,
    sucesso: 'Campanha alterada.',
    mensagem: MENSAGENS_COMUNICACAO.atualizada,
    exemplo: { ...campanha, status: 'Rascunho', agendadaPara: null, iniciadaEm: null },
    erros: [
      ...errosCorpo,
      ERROS.idInvalido,
      ...ERROS_TENANT,
      erro404,
      [422, 'Campanha já enviada, concluída ou cancelada', MENSAGENS_COMUNICACAO.naoEditavel],
    ],
  }),
  op('POST /api/v1/admin/comunicacao/campanhas/{id}/enviar', 'enviarCampanhaComunicacao', {
    resumo: 'Enviar agora ou agendar',
    descricao: `Sem \`agendadaPara\` (ou com um instante já passado), envia agora: os destinatários são preparados na hora (membros do segmento, grupo de controle sorteado, sem consentimento contados) e as mensagens saem pelo outbox em até um minuto. Com \`agendadaPara\` futuro, agenda.\n\n${REGRAS_ENVIO}\n\n${PERFIS}`,
    corpo: ['EnviarCampanhaComunicacaoRequest', enviarCampanhaComunicacaoSchema],
    exemplos: { Agora: {}, Agendada: { agendadaPara: '2026-06-01T10:00:00-03:00' } },
    ...campanhas.porId,
    sucesso: 'Envio iniciado ou agendado.',
    mensagem: MENSAGENS_COMUNICACAO.iniciada,
    exemplo: { ...campanha, status: 'Enviando', contagens: { ...contagens, pendentes: 9870, enviados: 0 } },
    erros: [
      [
        400,
        'agendadaPara sem fuso ou inválida',
        'O campo AgendadaPara deve ser uma data e hora ISO 8601 com fuso (ex.: 2026-12-01T10:00:00-03:00).',
        { agendadaPara: 'amanhã' },
      ],
      ERROS.idInvalido,
      ERROS.perfil,
      erro404,
      [422, 'Campanha já enviada ou cancelada', MENSAGENS_COMUNICACAO.naoEnviavel],
      [422, 'Segmento excluído', MENSAGENS_COMUNICACAO.semSegmento],
    ],
  }),
  op('POST /api/v1/admin/comunicacao/campanhas/{id}/cancelar', 'cancelarCampanhaComunicacao', {
    resumo: 'Cancelar uma campanha',
    descricao: `Nada mais é liberado para o outbox; mensagens já na fila ainda saem.\n\n${PERFIS}`,
    ...campanhas.porId,
    sucesso: 'Campanha cancelada.',
    mensagem: MENSAGENS_COMUNICACAO.cancelada,
    exemplo: { ...campanha, status: 'Cancelada' },
    erros: [ERROS.idInvalido, ERROS.perfil, erro404, [422, 'Campanha concluída ou já cancelada', MENSAGENS_COMUNICACAO.naoCancelavel]],
  }),
  op('GET /api/v1/admin/comunicacao/campanhas/{id}/resultados', 'resultadosCampanhaComunicacao', {
    resumo: 'Resultados contra o grupo de controle',
    descricao: `Para cada janela (7, 14 e 30 dias após o envio, ou \`dias\`): clientes, compradores, compras e receita (vendas registradas do programa) do grupo que devia receber e do grupo de controle, por cliente, com a diferença e o intervalo de 95 % (Welch para receita por cliente; aproximação normal para a taxa de conversão). Somas exatas em decimal. Exemplo resolvido em docs/comunicacao.md.\n\n${PERFIS}`,
    query: { schema: resultadosQuerySchema, descricoes: { dias: 'Uma janela só, em dias (1 a 365).' }, exemplo: { dias: '7' } },
    parametrosCaminho: campanhas.parametrosCaminho,
    dados: resultadosComunicacaoSchema,
    sucesso: 'Os resultados.',
    exemplo: {
      campanhaId: CAMPANHA_ID,
      iniciadaEm: '2026-06-01T13:00:00Z',
      janelas: [
        {
          dias: 7,
          inicio: '2026-06-01T13:00:00Z',
          fim: '2026-06-08T13:00:00Z',
          completa: true,
          enviados: grupoResultados(10920, 1310, 1544, 185280),
          holdout: grupoResultados(1080, 97, 110, 12980),
          receitaPorCliente: { diferenca: '4.95', inferior: '1.20', superior: '8.70', erroPadrao: '1.9133' },
          taxaConversao: { diferenca: '0.0302', inferior: '0.0117', superior: '0.0487', erroPadrao: '0.009432' },
        },
      ],
    },
    erros: [ERRO_DIAS_RESULTADOS, ERROS.idInvalido, ERROS.perfil, erro404],
  }),
  op('GET /api/v1/admin/comunicacao/campanhas/{id}/alcance', 'alcanceCampanhaComunicacao', {
    resumo: 'Alcance da campanha agora, sem dados de clientes',
    descricao: `Os números do alcance de uma campanha salva, com o segmento, o canal e o grupo de controle dela, contados agora com a regra do envio (consentimento de marketing no canal e contato): o que o painel pergunta antes de “Enviar agora”. Diferente da prévia, **não** traz nenhum cliente (nome, texto renderizado, saldo): só contagens. Nada é gravado.\n\n${PERFIS}`,
    parametrosCaminho: campanhas.parametrosCaminho,
    dados: alcanceCampanhaSchema.meta({
      id: 'AlcanceCampanhaComunicacaoResponse',
      description: 'Alcance de uma campanha antes do envio: só números.',
    }),
    sucesso: 'O alcance agora.',
    exemplo: ALCANCE,
    erros: [ERROS.idInvalido, ERROS.perfil, erro404, [422, 'Segmento excluído', MENSAGENS_COMUNICACAO.semSegmento]],
  }),
  op('POST /api/v1/admin/comunicacao/previa', 'previaCampanhaComunicacao', {
    resumo: 'Prévia da mensagem para um cliente',
    descricao: `Renderiza o modelo para \`clienteId\` (um cliente do segmento; sem ele, o primeiro do segmento), com o rodapé de descadastro. Nada é gravado. ${VARIAVEIS}\n\n**Alcance** (\`alcance\`): dos clientes do segmento agora, quantos podem receber neste canal (consentimento de marketing e contato: a mesma regra do envio) e cerca de quantos recebem depois do grupo de controle (\`holdoutPercentual\`, 0 a 50; sem ele, 10).\n\n${PERFIS}`,
    corpo: ['PreviaCampanhaComunicacaoRequest', previaCampanhaComunicacaoSchema],
    exemplos: {
      'Para um cliente': { segmentoId: SEGMENTO_ID, canal: 'WhatsApp', modelo: MODELO, clienteId: CLIENTE_ID, holdoutPercentual: 10 },
    },
    dados: previaComunicacaoSchema,
    sucesso: 'A mensagem renderizada.',
    exemplo: {
      clienteId: CLIENTE_ID,
      nomeCliente: 'Maria Souza',
      assunto: null,
      texto:
        'Olá, Maria! Você tem R$ 12,50 de cashback na Loja Centro, que expira em 30/06/2026. Passe aqui!\n\nPara não receber mais mensagens, responda SAIR.',
      totalSegmento: 1342,
      alcance: ALCANCE,
    },
    erros: [
      erroVariavelNoModelo(),
      [
        400,
        'Grupo de controle fora de 0 a 50',
        'O campo HoldoutPercentual deve ser um número inteiro de 0 a 50.',
        { segmentoId: SEGMENTO_ID, canal: 'WhatsApp', modelo: MODELO, holdoutPercentual: 60 },
      ],
      ...errosComTenant(),
      erroSegmento,
      [422, 'Segmento sem clientes', MENSAGENS_COMUNICACAO.segmentoVazio],
      [422, 'Cliente fora do programa ou fora do segmento', MENSAGENS_COMUNICACAO.clienteForaDoSegmento],
    ],
  }),
  op('GET /api/v1/admin/comunicacao/configuracao', 'obterConfiguracaoComunicacao', {
    resumo: 'Regras de comunicação do tenant',
    descricao: `Limite semanal por cliente e horário de silêncio (padrão: 2 mensagens em 7 dias; silêncio das 21:00 às 08:00, America/Sao_Paulo).\n\n${PERFIS}`,
    query: { schema: configuracaoQuerySchema, descricoes: { tenantId: 'Tenant (SuperAdmin).' }, exemplo: {} },
    dados: configuracaoComunicacaoResponseSchema,
    sucesso: 'As regras.',
    exemplo: { limiteSemanal: 2, silencioInicio: '21:00', silencioFim: '08:00', fusoHorario: 'America/Sao_Paulo' },
    erros: errosComTenant(),
  }),
  op('PUT /api/v1/admin/comunicacao/configuracao', 'atualizarConfiguracaoComunicacao', {
    resumo: 'Alterar as regras de comunicação do tenant',
    descricao: `Valem para os próximos lotes de todas as campanhas. Início igual ao fim = sem horário de silêncio.\n\n${PERFIS}`,
    corpo: ['ConfiguracaoComunicacaoRequest', configuracaoComunicacaoSchema],
    exemplos: { Padrão: { limiteSemanal: 2, silencioInicio: '21:00', silencioFim: '08:00', fusoHorario: 'America/Sao_Paulo' } },
    dados: configuracaoComunicacaoResponseSchema,
    sucesso: 'Regras gravadas.',
    mensagem: MENSAGENS_COMUNICACAO.configuracaoAtualizada,
    exemplo: { limiteSemanal: 2, silencioInicio: '21:00', silencioFim: '08:00', fusoHorario: 'America/Sao_Paulo' },
    erros: [
      [
        400,
        'Limite fora de 1 a 14',
        'O campo LimiteSemanal deve ser um número inteiro de 1 a 14.',
        { limiteSemanal: 0, silencioInicio: '21:00', silencioFim: '08:00', fusoHorario: 'America/Sao_Paulo' },
      ],
      [
        400,
        'Hora fora do formato',
        'O campo SilencioInicio deve estar no formato HH:MM.',
        { limiteSemanal: 2, silencioInicio: '9h', silencioFim: '08:00', fusoHorario: 'America/Sao_Paulo' },
      ],
      ...errosComTenant(MENSAGENS_COMUNICACAO.tenantNaoEncontrado),
    ],
  }),
  op('GET /api/v1/clube/descadastro', 'lerDescadastro', {
    tag: 'Clube',
    seguranca: 'nenhuma',
    resumo: 'Ler um link de descadastro',
    descricao: `O que o link assinado dos e-mails de marketing nomeia (programa, canal) e se o cliente ainda está inscrito. Só lê: leitores de e-mail seguem links. **Limite:** ${REGRAS.descadastro.limite} por minuto por IP.`,
    query: { schema: descadastroQuerySchema, descricoes: { t: 'Token assinado do link.' }, exemplo: { t: 'eyJjIjoi….Xk3' } },
    dados: descadastroSchema,
    sucesso: 'O link é válido.',
    exemplo: { programa: 'Loja Centro', canal: 'Email', inscrito: true },
    erros: [[404, 'Token adulterado ou de cliente fora do programa', MENSAGENS_COMUNICACAO.descadastroInvalido]],
  }),
  op('POST /api/v1/clube/descadastro', 'confirmarDescadastro', {
    tag: 'Clube',
    seguranca: 'nenhuma',
    resumo: 'Descadastrar-se (link do e-mail)',
    descricao: `Retira na hora o consentimento de marketing do canal neste programa: a preferência e a prova (consentimento_lgpd, origem \`Descadastro\`, com data). Um envio em andamento não entrega mais nada a este cliente. **Limite:** ${REGRAS.descadastro.limite} por minuto por IP.`,
    query: { schema: descadastroQuerySchema, descricoes: { t: 'Token assinado do link.' }, exemplo: { t: 'eyJjIjoi….Xk3' } },
    dados: descadastroSchema,
    sucesso: 'Descadastrado.',
    mensagem: MENSAGENS_COMUNICACAO.descadastrado,
    exemplo: { programa: 'Loja Centro', canal: 'Email', inscrito: false },
    erros: [[404, 'Token adulterado ou de cliente fora do programa', MENSAGENS_COMUNICACAO.descadastroInvalido]],
  }),
  op('POST /api/v1/webhooks/whatsapp/entrada', 'receberMensagemWhatsapp', {
    seguranca: 'nenhuma',
    resumo: 'Resposta recebida pelo WhatsApp (provedor)',
    descricao: `O provedor de WhatsApp encaminha cada resposta de cliente com \`Authorization: Bearer <WHATSAPP_ENTRADA_SEGREDO>\` (sem a variável configurada, 401). SAIR, PARAR, STOP, CANCELAR ou DESCADASTRAR retiram na hora o consentimento de marketing pelo WhatsApp nos programas que enviaram campanha a este número (prova com origem \`WhatsApp\`). **Limite:** ${REGRAS.entradaWhatsapp.limite} por minuto por IP.`,
    corpo: ['EntradaWhatsappRequest', entradaWhatsappSchema],
    exemplos: { Sair: { de: '+5511988887777', texto: 'SAIR' } },
    dados: entradaWhatsappResponseSchema,
    sucesso: 'Mensagem processada.',
    mensagem: MENSAGENS_COMUNICACAO.entradaRecebida,
    exemplo: { descadastrado: true, programas: 1 },
    erros: [
      [400, 'Texto ausente', obrigatorio('Texto'), { de: '+5511988887777' }],
      [401, 'Sem o segredo do provedor', MENSAGENS.naoAutorizado],
    ],
  }),
];
