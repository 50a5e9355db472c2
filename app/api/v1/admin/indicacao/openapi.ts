// OpenAPI declarations of the referral programme (docs/indicacao.md): its configuration and the
// list of referrals. One file for the folder and its indicacoes subfolder.
import { definirOperacoes } from '@/lib/openapi/registro';
import type { RotasDocumentadas } from '@/app/api/v1/openapi.json/rotas';
import { ERROS_PAGINACAO, LOJA_ID, PRIMEIRA_PAGINA, errosComTenant, paginaCom, perfisDoTenant } from '@/lib/openapi/comuns';
import { listaIndicacoesSchema, programaIndicacaoResponseSchema } from '@/lib/openapi/respostas-indicacao';
import { INDICACAO_PADRAO, type ProgramaIndicacaoResponse } from '@/lib/domain/indicacao/configurar-indicacao';
import type { IndicacaoItem } from '@/lib/domain/indicacao/listar-indicacoes';
import { MENSAGENS_INDICACAO as M } from '@/lib/domain/indicacao/mensagens';
import { PRAZO_INDICACAO_DIAS } from '@/lib/domain/indicacao/concluir-indicacoes';
import { listarIndicacoesQuerySchema, programaIndicacaoQuerySchema, salvarIndicacaoSchema } from './schemas';

const TAG = 'Painel: indicação';
const PERFIS = perfisDoTenant('o programa de indicação');

const REGRAS = `Cada participante ativo tem um link (\`/clube/participar/{lojaId}?indicacao=CODIGO\`, no clube). Quem entra no programa **pela primeira vez** por ele vira uma indicação \`Pendente\`. Ela se conclui quando o amigo faz uma compra de pelo menos \`compraMinima\` (valor bruto da venda) em até ${PRAZO_INDICACAO_DIAS} dias da entrada, e a compra continua registrada (sem cancelamento) depois de \`diasCarencia\` dias: então quem indicou ganha \`bonusIndicador\` (até \`limiteMensal\` bônus a cada 30 dias) e o amigo ganha \`bonusIndicado\`, cada um como um crédito de verdade (lote, movimentação \`AjusteCredito\`, auditoria), válido por \`validadeDias\`. Sem a compra no prazo (mais a carência), a indicação expira. A rotina das automações confere a cada 15 minutos. Exemplos em docs/indicacao.md.`;

// The examples: the defaults, switched on and saved.
const { configurada: _configurada, atualizadoEm: _atualizadoEm, ...padrao } = INDICACAO_PADRAO;
const pedido = { ...padrao, ativo: true };
const programa: ProgramaIndicacaoResponse = {
  ...pedido,
  configurada: true,
  atualizadoEm: '2026-06-01T12:00:00Z',
  resumo: { pendentes: 14, concluidas: 31, expiradas: 5, cashbackCreditado: 620, pontosCreditados: 0 },
};

const indicacao: IndicacaoItem = {
  id: '7c8d9e0f-1a2b-4c3d-8e4f-5a6b7c8d9e0f',
  status: 'Concluida',
  criadaEm: '2026-06-02T15:20:00Z',
  concluidaEm: '2026-06-12T03:15:00Z',
  indicador: { id: '8d9e0f1a-2b3c-4d4e-9f5a-6b7c8d9e0f1a', nome: 'Maria da Silva' },
  indicado: { id: '9e0f1a2b-3c4d-4e5f-8a6b-7c8d9e0f1a2b', nome: 'João Souza' },
  loja: { id: LOJA_ID, nome: 'Loja Centro' },
  vendaId: '0f1a2b3c-4d5e-4f6a-9b7c-8d9e0f1a2b3c',
  tipoBeneficio: 'Cashback',
  bonusIndicador: 10,
  bonusIndicado: 10,
};

const op = definirOperacoes<RotasDocumentadas>({ tag: TAG, seguranca: 'bearerAdmin' });

export const operacoes = [
  op('GET /api/v1/admin/indicacao', 'obterProgramaIndicacao', {
    resumo: 'O programa de indicação',
    descricao: `A configuração do "Indique e ganhe" do programa (ou os valores padrão, com \`configurada: false\`, antes do primeiro salvamento) e seus números.\n\n${REGRAS}\n\n${PERFIS}`,
    query: { schema: programaIndicacaoQuerySchema, descricoes: { tenantId: 'Tenant (obrigatório para SuperAdmin).' }, exemplo: {} },
    dados: programaIndicacaoResponseSchema,
    sucesso: 'O programa de indicação.',
    exemplo: programa,
    erros: errosComTenant(),
  }),

  op('PUT /api/v1/admin/indicacao', 'salvarProgramaIndicacao', {
    resumo: 'Salvar o programa de indicação',
    descricao: `Liga, desliga e configura o "Indique e ganhe" (a configuração inteira a cada salvamento; o primeiro a cria). Os bônus valem para as indicações que se concluírem depois; desligado, nenhuma se conclui (as pendentes esperam, e podem expirar) e o clube deixa de mostrar o link. A mudança é auditada (\`ConfigurarIndicacao\`, antes e depois). Programa de sandbox: 404.\n\n${REGRAS}\n\n${PERFIS}`,
    corpo: ['SalvarProgramaIndicacaoRequest', salvarIndicacaoSchema],
    exemplos: {
      'R$ 10 para cada lado, compra a partir de R$ 50': pedido,
      'Só quem indica ganha: 200 pontos, sem validade': {
        ...pedido,
        tipoBeneficio: 'Pontos',
        bonusIndicador: 200,
        bonusIndicado: 0,
        validadeDias: null,
        compraMinima: 30,
      },
    },
    dados: programaIndicacaoResponseSchema,
    sucesso: 'O programa salvo, com seus números.',
    mensagem: M.salva,
    exemplo: programa,
    erros: [
      [400, 'Os dois bônus zerados', M.semBonus, { ...pedido, bonusIndicador: 0, bonusIndicado: 0 }],
      [400, 'Bônus negativo', M.bonusNegativo('BonusIndicado'), { ...pedido, bonusIndicado: -1 }],
      [400, 'Pontos com casas decimais', M.pontosInteiros, { ...pedido, tipoBeneficio: 'Pontos', bonusIndicador: 10.5 }],
      [400, 'tipoBeneficio desconhecido', M.tipoInvalido, { ...pedido, tipoBeneficio: 'Desconto' }],
      [400, 'diasCarencia fora de 0 a 90', M.carenciaInvalida, { ...pedido, diasCarencia: 120 }],
      [400, 'limiteMensal fora de 1 a 100', M.limiteInvalido, { ...pedido, limiteMensal: 0 }],
      [400, 'validadeDias fora de 1 a 3650', M.validadeInvalida, { ...pedido, validadeDias: 0 }],
      ...errosComTenant(M.tenantNaoEncontrado),
    ],
  }),

  op('GET /api/v1/admin/indicacao/indicacoes', 'listarIndicacoes', {
    resumo: 'Listar as indicações',
    descricao: `As indicações do programa, das mais novas para as mais antigas, paginadas: quem indicou, quem entrou, por qual loja, a situação e o que cada lado recebeu. Só nomes: o CPF fica na página do cliente, sob a regra de cada perfil.\n\n${PERFIS}`,
    query: {
      schema: listarIndicacoesQuerySchema,
      descricoes: {
        tenantId: 'Tenant (obrigatório para SuperAdmin).',
        status: '`Pendente`, `Concluida` ou `Expirada`; ausente: todas.',
        clienteId: 'Só as indicações deste cliente, de um lado ou do outro (quem indicou ou quem foi indicado).',
      },
      exemplo: { status: 'Concluida', ...PRIMEIRA_PAGINA },
    },
    ...paginaCom(listaIndicacoesSchema, 'Página de indicações.', indicacao),
    erros: [
      [400, 'status desconhecido', M.statusInvalido, { status: 'Paga' }],
      [400, 'clienteId que não é um UUID', 'O campo ClienteId deve ser um UUID.', { clienteId: '123' }],
      ...ERROS_PAGINACAO,
      ...errosComTenant(),
    ],
  }),
];
