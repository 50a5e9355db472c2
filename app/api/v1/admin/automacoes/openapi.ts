// OpenAPI declarations of the automations (docs/automacoes.md): the list and the save.
import { MENSAGENS } from '@/lib/erros';
import { MENSAGENS_AUTOMACAO } from '@/lib/domain/automacao/mensagens';
import { AUTOMACOES, type TipoAutomacao } from '@/lib/domain/automacao/definicoes';
import type { AutomacaoResponse } from '@/lib/domain/automacao/configurar-automacao';
import { definirOperacoes } from '@/lib/openapi/registro';
import type { RotasDocumentadas } from '@/app/api/v1/openapi.json/rotas';
import { grupoResultados } from '@/lib/openapi/exemplos';
import { tenantInexistente, errosComTenant } from '@/lib/openapi/comuns';
import { ERRO_DIAS_RESULTADOS } from '../comunicacao/openapi';
import { automacaoResponseSchema, listaAutomacoesSchema, resultadosAutomacaoSchema } from '@/lib/openapi/respostas-automacoes';
import { automacoesQuerySchema, resultadosAutomacaoQuerySchema, salvarAutomacaoSchema, tipoAutomacaoCaminhoSchema } from './schemas';

const TAG = 'Painel: automações';
const CAMPANHA_ID = 'b2c3d4e5-f6a7-4b8c-9d0e-1f2a3b4c5d6e';

/** The `{tipo}` path parameter, with one automation as the example. */
const parametroTipo = (tipo: TipoAutomacao) => ({
  schema: tipoAutomacaoCaminhoSchema,
  descricoes: { tipo: 'BoasVindas, Aniversario, Reconquista ou LembreteExpiracao.' },
  exemplo: { tipo },
});

const aniversario: AutomacaoResponse = {
  tipo: 'Aniversario',
  nome: AUTOMACOES.Aniversario.nome,
  descricao: AUTOMACOES.Aniversario.descricao,
  configurada: true,
  ativa: true,
  ativadaEm: '2026-06-01T12:00:00Z',
  campanhaId: CAMPANHA_ID,
  canal: 'WhatsApp',
  assunto: null,
  modelo: AUTOMACOES.Aniversario.modeloPadrao,
  holdoutPercentual: 10,
  diasSemCompra: null,
  bonus: { tipoBeneficio: 'Cashback', valor: 10, validadeDias: 30 },
  envios: { enviados: 412, pendentes: 3, holdout: 47, ignorados: 120 },
  atualizadoEm: '2026-06-01T12:00:00Z',
};

const PERFIS = `**Perfis:** \`AdminTenant\` (o próprio programa) e \`SuperAdmin\` (informa \`tenantId\`). \`Operador\` recebe 403 \`${MENSAGENS.acessoNegado}\`.`;
const REGRAS = `Cada automação ligada roda a cada 15 minutos e alcança um cliente **uma vez por ocorrência**: boas-vindas uma vez na vida (primeira compra feita depois de ligada), aniversário uma vez por ano (no dia, no fuso do programa; 29/02 no dia 28 em anos comuns), reconquista uma vez por ausência (última compra há N dias ou mais), lembrete uma vez por data de vencimento. As mensagens seguem as regras de marketing das campanhas: consentimento do canal, descadastro, limite semanal e horário de silêncio. Um grupo de controle sorteado (\`holdoutPercentual\`) não recebe nada — nem mensagem, nem bônus — e é a comparação dos resultados (\`GET /api/v1/admin/automacoes/{tipo}/resultados\`). O bônus é um crédito real (lote, movimentação \`AjusteCredito\`, auditoria), dado só a quem recebe a mensagem. Desligar cancela o que ainda esperava para sair. Regras com exemplos em docs/automacoes.md.`;

const op = definirOperacoes<RotasDocumentadas>({ tag: TAG, seguranca: 'bearerAdmin' });

export const operacoes = [
  op('GET /api/v1/admin/automacoes', 'listarAutomacoes', {
    resumo: 'Listar as automações',
    descricao: `As quatro automações do programa (BoasVindas, Aniversario, Reconquista, LembreteExpiracao), configuradas ou com os valores padrão, e quantos destinatários cada uma já teve.\n\n${REGRAS}\n\n${PERFIS}`,
    query: { schema: automacoesQuerySchema, descricoes: { tenantId: 'Tenant (obrigatório para SuperAdmin).' }, exemplo: {} },
    dados: listaAutomacoesSchema,
    sucesso: 'As automações.',
    exemplo: [aniversario],
    erros: errosComTenant(),
  }),

  op('PUT /api/v1/admin/automacoes/{tipo}', 'salvarAutomacao', {
    resumo: 'Salvar uma automação',
    descricao: `Liga, desliga e configura uma automação (o primeiro salvamento a cria). \`tipo\` no caminho: BoasVindas, Aniversario, Reconquista ou LembreteExpiracao (maiúsculas indiferentes). \`diasSemCompra\` só na Reconquista (7 a 730, padrão 60); \`bonus\` só em Aniversario e Reconquista. Sem configuração, o lembrete de expiração é o aviso de serviço padrão; configurado, passa a ser esta mensagem de marketing (ou nenhuma, se desligado).\n\n${REGRAS}\n\n${PERFIS}`,
    corpo: ['SalvarAutomacaoRequest', salvarAutomacaoSchema],
    exemplos: {
      'Aniversário com R$ 10 de bônus por 30 dias': {
        ativa: true,
        canal: 'WhatsApp',
        modelo: AUTOMACOES.Aniversario.modeloPadrao,
        holdoutPercentual: 10,
        bonus: { tipoBeneficio: 'Cashback', valor: 10, validadeDias: 30 },
      },
      'Reconquista depois de 45 dias, por e-mail': {
        ativa: true,
        canal: 'Email',
        assunto: AUTOMACOES.Reconquista.assuntoPadrao,
        modelo: AUTOMACOES.Reconquista.modeloPadrao,
        diasSemCompra: 45,
      },
    },
    parametrosCaminho: parametroTipo('Aniversario'),
    dados: automacaoResponseSchema,
    sucesso: 'A automação salva.',
    mensagem: MENSAGENS_AUTOMACAO.salva,
    exemplo: aniversario,
    erros: [
      [
        400,
        'Modelo com variável desconhecida',
        MENSAGENS_AUTOMACAO.variavelDesconhecida(['nme']),
        { ativa: true, canal: 'WhatsApp', modelo: 'Oi {nme}!' },
      ],
      [
        400,
        'Assunto com variável desconhecida',
        MENSAGENS_AUTOMACAO.assuntoVariavelDesconhecida(['nme']),
        { ativa: true, canal: 'Email', assunto: 'Oi {nme}!', modelo: 'Olá, {nome}!' },
      ],
      [400, 'Canal inválido', MENSAGENS_AUTOMACAO.canalInvalido, { ativa: true, canal: 'SMS', modelo: 'Olá, {nome}!' }],
      [400, '{bonus} sem bônus configurado', MENSAGENS_AUTOMACAO.variavelBonusSemBonus],
      [400, '{bonus} no assunto sem bônus configurado', MENSAGENS_AUTOMACAO.assuntoVariavelBonusSemBonus],
      [400, 'Bônus numa automação sem bônus', MENSAGENS_AUTOMACAO.bonusSoAniversarioOuReconquista],
      [400, 'diasSemCompra fora da Reconquista', MENSAGENS_AUTOMACAO.diasSemCompraSoReconquista],
      ...errosComTenant(),
      [404, 'Tipo de automação desconhecido', MENSAGENS_AUTOMACAO.naoEncontrada],
      tenantInexistente(MENSAGENS_AUTOMACAO.tenantNaoEncontrado),
    ],
  }),
  op('GET /api/v1/admin/automacoes/{tipo}/resultados', 'resultadosAutomacao', {
    resumo: 'Resultados contra o grupo de controle',
    descricao: `Para cada janela (7, 14 e 30 dias, ou \`dias\`): compras e receita de cada destinatário nos N dias depois de ser alcançado (o aniversário, a ausência, a primeira compra), do grupo que devia receber contra o grupo de controle, por cliente, com a diferença e o intervalo de 95 % (como nas campanhas, docs/comunicacao.md). Só entram destinatários cuja janela já terminou; os outros são contados em \`emAndamento\`. Automação nunca configurada: \`janelas\` vazio.\n\n${PERFIS}`,
    query: {
      schema: resultadosAutomacaoQuerySchema,
      descricoes: { tenantId: 'Tenant (obrigatório para SuperAdmin).', dias: 'Uma janela só, em dias (1 a 365).' },
      exemplo: { dias: '14' },
    },
    parametrosCaminho: parametroTipo('Reconquista'),
    dados: resultadosAutomacaoSchema,
    sucesso: 'Os resultados.',
    exemplo: {
      tipo: 'Reconquista',
      campanhaId: CAMPANHA_ID,
      janelas: [
        {
          dias: 14,
          emAndamento: 120,
          enviados: grupoResultados(900, 162, 190, 17100),
          holdout: grupoResultados(100, 11, 12, 1020),
          receitaPorCliente: { diferenca: '8.80', inferior: '2.10', superior: '15.50', erroPadrao: '3.4184' },
          taxaConversao: { diferenca: '0.0700', inferior: '0.0040', superior: '0.1360', erroPadrao: '0.033673' },
        },
      ],
      descadastrosCausados: 3,
    },
    erros: [ERRO_DIAS_RESULTADOS, ...errosComTenant(), [404, 'Tipo de automação desconhecido', MENSAGENS_AUTOMACAO.naoEncontrada]],
  }),
];
