// OpenAPI declaration of GET /api/v1/admin/VendaAdmin (lib/openapi/registro.ts explains the
// pattern; docs/vendas-painel.md the decisions), with the schemas of the sales answers.
import { z } from 'zod';
import { d, dataHora, dataHoraOuNulo, paginado, reais, uuid } from '@/lib/openapi/formatos';
import { nomeDaLoja } from '@/lib/openapi/campos';
import { definirOperacoes } from '@/lib/openapi/registro';
import type { RotasDocumentadas } from '@/app/api/v1/openapi.json/rotas';
import { ERROS_PROGRAMA, ERROS_PAGINACAO, paginaCom, DESCRICAO_PROGRAMA } from '@/lib/openapi/comuns';
import { ID, VALORES_DA_VENDA } from '@/lib/openapi/exemplos';
import { LOJA_EXEMPLO } from '../clienteadmin/openapi';
import { MENSAGENS_VENDA_ADMIN as M, listarVendasAdminQuerySchema } from './schemas';

export const vendaAdminItemSchema = z
  .object({
    vendaId: uuid('Id da venda.'),
    criadoEm: dataHora('Quando a venda foi registrada (UTC).'),
    lojaId: uuid('Loja da venda.'),
    lojaNome: nomeDaLoja,
    clienteId: uuid('Cliente da venda.'),
    clienteNome: z.string().nullable().meta(d('Nome do cliente; null se não informado ou anonimizado.')),
    cpfMascarado: z.string().nullable().meta(d('CPF mascarado (`***.456.789-**`); null para cliente anonimizado.')),
    documentoExterno: z.string().nullable().meta(d('Número do documento enviado pelo PDV (cupom, NFC-e).')),
    modelo: z.int().min(1).max(3).meta(d('1 venda simples, 2 usou cashback disponível, 3 usou o cashback gerado.')),
    valorVenda: reais('Valor bruto da venda'),
    cashbackUsado: reais('Cashback disponível usado como desconto (modelo 2)'),
    descontoGerado: reais('Desconto imediato com o cashback gerado (modelo 3)'),
    valorFinal: reais('Valor pago'),
    cashbackCreditado: reais('Cashback creditado pela venda'),
    pontosCreditados: z.number().meta(d('Pontos creditados pela venda.')),
    status: z.enum(['Registrada', 'Cancelada']).meta(d('Registrada (ativa) ou Cancelada.')),
    canceladaEm: dataHoraOuNulo('Quando foi cancelada (UTC); null se ativa.'),
  })
  .meta({ id: 'VendaAdminItem' });

export const listaVendasAdminSchema = paginado(
  'ListaVendasAdminResponse',
  vendaAdminItemSchema,
  'Vendas da página, da mais recente para a mais antiga.',
  'Total de vendas com esses filtros.',
);

export const vendaExemplo = {
  vendaId: ID.venda,
  criadoEm: '2026-03-29T12:00:00Z',
  lojaId: LOJA_EXEMPLO,
  lojaNome: 'Loja Centro',
  clienteId: ID.cliente,
  clienteNome: 'Maria da Silva',
  cpfMascarado: '***.982.247-**',
  documentoExterno: 'NFCE-000123',
  modelo: 1,
  ...VALORES_DA_VENDA,
  status: 'Registrada' as const,
  canceladaEm: null,
};

/** 400 of a period whose start is after its end (`comPeriodoEmOrdem`: the sales list and the CSV exports). */
export const ERRO_PERIODO_INVERTIDO = [
  400,
  'período invertido',
  M.periodoInvertido,
  { dataInicio: '2026-11-26', dataFim: '2026-11-01' },
] as const;

export const ERROS_FILTROS_VENDAS = [
  [400, 'dataInicio fora do formato', 'O parâmetro dataInicio deve estar no formato AAAA-MM-DD.', { dataInicio: '26/11/2026' }],
  ERRO_PERIODO_INVERTIDO,
  [400, 'CPF inválido', M.cpfInvalido, { cpf: '123' }],
  [400, 'status desconhecido', M.statusInvalido, { status: 'Ativa' }],
  ...ERROS_PROGRAMA,
] as const;

export const DESCRICOES_FILTROS_VENDAS = {
  tenantId: DESCRICAO_PROGRAMA,
  lojaId: 'Só as vendas desta loja.',
  dataInicio: 'Primeiro dia (AAAA-MM-DD), na data local da loja de cada venda.',
  dataFim: 'Último dia (AAAA-MM-DD), inclusive, na data local da loja.',
  documento: 'Parte do número do documento (documentoExterno), sem diferenciar maiúsculas.',
  cpf: 'CPF do cliente (com ou sem pontuação).',
  clienteId:
    'Só as vendas deste cliente (o `clienteId` das respostas; de outro programa: lista vazia). O caixa lista assim as vendas do cliente no balcão, sem conhecer o CPF.',
  status: '`Registrada` (ativa) ou `Cancelada`.',
} as const;

const op = definirOperacoes<RotasDocumentadas>({ tag: 'Painel: vendas', seguranca: 'bearerAdmin' });

export const operacoes = [
  op('GET /api/v1/admin/VendaAdmin', 'listarVendasAdmin', {
    resumo: 'Buscar vendas do programa',
    descricao: `As vendas do programa (tenant), da mais recente para a mais antiga, paginadas, filtradas por período (datas locais da loja de cada venda), loja, documento, cliente (CPF ou \`clienteId\`) e situação. O CPF vem sempre mascarado na lista.

Perfis: Operador, AdminTenant e SuperAdmin (este informa \`tenantId\`). Os mesmos filtros exportam o CSV em \`GET /api/v1/admin/exportacao/vendas\`.`,
    query: {
      schema: listarVendasAdminQuerySchema,
      descricoes: {
        ...DESCRICOES_FILTROS_VENDAS,
      },
      exemplo: {
        tenantId: ID.programa,
        dataInicio: '2026-03-01',
        dataFim: '2026-03-31',
        status: 'Registrada',
        pagina: '1',
        tamanho: '20',
      },
    },
    ...paginaCom(listaVendasAdminSchema, 'Página de vendas.', vendaExemplo),
    erros: [...ERROS_FILTROS_VENDAS, ...ERROS_PAGINACAO],
  }),
];
