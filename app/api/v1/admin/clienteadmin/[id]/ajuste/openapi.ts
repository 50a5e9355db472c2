// OpenAPI declaration of POST /api/v1/admin/ClienteAdmin/{id}/ajuste (lib/openapi/registro.ts).
import { MENSAGENS_AJUSTE } from '@/lib/domain/ajuste/mensagens';
import { definirOperacoes } from '@/lib/openapi/registro';
import type { RotasDocumentadas } from '@/app/api/v1/openapi.json/rotas';
import { ajusteSaldoResponseSchema } from '@/lib/openapi/respostas-clientes';
import { ID } from '@/lib/openapi/exemplos';
import { ERROS } from '@/lib/openapi/comuns';
import { ERROS_GESTAO_CLIENTE, clienteNoPrograma } from '../openapi';
import { ajusteSaldoSchema } from './schemas';

const LOJA = '5e6f7a8b-9c0d-4e1f-8a2b-3c4d5e6f7a8b';
const AJUSTE = '6a7b8c9d-0e1f-4a2b-9c3d-4e5f6a7b8c9d';

const op = definirOperacoes<RotasDocumentadas>({ tag: 'Painel: clientes', seguranca: 'bearerAdmin' });

const base = {
  operacao: 'Credito' as const,
  tipoBeneficio: 'Cashback' as const,
  lojaId: LOJA,
  valor: 10,
  motivo: 'Compensação por atendimento',
  chaveIdempotencia: 'ajuste-2026-11-26-0001',
};

export const operacoes = [
  op('POST /api/v1/admin/ClienteAdmin/{id}/ajuste', 'ajustarSaldoClienteAdmin', {
    resumo: 'Ajuste manual de saldo: crédito (bônus) ou débito, com motivo',
    descricao: `Um gestor credita ou debita cashback (R$) ou pontos do cliente, com um motivo (3 a 200 caracteres). Regras em docs/regras-de-negocio.md, "Ajuste manual de saldo".

- **Crédito**: cria um lote \`Disponivel\` na loja informada e a movimentação \`AjusteCredito\`. Validade: \`validadeDias\` se informado; senão a da campanha ativa da loja para o benefício; sem campanha ativa, o lote não expira.
- **Débito**: consome os lotes disponíveis do cliente no programa, do mais antigo ao mais novo (FIFO, como um resgate), e grava \`AjusteDebito\`. Se o saldo disponível não cobre o valor, 422 e nada muda: o saldo nunca fica negativo.
- Cashback com até 2 casas decimais; pontos inteiros.
- \`chaveIdempotencia\` (8 a 64 letras, números, \`-\` ou \`_\`), gerada pelo cliente da API, é única por programa: reenviar o mesmo pedido responde 200 com o mesmo ajuste, sem aplicá-lo de novo; a mesma chave com outros dados responde 422.
- Auditado (quem, motivo, valores). No histórico do clube o cliente vê "${'Bônus concedido pela loja'}" ou "${'Ajuste de saldo pela loja'}", sem o motivo.

Perfis: AdminTenant e SuperAdmin (este informa \`tenantId\`).`,
    corpo: ['AjusteSaldoAdminRequest', ajusteSaldoSchema],
    exemplos: {
      'Bônus de R$ 10,00 (validade da campanha)': base,
      'Bônus de 200 pontos por 30 dias': {
        ...base,
        tipoBeneficio: 'Pontos' as const,
        valor: 200,
        validadeDias: 30,
        chaveIdempotencia: 'ajuste-2026-11-26-0002',
      },
      'Débito de R$ 5,00': {
        ...base,
        operacao: 'Debito' as const,
        valor: 5,
        motivo: 'Crédito lançado em duplicidade',
        chaveIdempotencia: 'ajuste-2026-11-26-0003',
      },
    },
    ...clienteNoPrograma,
    dados: ajusteSaldoResponseSchema,
    status: 201,
    sucesso: 'Ajuste aplicado (201); 200 para a retransmissão de uma chave já aplicada.',
    mensagem: MENSAGENS_AJUSTE.ajustado,
    exemplo: {
      ajusteId: AJUSTE,
      movimentacaoId: ID.movimentacaoCashback,
      clienteId: ID.cliente,
      lojaId: LOJA,
      operacao: 'Credito',
      tipoBeneficio: 'Cashback',
      valor: 10,
      motivo: 'Compensação por atendimento',
      loteId: ID.loteCashback,
      dataExpiracao: '2027-02-24',
      lotesConsumidos: [],
      criadoEm: '2026-11-26T12:00:00Z',
      saldoAtual: { saldoPontos: 150, saldoCashback: 17.5, saldoPendente: 0 },
    },
    erros: [
      [400, 'Motivo com menos de 3 ou mais de 200 caracteres', MENSAGENS_AJUSTE.motivoTamanho, { ...base, motivo: 'ok' }],
      [400, 'Pontos com casas decimais', MENSAGENS_AJUSTE.pontosInteiros, { ...base, tipoBeneficio: 'Pontos' as const, valor: 10.5 }],
      [400, 'Chave de idempotência fora do formato', MENSAGENS_AJUSTE.chaveInvalida, { ...base, chaveIdempotencia: 'x' }],
      ...ERROS_GESTAO_CLIENTE,
      [422, 'Débito maior que o saldo disponível (nada muda)', MENSAGENS_AJUSTE.saldoInsuficiente],
      [422, 'Loja que não é do programa', MENSAGENS_AJUSTE.lojaNaoEncontrada],
      [422, 'Loja inativa', MENSAGENS_AJUSTE.lojaInativa],
      ERROS.clienteInativo,
      [422, 'Chave de idempotência já usada com outros dados', MENSAGENS_AJUSTE.chaveReutilizada],
    ],
  }),
];
