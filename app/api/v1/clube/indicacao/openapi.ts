// OpenAPI declaration of GET /api/v1/clube/indicacao (lib/openapi/registro.ts explains the pattern;
// docs/indicacao.md the rules).
import { definirOperacoes } from '@/lib/openapi/registro';
import type { RotasDocumentadas } from '@/app/api/v1/openapi.json/rotas';
import { listaIndicacaoDoMembroSchema } from '@/lib/openapi/respostas-indicacao';
import { PRAZO_INDICACAO_DIAS } from '@/lib/domain/indicacao/concluir-indicacoes';

const op = definirOperacoes<RotasDocumentadas>({ tag: 'Clube', seguranca: 'bearerClube' });

export const operacoes = [
  op('GET /api/v1/clube/indicacao', 'indicacaoDoClube', {
    resumo: 'Indique e ganhe: o link do cliente e suas indicações',
    descricao: `Um item por programa de que o cliente participa (ativo) com a indicação ligada: o código e o link para compartilhar (a página de cadastro da loja de origem do cliente, ou da primeira loja ativa do programa), o que cada lado ganha e com qual compra, e como estão as indicações dele. O código é criado na primeira consulta e não muda.

Um amigo que entra no programa pela primeira vez pelo link, e faz uma compra de pelo menos \`compraMinima\` em até ${PRAZO_INDICACAO_DIAS} dias, conclui a indicação depois de \`diasCarencia\` dias sem cancelamento: os dois bônus entram no saldo (docs/indicacao.md). Nenhum programa com a indicação ligada: lista vazia.`,
    dados: listaIndicacaoDoMembroSchema,
    sucesso: 'As indicações do cliente, por programa.',
    exemplo: [
      {
        tenantId: '3e4f5a6b-7c8d-4e9f-8a0b-1c2d3e4f5a6b',
        programa: 'Rede Exemplo',
        codigo: 'K7M2Q9XA',
        link: 'https://fidelidade.exemplo.com.br/clube/participar/5a6b7c8d-9e0f-4a1b-8c2d-3e4f5a6b7c8d?indicacao=K7M2Q9XA',
        tipoBeneficio: 'Cashback',
        bonusIndicador: 10,
        bonusIndicado: 10,
        compraMinima: 50,
        diasCarencia: 7,
        limiteMensal: 10,
        prazoDias: PRAZO_INDICACAO_DIAS,
        pendentes: 1,
        concluidas: 2,
        cashbackRecebido: 20,
        pontosRecebidos: 0,
      },
    ],
    erros: [],
  }),
];
