// OpenAPI declarations of the subscription endpoints: the spec's verificar, checkout and portal,
// and ours: the current subscription, the built-in provider's confirmation and the SuperAdmin
// support change (lib/openapi/registro.ts explains the pattern). One file for the folder and its
// subfolders: they share the request schemas (./schemas.ts), the examples and the scope rules.
import { MENSAGENS } from '@/lib/erros';
import { obrigatorio } from '@/lib/api/campos';
import { ASSINATURA_INATIVA } from '@/lib/domain/assinatura/exigir-assinatura';
import { CATALOGO, MENSAGENS_ASSINATURA, type AssinaturaResponse } from '@/lib/domain/assinatura/dados-assinatura';
import { MENSAGENS_LANCAMENTO } from '@/lib/domain/assinatura/campanha-lancamento';
import { PLANOS } from '@/lib/domain/assinatura/planos';
import { ERROS, TENANT_ID, tenantInexistente, errosComTenant } from '@/lib/openapi/comuns';
import { definirOperacoes, type ErroDeclarado } from '@/lib/openapi/registro';
import type { RotasDocumentadas } from '@/app/api/v1/openapi.json/rotas';
import {
  assinaturaResponseSchema,
  checkoutResponseSchema,
  portalResponseSchema,
  verificarDisponibilidadeResponseSchema,
} from '@/lib/openapi/respostas-assinatura';
import {
  MENSAGENS_CAMPOS_ASSINATURA,
  alterarAssinaturaSchema,
  checkoutIdSchema,
  criarCheckoutSchema,
  tenantIdCaminhoSchema,
  tenantQuerySchema,
  verificarDisponibilidadeSchema,
} from './schemas';
import { dataHoraInvalida } from './campos';

const TAG = 'Painel: assinatura';

const CHECKOUT_ID = 'f7a8b9c0-d1e2-4f3a-8b4c-5d6e7f8a9b0c';

const assinaturaTrial: AssinaturaResponse = {
  tenantId: TENANT_ID,
  plano: 'Profissional',
  status: 'Trial',
  trialAte: '2026-06-04T14:30:00Z',
  periodoAtualAte: null,
  provedor: 'interno',
  valorMensal: 249,
  diasRestantesTrial: 9,
  permiteAtivarCampanhas: true,
  lojasAtivas: 2,
  planos: CATALOGO,
};

const assinaturaAtiva: AssinaturaResponse = {
  ...assinaturaTrial,
  status: 'Ativa',
  periodoAtualAte: '2026-06-26T10:00:00Z',
  diasRestantesTrial: null,
};

const PERFIS = `**Perfis:** \`AdminTenant\` (o próprio tenant; \`tenantId\` ausente ou o próprio, outro dá 403) e \`SuperAdmin\` (qualquer tenant, **informando** \`tenantId\`; sem ele, 400 \`O campo TenantId é obrigatório.\`). \`Operador\` recebe 403 \`${MENSAGENS.acessoNegado}\`.`;

const erroTenant404: ErroDeclarado = tenantInexistente(MENSAGENS_ASSINATURA.tenantNaoEncontrado);
const planoPequeno = MENSAGENS_ASSINATURA.planoPequeno(PLANOS.Essencial, 2);

/** The 400s of `campoPlano` (the simulation's body and the checkout's). */
const ERROS_PLANO: ErroDeclarado[] = [
  [400, 'Plano ausente', obrigatorio('Plano'), {}],
  [400, 'Plano fora do catálogo', MENSAGENS_CAMPOS_ASSINATURA.plano, { plano: 'Ouro' }],
];

const op = definirOperacoes<RotasDocumentadas>({ tag: TAG, seguranca: 'bearerAdmin' });

export const operacoes = [
  op('GET /api/v1/assinatura', 'obterAssinatura', {
    resumo: 'Obter a assinatura do tenant',
    descricao: `A situação da assinatura do tenant para o painel mostrar e fazer valer: plano, status, datas, lojas ativas e o catálogo de planos.

- Status: \`Trial\` (período de avaliação, grátis até \`trialAte\`), \`Ativa\`, \`Inadimplente\`, \`Cancelada\`.
- \`permiteAtivarCampanhas\`: a mesma regra que libera ativar campanhas (PATCH /api/v1/admin/CampanhaAdmin/{id}/status); false dá 422 \`${ASSINATURA_INATIVA}\` naquela chamada.
- Tenant sem assinatura registrada (anterior à cobrança): campos da assinatura null e \`permiteAtivarCampanhas\` true.

${PERFIS}`,
    query: {
      schema: tenantQuerySchema,
      descricoes: { tenantId: 'Tenant (obrigatório para SuperAdmin).' },
      exemplo: {},
    },
    dados: assinaturaResponseSchema,
    sucesso: 'A assinatura do tenant.',
    exemplo: assinaturaTrial,
    erros: errosComTenant(MENSAGENS_ASSINATURA.tenantNaoEncontrado),
  }),

  op('POST /api/v1/assinatura/verificar', 'verificarDisponibilidadePlano', {
    resumo: 'Verificar se um plano serve ao tenant',
    descricao: `Diz se o plano comporta as lojas do tenant (ou a \`quantidadeLojas\` informada, para simular), com o preço, os dias do período de avaliação e a assinatura atual. Não grava nada; um plano que não serve responde 200 com \`disponivel\` false e o \`motivo\`.

Planos: \`Essencial\` (1 loja, R$ 99,00/mês), \`Profissional\` (até 5 lojas, R$ 249,00/mês), \`Rede\` (ilimitadas, R$ 599,00/mês). Contam só as lojas ativas.

${PERFIS}`,
    corpo: ['VerificarDisponibilidadeRequest', verificarDisponibilidadeSchema],
    exemplos: {
      'O plano Profissional serve às lojas de hoje?': { plano: 'Profissional' },
      'E se o tenant tiver 8 lojas? (SuperAdmin)': { tenantId: TENANT_ID, plano: 'Profissional', quantidadeLojas: 8 },
    },
    dados: verificarDisponibilidadeResponseSchema,
    sucesso: 'A avaliação do plano (disponível ou não).',
    exemplo: {
      plano: 'Essencial',
      disponivel: false,
      motivo: planoPequeno,
      valorMensal: 99,
      diasTrial: 14,
      limiteLojas: 1,
      quantidadeLojas: 2,
      assinaturaAtual: { plano: 'Profissional', status: 'Trial', trialAte: '2026-06-04T14:30:00Z', periodoAtualAte: null },
    },
    erros: [
      ...ERROS_PLANO,
      [
        400,
        'quantidadeLojas negativa, fracionária ou acima de 100000',
        MENSAGENS_CAMPOS_ASSINATURA.quantidadeLojas,
        { plano: 'Rede', quantidadeLojas: -1 },
      ],
      ...errosComTenant(MENSAGENS_ASSINATURA.tenantNaoEncontrado),
    ],
  }),

  op('POST /api/v1/assinatura/checkout', 'criarCheckoutAssinatura', {
    resumo: 'Abrir o checkout de um plano',
    descricao: `Abre o pagamento do plano no provedor de cobrança configurado e devolve a \`url\` para onde levar a pessoa; vale 24 horas. A assinatura só muda quando o pagamento é confirmado.

- Provedor \`interno\` (padrão, sem gateway): a \`url\` é a página do painel \`/painel/assinatura/checkout/{checkoutId}\`, que confirma por POST /api/v1/assinatura/checkout/{id}/confirmar.
- Plano que não comporta as lojas ativas do tenant: 422 com o motivo.
- \`codigoCupom\` (opcional, qualquer caixa): cupom da campanha de lançamento vigente (GET /api/v1/campanha-lancamento). Toma uma vaga da campanha, nunca além de \`vagasTotais\`, mesmo com checkouts simultâneos; um tenant que já tomou vaga com esse cupom não toma outra. Cupom errado ou fora do período: 422; vagas esgotadas: 422.
- O checkout (e o uso do cupom) fica na auditoria.

${PERFIS}`,
    corpo: ['CriarCheckoutRequest', criarCheckoutSchema],
    exemplos: {
      'Assinar o Profissional': { plano: 'Profissional' },
      'Assinar o Essencial com o cupom de lançamento': { plano: 'Essencial', codigoCupom: 'LANCAMENTO50' },
    },
    dados: checkoutResponseSchema,
    sucesso: 'Checkout aberto.',
    mensagem: 'Checkout criado. Conclua o pagamento no endereço informado.',
    exemplo: {
      checkoutId: CHECKOUT_ID,
      url: `https://fidelidade.example.com/painel/assinatura/checkout/${CHECKOUT_ID}`,
      expiraEm: '2026-05-27T10:00:00Z',
      plano: 'Profissional',
      valorMensal: 249,
      codigoCupom: null,
    },
    erros: [
      ...ERROS_PLANO,
      [
        400,
        'codigoCupom com mais de 40 caracteres',
        'O campo CodigoCupom deve ter no máximo 40 caracteres.',
        { plano: 'Rede', codigoCupom: 'X'.repeat(41) },
      ],
      ...errosComTenant(MENSAGENS_ASSINATURA.tenantNaoEncontrado),
      [422, 'O plano não comporta as lojas ativas do tenant', planoPequeno],
      [422, 'Cupom que não é o da campanha de lançamento vigente', MENSAGENS_LANCAMENTO.cupomInvalido],
      [422, 'Vagas da campanha de lançamento esgotadas', MENSAGENS_LANCAMENTO.cupomEsgotado],
    ],
  }),

  op('POST /api/v1/assinatura/checkout/{id}/confirmar', 'confirmarCheckoutAssinatura', {
    resumo: 'Confirmar um checkout (provedor interno)',
    descricao: `Conclui um checkout do provedor \`interno\`: a página de checkout do painel chama este endpoint (pagamento por boleto ou PIX fora da plataforma, implantação própria, demonstração). A assinatura fica \`Ativa\` no plano do checkout por um mês: \`periodoAtualAte\` = agora + 1 mês, ou o fim do período atual + 1 mês quando o mesmo plano já está ativo e em dia.

- Idempotente: confirmar de novo responde 200 com a assinatura e a mensagem \`${MENSAGENS_ASSINATURA.checkoutJaConfirmado}\`; dois pedidos simultâneos ativam uma vez.
- Checkout de outro tenant: 404 \`${MENSAGENS_ASSINATURA.checkoutNaoEncontrado}\`, como se não existisse.
- Checkout vencido (24 horas): 422.
- Com um provedor de pagamento configurado (\`COBRANCA_PROVEDOR\` diferente de \`interno\`), só o webhook verificado do provedor ativa: 422 aqui.
- A confirmação e a ativação ficam na auditoria.

**Perfis:** \`AdminTenant\` (checkouts do próprio tenant) e \`SuperAdmin\` (de qualquer tenant). \`Operador\` recebe 403 \`${MENSAGENS.acessoNegado}\`.`,
    parametrosCaminho: { schema: checkoutIdSchema, descricoes: { id: 'Id do checkout (UUID).' }, exemplo: { id: CHECKOUT_ID } },
    dados: assinaturaResponseSchema,
    sucesso: 'Assinatura ativa.',
    mensagem: 'Assinatura ativada com sucesso.',
    exemplo: assinaturaAtiva,
    erros: [
      ERROS.perfil,
      [404, 'Checkout inexistente ou de outro tenant', MENSAGENS_ASSINATURA.checkoutNaoEncontrado],
      [422, 'Checkout vencido', MENSAGENS_ASSINATURA.checkoutExpirado],
      [422, 'Checkout de um provedor de pagamento (confirmado só pelo webhook dele)', MENSAGENS_ASSINATURA.checkoutDoProvedor],
    ],
  }),

  op('POST /api/v1/assinatura/portal', 'abrirPortalAssinatura', {
    resumo: 'Abrir o portal de cobrança',
    descricao: `Devolve o endereço onde o tenant vê faturas, troca a forma de pagamento ou cancela. Sem corpo. Com o provedor \`interno\`, é a página \`/painel/assinatura\` do próprio painel; com um provedor de pagamento, a sessão do portal dele (422 enquanto o tenant não concluiu nenhum checkout nele).

${PERFIS}`,
    query: { schema: tenantQuerySchema, descricoes: { tenantId: 'Tenant (obrigatório para SuperAdmin).' }, exemplo: {} },
    dados: portalResponseSchema,
    sucesso: 'Endereço do portal.',
    exemplo: { url: 'https://fidelidade.example.com/painel/assinatura' },
    erros: [
      ERROS.tenantIdInvalido,
      ...errosComTenant(MENSAGENS_ASSINATURA.tenantNaoEncontrado),
      [422, 'Provedor de pagamento sem cadastro deste tenant', MENSAGENS_ASSINATURA.semPortal],
    ],
  }),

  op('PUT /api/v1/assinatura/{tenantId}', 'alterarAssinaturaSuperAdmin', {
    resumo: 'Alterar a assinatura de um tenant (suporte)',
    descricao: `Para o suporte da plataforma: define plano, status e datas da assinatura do tenant (cria a assinatura se ele não tiver), por exemplo para estender o período de avaliação, registrar um pagamento feito por fora, marcar inadimplência ou cancelar. Substitui o estado inteiro; \`motivo\` é obrigatório e vai para a auditoria com o antes e o depois.

- \`status\` \`Trial\` exige \`trialAte\`; \`Ativa\` exige \`periodoAtualAte\`. Datas em ISO 8601 (\`2026-12-31T23:59:59Z\`).
- \`Inadimplente\` e \`Cancelada\` impedem ativar campanhas (422 \`${ASSINATURA_INATIVA}\`); o PDV continua funcionando.
- Provedor e referência externa são do provedor de cobrança: não mudam aqui.

**Perfis:** só \`SuperAdmin\`; os demais recebem 403 \`${MENSAGENS.acessoNegado}\`.`,
    corpo: ['AlterarAssinaturaRequest', alterarAssinaturaSchema],
    exemplos: {
      'Estender o período de avaliação por mais 7 dias': {
        plano: 'Profissional',
        status: 'Trial',
        trialAte: '2026-06-11T14:30:00Z',
        motivo: 'Cliente pediu mais prazo para avaliar (chamado 4521).',
      },
      'Marcar como inadimplente': {
        plano: 'Rede',
        status: 'Inadimplente',
        periodoAtualAte: '2026-05-20T10:00:00Z',
        motivo: 'Boleto de maio não compensado.',
      },
    },
    parametrosCaminho: { schema: tenantIdCaminhoSchema, descricoes: { tenantId: 'Tenant (UUID).' }, exemplo: { tenantId: TENANT_ID } },
    dados: assinaturaResponseSchema,
    sucesso: 'Assinatura alterada.',
    mensagem: 'Assinatura atualizada com sucesso.',
    exemplo: { ...assinaturaTrial, trialAte: '2026-06-11T14:30:00Z', diasRestantesTrial: 16 },
    erros: [
      [400, 'Status fora dos valores aceitos', MENSAGENS_CAMPOS_ASSINATURA.status, { plano: 'Rede', status: 'Suspensa', motivo: 'Teste' }],
      [400, 'Trial sem trialAte', MENSAGENS_CAMPOS_ASSINATURA.trialSemData, { plano: 'Rede', status: 'Trial', motivo: 'Teste' }],
      [400, 'Ativa sem periodoAtualAte', MENSAGENS_CAMPOS_ASSINATURA.ativaSemPeriodo, { plano: 'Rede', status: 'Ativa', motivo: 'Teste' }],
      [
        400,
        'Data-hora fora do ISO 8601',
        dataHoraInvalida('TrialAte'),
        { plano: 'Rede', status: 'Trial', trialAte: '31/12/2026', motivo: 'Teste' },
      ],
      [400, 'Motivo ausente', obrigatorio('Motivo'), { plano: 'Rede', status: 'Cancelada' }],
      ERROS.soSuperAdmin,
      erroTenant404,
    ],
  }),
];
