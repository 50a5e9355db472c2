// OpenAPI declaration of the CSV exports (lib/openapi/registro.ts; docs/exportacoes.md). Their
// success answer is a file (`arquivo`), their errors the usual envelope.
import { MENSAGENS_CLIENTE } from '@/lib/domain/cliente/mensagens';
import { MENSAGENS_CLIENTE_ADMIN } from '@/lib/domain/cliente/admin-mensagens';
import { SEM_DADOS_ARQUIVO, definirOperacoes } from '@/lib/openapi/registro';
import type { RotasDocumentadas } from '@/app/api/v1/openapi.json/rotas';
import { ERROS_PROGRAMA } from '@/lib/openapi/comuns';
import { ID } from '@/lib/openapi/exemplos';
import { BOM, linhaCsv } from '@/lib/csv';
import { CABECALHO_VENDAS } from '@/lib/domain/exportacao/vendas';
import { CABECALHO_CLIENTES } from '@/lib/domain/exportacao/clientes';
import { CABECALHO_MOVIMENTACOES } from '@/lib/domain/exportacao/movimentacoes';
import { ERRO_BUSCA_LONGA } from '../clienteadmin/openapi';
import { DESCRICOES_FILTROS_VENDAS, ERRO_PERIODO_INVERTIDO, ERROS_FILTROS_VENDAS } from '../vendaadmin/openapi';
import { exportarClientesQuerySchema, exportarMovimentacoesQuerySchema, exportarVendasQuerySchema } from './schemas';

const arquivo = (linhas: (string | number | null)[][]) => ({
  tipo: 'text/csv' as const,
  exemplo: BOM + linhas.map((l) => linhaCsv(l)).join(''),
});

const COMUM = `Arquivo CSV para o Excel em português: UTF-8 com BOM, separador \`;\`, decimais com vírgula, datas \`dd/mm/aaaa hh:mm\` no fuso da loja, campos com \`;\`, aspas ou quebra de linha entre aspas. Gerado em fluxo, em páginas de 1.000 linhas: qualquer tamanho, sem carregar tudo na memória. \`Content-Disposition\` dá o nome do arquivo.

CPF (LGPD): completo para AdminTenant e SuperAdmin, mascarado (\`***.456.789-**\`) para Operador.

Perfis: Operador, AdminTenant e SuperAdmin (este informa \`tenantId\`). Erros de filtro respondem o envelope JSON, antes do arquivo.`;

const op = definirOperacoes<RotasDocumentadas>({ tag: 'Painel: exportações', seguranca: 'bearerAdmin' });

export const operacoes = [
  op('GET /api/v1/admin/exportacao/vendas', 'exportarVendasAdmin', {
    resumo: 'Exportar vendas (CSV)',
    descricao: `As vendas com os filtros de \`GET /api/v1/admin/VendaAdmin\`, da mais recente para a mais antiga.\n\n${COMUM}`,
    query: {
      schema: exportarVendasQuerySchema,
      descricoes: DESCRICOES_FILTROS_VENDAS,
      exemplo: { tenantId: ID.programa, dataInicio: '2026-03-01', dataFim: '2026-03-31' },
    },
    ...SEM_DADOS_ARQUIVO,
    sucesso: 'O arquivo `vendas-AAAA-MM-DD-hhmm.csv`.',
    arquivo: arquivo([
      CABECALHO_VENDAS,
      [
        '29/03/2026 09:00',
        'Loja Centro',
        'NFCE-000123',
        'Maria da Silva',
        '529.982.247-25',
        '150,00',
        '0,00',
        '0,00',
        '150,00',
        '7,50',
        '150,00',
        1,
        'Ativa',
        '',
        ID.venda,
      ],
    ]),
    erros: [...ERROS_FILTROS_VENDAS],
  }),
  op('GET /api/v1/admin/exportacao/clientes', 'exportarClientesAdmin', {
    resumo: 'Exportar clientes (CSV)',
    descricao: `Os clientes do programa com os filtros de \`GET /api/v1/admin/ClienteAdmin\` (\`busca\`, \`ativo\`), por ordem de entrada no programa, com os saldos de agora.\n\n${COMUM}`,
    query: {
      schema: exportarClientesQuerySchema,
      descricoes: {
        tenantId: DESCRICOES_FILTROS_VENDAS.tenantId,
        busca: 'Parte do nome, e-mail ou CPF.',
        ativo: '`true` ou `false`: situação no programa.',
      },
      exemplo: { tenantId: ID.programa, ativo: 'true' },
    },
    ...SEM_DADOS_ARQUIVO,
    sucesso: 'O arquivo `clientes-AAAA-MM-DD-hhmm.csv`.',
    arquivo: arquivo([
      CABECALHO_CLIENTES,
      [
        'Maria da Silva',
        '***.982.247-**',
        'maria@example.com',
        '11987654321',
        '15/04/1990',
        '29/03/2026 09:00',
        'Loja Centro',
        'Ativo',
        '7,50',
        '0,00',
        '150,00',
      ],
    ]),
    erros: [
      [400, 'ativo que não é true nem false', MENSAGENS_CLIENTE_ADMIN.ativoInvalido, { ativo: 'talvez' }],
      ERRO_BUSCA_LONGA,
      ...ERROS_PROGRAMA,
    ],
  }),
  op('GET /api/v1/admin/exportacao/movimentacoes', 'exportarMovimentacoesAdmin', {
    resumo: 'Exportar movimentações (CSV)',
    descricao: `O extrato do programa (créditos, liberações, resgates, usos, expirações, estornos), da mais recente para a mais antiga: de um cliente (\`clienteId\`) ou de todos, opcionalmente de uma loja e de um período (datas locais da loja). Valores sempre positivos; o tipo dá o sentido.\n\n${COMUM}`,
    query: {
      schema: exportarMovimentacoesQuerySchema,
      descricoes: {
        tenantId: DESCRICOES_FILTROS_VENDAS.tenantId,
        clienteId: 'Só as movimentações deste cliente (404 se ele não participa do programa).',
        lojaId: DESCRICOES_FILTROS_VENDAS.lojaId,
        dataInicio: DESCRICOES_FILTROS_VENDAS.dataInicio,
        dataFim: DESCRICOES_FILTROS_VENDAS.dataFim,
      },
      exemplo: { tenantId: ID.programa, clienteId: ID.cliente },
    },
    ...SEM_DADOS_ARQUIVO,
    sucesso: 'O arquivo `movimentacoes-AAAA-MM-DD-hhmm.csv` (ou `movimentacoes-cliente-…` com `clienteId`).',
    arquivo: arquivo([
      CABECALHO_MOVIMENTACOES,
      [
        '29/03/2026 09:00',
        'Maria da Silva',
        '529.982.247-25',
        'Loja Centro',
        'CreditoCashback',
        'Cashback',
        'Cashback da campanha Cashback 5%',
        '7,50',
        ID.venda,
        ID.movimentacaoCashback,
      ],
    ]),
    erros: [ERRO_PERIODO_INVERTIDO, ...ERROS_PROGRAMA, [404, 'Cliente sem vínculo com o programa', MENSAGENS_CLIENTE.naoEncontrado]],
  }),
];
