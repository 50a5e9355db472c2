// OpenAPI declarations of the customer's LGPD requests in the club: export and erasure
// (lib/openapi/registro.ts explains the pattern; docs/lgpd.md the decisions).
import { CONFIRMACAO_EXCLUIR, MENSAGENS_LGPD } from '@/lib/domain/lgpd/mensagens';
import { definirOperacoes, soMensagem } from '@/lib/openapi/registro';
import type { RotasDocumentadas } from '@/app/api/v1/openapi.json/rotas';
import { exportacaoLgpdSchema } from '@/lib/openapi/respostas-clube';
import { CADASTRO_EM, ID, PESSOA, SALDO_APOS_VENDA, VALORES_DA_VENDA } from '@/lib/openapi/exemplos';
import { excluirDadosSchema } from './schemas';

/** One coherent export: the story's customer (exemplos.ts) after one sale of R$ 150,00. */
export function exportacaoExemplo(tenantId: string | null) {
  return {
    geradoEm: '2026-11-22T15:30:00Z',
    tenantId,
    titular: {
      clienteId: ID.cliente,
      ...PESSOA,
      whatsappJid: '5511987654321@s.whatsapp.net',
      whatsappVerificadoEm: '2026-11-20T18:42:07Z',
      possuiSenha: true,
      dataCriacao: CADASTRO_EM,
      dataUltimoLogin: '2026-11-22T14:03:10Z',
      qrGeradoEm: CADASTRO_EM,
      anonimizadoEm: null,
    },
    vinculos: [
      {
        tenantId: ID.programa,
        tenantNome: 'Rede Exemplo',
        ativo: true,
        lojaOrigemNome: 'Loja Centro',
        dataCadastro: CADASTRO_EM,
        codigoIndicacao: 'K7M2Q9XA',
      },
    ],
    saldos: [{ tenantId: ID.programa, tenantNome: 'Rede Exemplo', ...SALDO_APOS_VENDA }],
    consentimentos: [
      {
        data: CADASTRO_EM,
        canal: 'PDV',
        tenantNome: 'Rede Exemplo',
        lojaNome: null,
        versaoTexto: '2026.1',
        finalidade: 'Cadastro',
        aceito: true,
      },
    ],
    vendas: [
      {
        vendaId: ID.venda,
        data: '2026-11-20T18:42:05Z',
        tenantNome: 'Rede Exemplo',
        lojaNome: 'Loja Centro',
        ...VALORES_DA_VENDA,
        status: 'Registrada' as const,
        documentoExterno: 'NFC-e 000123',
        observacao: null,
        canceladaEm: null,
        motivoCancelamento: null,
      },
    ],
    resgates: [],
    lotes: [
      {
        loteId: ID.loteCashback,
        dataCriacao: '2026-11-20T18:42:05Z',
        tenantNome: 'Rede Exemplo',
        lojaNome: 'Loja Centro',
        tipoBeneficio: 'Cashback' as const,
        valorOriginal: 7.5,
        valorDisponivel: 7.5,
        status: 'Disponivel' as const,
        dataLiberacao: null,
        dataExpiracao: '2026-12-20',
      },
    ],
    movimentacoes: [
      {
        movimentacaoId: ID.movimentacaoCashback,
        data: '2026-11-20T18:42:05Z',
        tenantNome: 'Rede Exemplo',
        lojaNome: 'Loja Centro',
        tipo: 'CreditoCashback' as const,
        tipoBeneficio: 'Cashback' as const,
        valor: 7.5,
        descricao: 'Cashback da campanha Cashback 5%',
      },
    ],
    indicacoes: [
      {
        tenantNome: 'Rede Exemplo',
        papel: 'Indicou' as const,
        status: 'Concluida' as const,
        data: '2026-11-02T15:20:00Z',
        concluidaEm: '2026-11-12T03:15:00Z',
        tipoBeneficio: 'Cashback' as const,
        bonusRecebido: 10,
      },
    ],
  };
}

export const CONTEUDO_EXPORTACAO = `O documento traz: os dados da pessoa (\`titular\`), os programas de que participa (\`vinculos\`), o saldo atual em cada um (\`saldos\`), os eventos de consentimento LGPD (\`consentimentos\`: quando, canal, loja/empresa e versão do texto), as compras (\`vendas\`), os resgates e trocas (\`resgates\`), todos os lotes de crédito em qualquer status (\`lotes\`) e o extrato completo (\`movimentacoes\`) e as indicações em que a pessoa indicou ou foi indicada, só o lado dela (\`indicacoes\`). Nunca traz segredos: nem a senha (só \`possuiSenha\`), nem PINs, nem o token do QR.`;

/** 400 of a `confirmacao` missing or blank (`campoConfirmacao`: the club's erasure and the panel's anonymization). */
export const ERRO_SEM_CONFIRMACAO = [400, 'confirmacao ausente ou vazia', MENSAGENS_LGPD.confirmacaoObrigatoria, {}] as const;

const op = definirOperacoes<RotasDocumentadas>({ tag: 'LGPD', seguranca: 'bearerClube' });

export const operacoes = [
  op('GET /api/v1/clube/lgpd/exportar', 'exportarDadosClube', {
    resumo: 'Exportar os meus dados (LGPD)',
    descricao: `Direito de acesso do titular (LGPD, art. 18, II): tudo o que a plataforma guarda sobre o cliente, em **todos** os programas, num JSON no envelope, com \`Content-Disposition: attachment; filename="meus-dados.json"\` e \`Cache-Control: no-store\`.

${CONTEUDO_EXPORTACAO}`,
    dados: exportacaoLgpdSchema,
    sucesso: 'Os dados do cliente.',
    mensagem: MENSAGENS_LGPD.exportado,
    exemplo: exportacaoExemplo(null),
    erros: [],
  }),
  op('POST /api/v1/clube/lgpd/excluir', 'excluirDadosClube', {
    resumo: 'Excluir os meus dados (LGPD)',
    descricao: `Direito de eliminação (LGPD, art. 18, VI), por **anonimização**, irreversível. Exige \`confirmacao\` igual a \`${CONFIRMACAO_EXCLUIR}\`.

- Apaga CPF, nome (vira "Cliente anonimizado"), e-mail, telefone, nascimento, WhatsApp verificado, senha, PINs e troca o QR; mensagens pendentes para o cliente são descartadas.
- **Mantém** o histórico financeiro, sem identificação: lotes, movimentações, vendas, resgates, vínculos e os eventos de consentimento ficam, e nenhum saldo ou total de nenhum programa muda.
- A sessão acaba na hora (este token passa a receber 401), o CPF deixa de ser encontrado pelo PDV e pode ser cadastrado de novo, como pessoa nova, sem o saldo antigo.
- A exclusão é registrada na auditoria, sem CPF nem contatos.`,
    corpo: ['ExcluirDadosClubeRequest', excluirDadosSchema],
    exemplos: {
      Confirmação: { confirmacao: CONFIRMACAO_EXCLUIR },
    },
    ...soMensagem('Dados anonimizados; sessão encerrada.', MENSAGENS_LGPD.excluido),
    erros: [
      ERRO_SEM_CONFIRMACAO,
      [400, `confirmacao diferente de ${CONFIRMACAO_EXCLUIR}`, MENSAGENS_LGPD.confirmacaoExcluir, { confirmacao: 'sim' }],
    ],
  }),
];
