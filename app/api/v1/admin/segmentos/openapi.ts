// OpenAPI declarations of the segments (docs/segmentos.md): list, create, read, update, delete,
// and the counts (of a filter being edited, of a saved segment). One file for the folder and its
// [id], [id]/contagem, [id]/membros and contagem subfolders.
import { ERROS, LOJA_ID, TENANT_ID, recursoDoPainel, PRIMEIRA_PAGINA, paginaDe, ERROS_TENANT, errosComTenant } from '@/lib/openapi/comuns';
import { MENSAGENS } from '@/lib/erros';
import { obrigatorio } from '@/lib/api/campos';
import { MENSAGENS_FILTRO } from '@/lib/domain/segmento/filtro';
import { MENSAGENS_SEGMENTO, type SegmentoResponse } from '@/lib/domain/segmento/admin-segmentos';
import { definirOperacoes, type ErroDeclarado } from '@/lib/openapi/registro';
import type { RotasDocumentadas } from '@/app/api/v1/openapi.json/rotas';
import {
  contagemSegmentoSchema,
  listaMembrosSegmentoSchema,
  listaSegmentosSchema,
  segmentoResponseSchema,
} from '@/lib/openapi/respostas-segmentos';
import { contarSegmentoSchema, gravarSegmentoSchema, listarSegmentosQuerySchema, membrosSegmentoQuerySchema } from './schemas';

const TAG = 'Painel: segmentos';

/** The example's segment, also the one the communication campaigns' examples target. */
export const SEGMENTO_ID = 'a1b2c3d4-e5f6-4a7b-8c9d-0e1f2a3b4c5d';

const filtroExemplo = { rfm: ['EmRisco' as const], saldoMin: 10, canal: 'WhatsApp' as const };

const segmento: SegmentoResponse = {
  id: SEGMENTO_ID,
  tenantId: TENANT_ID,
  nome: 'Em risco com saldo',
  descricao: 'Clientes sumidos há 2 a 4 meses com pelo menos R$ 10 de cashback, que aceitam WhatsApp.',
  filtro: filtroExemplo,
  criadoEm: '2026-06-01T12:00:00Z',
  atualizadoEm: '2026-06-01T12:00:00Z',
};

const PERFIS = `**Perfis:** \`AdminTenant\` (segmentos do próprio tenant) e \`SuperAdmin\` (qualquer tenant; informa \`tenantId\` ao criar e contar). \`Operador\` recebe 403 \`${MENSAGENS.acessoNegado}\`.`;
const OUTRO_TENANT = `Segmento de outro tenant responde 404 \`${MENSAGENS_SEGMENTO.naoEncontrado}\`, como se não existisse.`;
const FILTRO = `**Filtro** (\`FiltroSegmento\`): todas as condições informadas valem juntas; dentro de \`mesesAniversario\` e \`rfm\`, qualquer valor. Só entram clientes com vínculo **ativo** no programa e não anonimizados. "Compra" é uma venda \`Registrada\` (canceladas não contam); dias são períodos de 24 horas até agora. Classes RFM (em ordem: a primeira que vale): **Novos** — primeira compra nos últimos 30 dias (ou, sem compra, entrou no programa nos últimos 30 dias); **Campeoes** — última compra nos últimos 30 dias e pelo menos 5 compras em 365 dias; **Ativos** — última compra nos últimos 60 dias; **EmRisco** — última compra entre 60 e 120 dias atrás; **Inativos** — última compra há mais de 120 dias, ou nunca comprou e entrou há mais de 30 dias. Saldos vêm dos lotes de cashback disponíveis agora.`;

const erro404: ErroDeclarado = [404, 'Segmento inexistente ou de outro tenant', MENSAGENS_SEGMENTO.naoEncontrado];
const segmentos = recursoDoPainel(segmentoResponseSchema, segmento, ['Id do segmento (UUID).', SEGMENTO_ID], erro404);
/** 422 of a saved segment whose filter the current rules no longer accept (its count and its members). */
const erroFiltroSalvo: ErroDeclarado = [422, 'Filtro salvo que as regras atuais não aceitam mais', MENSAGENS_SEGMENTO.filtroInvalido];
const erroLoja: ErroDeclarado = [422, 'lojaId de uma loja inexistente ou de outro tenant', MENSAGENS_SEGMENTO.lojaNaoEncontrada];
/** The 400s of GravarSegmentoRequest (creation and update): the name, and a filter the rules refuse. */
const errosDoCorpo: ErroDeclarado[] = [
  [400, 'Nome ausente', obrigatorio('Nome'), { filtro: {} }],
  [
    400,
    'comprasMin maior que comprasMax',
    MENSAGENS_FILTRO.intervaloCompras,
    { nome: 'Frequentes', filtro: { comprasMin: 5, comprasMax: 2 } },
  ],
  [
    400,
    'Recência impossível (comprou nos últimos 10 dias e não comprou nos últimos 30)',
    MENSAGENS_FILTRO.recenciaImpossivel,
    { nome: 'Impossível', filtro: { compraNosUltimosDias: 10, semCompraHaDias: 30 } },
  ],
  [
    400,
    'Classe RFM desconhecida',
    'O campo Rfm deve conter Novos, Ativos, EmRisco, Inativos ou Campeoes.',
    { nome: 'RFM', filtro: { rfm: ['Fieis'] } },
  ],
];

const op = definirOperacoes<RotasDocumentadas>({ tag: TAG, seguranca: 'bearerAdmin' });

export const operacoes = [
  op('GET /api/v1/admin/segmentos', 'listarSegmentos', {
    resumo: 'Listar segmentos',
    descricao: `Segmentos em ordem de nome, paginados; \`busca\` procura no nome. SuperAdmin sem \`tenantId\` vê os de todos os tenants.\n\n${PERFIS}`,
    query: {
      schema: listarSegmentosQuerySchema,
      descricoes: {
        tenantId: 'Tenant (SuperAdmin). Para AdminTenant, só o próprio.',
        busca: 'Trecho do nome.',
      },
      exemplo: { busca: 'risco', ...PRIMEIRA_PAGINA },
    },
    ...segmentos.pagina(listaSegmentosSchema, 'Página de segmentos.'),
    erros: [...ERROS_TENANT],
  }),

  op('POST /api/v1/admin/segmentos', 'criarSegmento', {
    resumo: 'Criar um segmento',
    descricao: `Salva um filtro com um nome (único no tenant). Os membros não são guardados: cada contagem ou envio calcula o segmento naquele instante.\n\n${FILTRO}\n\n${PERFIS}`,
    corpo: ['GravarSegmentoRequest', gravarSegmentoSchema],
    exemplos: {
      'Em risco com saldo, no WhatsApp': { nome: segmento.nome, descricao: segmento.descricao!, filtro: filtroExemplo },
      'Aniversariantes de junho e julho da Loja Centro': {
        nome: 'Aniversariantes jun-jul',
        filtro: { lojaId: LOJA_ID, mesesAniversario: [6, 7] },
      },
    },
    ...segmentos.criado('Segmento criado.', MENSAGENS_SEGMENTO.criado),
    erros: [
      ...errosDoCorpo,
      ...errosComTenant(MENSAGENS_SEGMENTO.tenantNaoEncontrado),
      [422, 'Já existe um segmento com este nome no tenant', MENSAGENS_SEGMENTO.nomeEmUso],
      erroLoja,
    ],
  }),

  op('POST /api/v1/admin/segmentos/contagem', 'contarFiltroSegmento', {
    resumo: 'Contar um filtro (contagem ao vivo)',
    descricao: `Quantos clientes o filtro seleciona agora, sem salvar nada: o painel chama enquanto o filtro é editado. Medido em 1.000.000 de clientes em docs/benchmarks.md.\n\n${FILTRO}\n\n${PERFIS}`,
    corpo: ['ContarSegmentoRequest', contarSegmentoSchema],
    exemplos: { 'Em risco com saldo, no WhatsApp': { filtro: filtroExemplo } },
    dados: contagemSegmentoSchema,
    sucesso: 'A contagem.',
    exemplo: { total: 1342, calculadoEm: '2026-06-01T12:00:00Z' },
    erros: [
      [400, 'comprasMin maior que comprasMax', MENSAGENS_FILTRO.intervaloCompras, { filtro: { comprasMin: 5, comprasMax: 2 } }],
      [400, 'Mês fora de 1 a 12', 'O campo MesesAniversario deve conter meses de 1 a 12.', { filtro: { mesesAniversario: [13] } }],
      ...errosComTenant(),
      erroLoja,
    ],
  }),

  op('GET /api/v1/admin/segmentos/{id}', 'obterSegmento', {
    resumo: 'Obter um segmento',
    descricao: `${PERFIS} ${OUTRO_TENANT}`,
    ...segmentos.obter('O segmento.'),
  }),

  op('PUT /api/v1/admin/segmentos/{id}', 'atualizarSegmento', {
    resumo: 'Atualizar um segmento',
    descricao: `Troca nome, descrição e filtro (o filtro enviado substitui o anterior por inteiro). O tenant não muda.\n\n${FILTRO}\n\n${PERFIS} ${OUTRO_TENANT}`,
    corpo: ['GravarSegmentoRequest', gravarSegmentoSchema],
    exemplos: { 'Só campeões': { nome: 'Campeões', filtro: { rfm: ['Campeoes'] } } },
    ...segmentos.porId,
    sucesso: 'Segmento atualizado.',
    mensagem: MENSAGENS_SEGMENTO.atualizado,
    exemplo: { ...segmento, nome: 'Campeões', descricao: null, filtro: { rfm: ['Campeoes'] }, atualizadoEm: '2026-06-02T10:00:00Z' },
    erros: [
      ...errosDoCorpo,
      ...ERROS_TENANT,
      erro404,
      [422, 'Outro segmento do tenant já tem este nome', MENSAGENS_SEGMENTO.nomeEmUso],
      erroLoja,
    ],
  }),

  op('DELETE /api/v1/admin/segmentos/{id}', 'excluirSegmento', {
    resumo: 'Excluir um segmento',
    descricao: `Apaga o segmento (a exclusão fica na auditoria com o filtro que ele tinha). Nenhum cliente é afetado.\n\n${PERFIS} ${OUTRO_TENANT}`,
    ...segmentos.porId,
    sucesso: 'O segmento excluído.',
    mensagem: MENSAGENS_SEGMENTO.excluido,
    exemplo: segmento,
    erros: [ERROS.perfil, erro404],
  }),

  op('GET /api/v1/admin/segmentos/{id}/contagem', 'contarSegmento', {
    resumo: 'Contar um segmento salvo',
    descricao: `Quantos clientes o segmento tem agora.\n\n${PERFIS} ${OUTRO_TENANT}`,
    parametrosCaminho: segmentos.parametrosCaminho,
    dados: contagemSegmentoSchema,
    sucesso: 'A contagem.',
    exemplo: { total: 1342, calculadoEm: '2026-06-01T12:00:00Z' },
    erros: [ERROS.perfil, erro404, erroFiltroSalvo],
  }),

  op('GET /api/v1/admin/segmentos/{id}/membros', 'listarMembrosSegmento', {
    resumo: 'Listar os membros de um segmento',
    descricao: `Quem está no segmento agora, calculado na hora como a contagem (o \`totalRegistros\` é a contagem): nome, CPF **mascarado** (como na lista de clientes, para todos os perfis), última compra no programa e saldos no programa. Ordem: quem comprou por último primeiro; quem nunca comprou no fim. Cada página custa uma varredura do resumo do segmento (a mesma da contagem) e lê só os clientes da página (docs/segmentos.md, "Membros").\n\n${PERFIS} ${OUTRO_TENANT} Com \`tenantId\`, o segmento precisa ser desse tenant (senão 404); AdminTenant só pode informar o próprio.`,
    parametrosCaminho: segmentos.parametrosCaminho,
    query: {
      schema: membrosSegmentoQuerySchema,
      descricoes: { tenantId: 'Tenant do segmento (opcional). Para AdminTenant, só o próprio.' },
      exemplo: PRIMEIRA_PAGINA,
    },
    dados: listaMembrosSegmentoSchema,
    sucesso: 'Página de membros.',
    exemplo: paginaDe(
      [
        {
          id: 'b7c8d9e0-f1a2-4b3c-8d4e-5f6a7b8c9d0e',
          nome: 'Maria Souza',
          cpfMascarado: '***.456.789-**',
          ultimaCompraEm: '2026-03-20T14:05:00Z',
          saldoCashback: 12.5,
          saldoPontos: 0,
        },
        {
          id: 'c8d9e0f1-a2b3-4c4d-9e5f-6a7b8c9d0e1f',
          nome: null,
          cpfMascarado: '***.222.333-**',
          ultimaCompraEm: null,
          saldoCashback: 0,
          saldoPontos: 0,
        },
      ],
      1342,
    ),
    erros: [
      ERROS.paginaInvalida,
      ERROS.tamanhoInvalido,
      ERROS.tenantIdInvalido,
      ERROS.idInvalido,
      ...ERROS_TENANT,
      erro404,
      erroFiltroSalvo,
    ],
  }),
];
