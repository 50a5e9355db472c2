// GERADO por scripts/sdk/gerar-tipos.ts a partir de GET /api/v1/openapi.json (API 1.6.0).
// Não edite à mão: rode `npx tsx scripts/sdk/gerar-tipos.ts`. O teste scripts/sdk/gerar-tipos.test.ts
// falha quando este arquivo não corresponde ao documento.

export const VERSAO_API = '1.6.0';

/** Benefício de uma campanha aplicada à venda. */
export type BeneficioAplicado = {
  /** Id da movimentação gerada por esta campanha. */
  movimentacaoId: string;
  /** Id da campanha. */
  campanhaId: string;
  /** Nome da campanha. */
  campanhaDescricao: string;
  tipoBeneficio: TipoBeneficio;
  /** Pontos desta campanha (0 se Cashback). */
  pontosCreditados: number;
  /** Cashback desta campanha; 0 se Pontos (R$). */
  cashbackCreditado: number;
  /** `Disponivel`: resgatável agora; `Pendente`: só após `dataLiberacao` (não ofereça desconto sobre ele). */
  statusBeneficio: 'Disponivel' | 'Pendente';
  /** Data de liberação do cashback diferido. */
  dataLiberacao: string | null;
  /** Data de expiração do lote. */
  dataExpiracao: string | null;
};

export type CadastrarClientePdvRequest = {
  cpf: string;
  nome: string;
  email: string;
  telefone: string;
  dataNascimento?: string | null;
  aceiteLgpd: boolean;
};

export type CadastrarClienteResponse = {
  /** Id do cliente. */
  clienteId: string;
  /** CPF, só dígitos. */
  cpf: string;
  /** Nome completo. */
  nome: string;
  /** E-mail; vazio quando não informado. */
  email: string;
  /** Telefone, só dígitos; vazio quando não informado. */
  telefone: string;
  /** true quando o CPF já estava cadastrado e os dados foram mantidos. */
  jaExistia: boolean;
};

/** Resultado do cancelamento em massa de uma venda. */
export type CancelamentoVendaResponse = {
  /** Venda cancelada. */
  vendaId: string;
  /** Cliente da venda. */
  clienteId: string;
  status: 'Cancelada';
  /** Instante do cancelamento (UTC). */
  canceladaEm: string;
  /** Todas as movimentações de crédito da venda. */
  movimentacoesCanceladas: Array<MovimentacaoCancelada>;
  /** Total de pontos estornados. */
  pontosEstornados: number;
  /** Total de cashback estornado (R$). */
  cashbackEstornado: number;
  /** Modelo 2: cashback usado como desconto na venda, devolvido ao cliente (R$). */
  cashbackDevolvido: number;
  saldoAtual: SaldoResponse;
};

export type CancelarVendaRequest = {
  cnpjLoja: string;
  vendaId?: string | null;
  documentoExterno?: string | null;
  motivo?: string | null;
};

/** Dados cadastrais; saldos e histórico não são retornados. */
export type ClienteBuscaResponse = {
  /** CPF formatado `xxx.xxx.xxx-xx`. */
  cpf: string;
  /** Nome completo. */
  nome: string | null;
  /** E-mail cadastrado. */
  email: string | null;
  /** Telefone cadastrado. */
  telefone: string | null;
  /** Data de nascimento. */
  dataNascimento: string | null;
  /** Número verificado no canal de mensagens. */
  whatsappJid: string | null;
  /** Cadastro na base global do clube (UTC). */
  cadastradoEm: string;
};

export type ClienteSaldoResponse = {
  /** Id do cliente. */
  clienteId: string;
  /** Nome do cliente; null quando foi criado sem nome. */
  clienteNome: string | null;
  /** Pontos disponíveis para resgate. */
  saldoPontos: number;
  /** Cashback disponível (liberado); o único que pode ser oferecido como desconto (R$). */
  saldoCashback: number;
  /** Cashback diferido; não resgatável (R$). */
  saldoPendente: number;
  /** Detalhe por lote (pendentes e disponíveis). */
  lotesAtivos: Array<LoteResponse>;
};

export type ConfiguracaoResponse = {
  /** CNPJ normalizado, sem máscara (14 caracteres; os 12 primeiros podem ser letras desde 2026). */
  cnpjLoja: string;
  /** Nome da loja. */
  nomeLoja: string;
  /** true quando há campanha ativa na loja. */
  campanhaAtiva: boolean;
  /** Campanha de maior prioridade (Cashback antes de Pontos); null sem campanha ativa. */
  tipoCampanha: TipoBeneficio | null;
  /** Modelo 2 disponível. */
  permiteCheckoutCashbackNaVenda: boolean;
  /** Modelo 3 disponível (exige `ModoCashback=Imediato` e campanha Cashback). */
  permiteDescontoSobreGerado: boolean;
  /** Mínimo de pontos para resgate; null sem campanha de Pontos. */
  pontosMinimosParaResgate: number | null;
  /** Resgate parcial de pontos permitido; null sem campanha de Pontos. */
  permiteUsoParcialDePontos: boolean | null;
};

/** O relógio da sandbox. */
export type EstadoSandboxResponse = {
  /** Instante atual da sandbox (UTC), já com o deslocamento. */
  agora: string;
  /** Dias que o relógio da sandbox está à frente do relógio real (0 depois de esvaziar). */
  deslocamentoDias: number;
};

/** O que foi removido da sandbox. */
export type EsvaziarSandboxResponse = {
  /** Vínculos de clientes removidos da sandbox. */
  clientes: number;
  /** Vendas removidas. */
  vendas: number;
  /** Resgates removidos. */
  resgates: number;
  /** Lotes removidos. */
  lotes: number;
  /** Movimentações removidas. */
  movimentacoes: number;
};

/** Lote de crédito. O resgate consome lotes do mais antigo para o mais novo (FIFO). */
export type LoteResponse = {
  /** Id do lote de crédito. */
  id: string;
  tipoBeneficio: TipoBeneficio;
  /** Valor creditado originalmente (R$ ou pontos). */
  valorOriginal: number;
  /** Valor ainda disponível no lote (R$ ou pontos). */
  valorDisponivel: number;
  /** `Pendente` aguarda `dataLiberacao`; `Disponivel` é resgatável; `Resgatado` foi usado; `Expirado` venceu sem uso. */
  status: 'Disponivel' | 'Pendente' | 'Resgatado' | 'Expirado';
  /** Data de liberação; só para lotes pendentes. */
  dataLiberacao: string | null;
  /** Data de expiração do lote; null quando não expira. */
  dataExpiracao: string | null;
};

export type MovimentacaoCancelada = {
  /** Movimentação de crédito da venda que foi cancelada. */
  movimentacaoId: string;
  tipoBeneficio: TipoBeneficio;
  /** Valor que a venda creditou (R$ ou pontos). */
  valorCreditado: number;
  /** Valor retirado do cliente pelo cancelamento (R$ ou pontos). */
  valorEstornado: number;
};

export type RelogioSandboxRequest = {
  avancarDias: number;
};

/** O relógio da sandbox depois do avanço. */
export type RelogioSandboxResponse = {
  /** Instante atual da sandbox (UTC), já com o deslocamento. */
  agora: string;
  /** Dias que o relógio da sandbox está à frente do relógio real. */
  deslocamentoDias: number;
  /** Lotes pendentes que passaram a disponíveis com este avanço. */
  lotesLiberados: number;
  /** Lotes que expiraram com este avanço. */
  lotesExpirados: number;
};

export type ResgatePdvRequest = {
  cnpjLoja: string;
  cpfCliente: string;
  tipoBeneficio: 'Cashback' | 'Pontos';
  valorResgate?: number | null;
  pontosResgate?: number | null;
  documentoExterno?: string | null;
  observacao?: string | null;
  descricaoTroca?: string | null;
};

export type ResgateResponse = {
  /** Id da movimentação do resgate. */
  movimentacaoId: string;
  /** Id do cliente. */
  clienteId: string;
  /** Nome do cliente; null quando foi criado sem nome. */
  clienteNome: string | null;
  tipoBeneficio: TipoBeneficio;
  /** Pontos resgatados (0 se Cashback). */
  pontosResgatados: number;
  /** Cashback resgatado; 0 se Pontos (R$). */
  cashbackResgatado: number;
  saldoAtual: SaldoResponse;
};

/** Saldo do cliente no tenant. */
export type SaldoResponse = {
  /** Pontos disponíveis. */
  saldoPontos: number;
  /** Cashback liberado, disponível para resgate (R$). */
  saldoCashback: number;
  /** Cashback diferido ainda bloqueado; não resgatável (R$). */
  saldoPendente: number;
};

/** Tipo de benefício: `Cashback` (R$) ou `Pontos`. */
export type TipoBeneficio = 'Cashback' | 'Pontos';

export type VendaPdvRequest = {
  cnpjLoja: string;
  cpfCliente: string;
  valorVenda: number;
  documentoExterno?: string | null;
  observacao?: string | null;
  usarCashbackDisponivel?: boolean | null;
  usarCashbackGerado?: boolean | null;
  cliente?: {
    nome?: string | null;
    email?: string | null;
    telefone?: string | null;
  } | null;
};

export type VendaPreviewRequest = {
  cnpjLoja: string;
  valorVenda: number;
};

/** Simulação do modelo 3 (desconto imediato sobre o cashback gerado). */
export type VendaPreviewResponse = {
  /** Valor bruto, como enviado (R$). */
  valorVenda: number;
  /** true: desconto disponível; false: não aplique desconto. */
  permiteAplicarDesconto: boolean;
  /** Explicação quando `permiteAplicarDesconto` é false; null quando disponível. */
  motivoBloqueio: string | null;
  /** Valor a descontar; 0 se bloqueado (R$). */
  cashbackGeradoPrevisto: number;
  /** Valor que o cliente paga após o desconto; 0 se bloqueado (R$). */
  valorComDesconto: number;
  /** Novo cashback sobre `valorComDesconto` quando a campanha tem `permiteCashbackEmResgate`; 0 quando não tem (R$). */
  cashbackSobreDesconto: number;
};

/** `cashbackUsado` e `descontoGerado` são mutuamente exclusivos: no máximo um é > 0. */
export type VendaResponse = {
  /** Agrupa a venda; compartilhado por todos os elementos de `beneficiosAplicados`; usado no cancelamento. */
  vendaId: string;
  /** Id do cliente. */
  clienteId: string;
  /** Nome do cliente; null quando o cliente foi criado sem nome. */
  clienteNome: string | null;
  /** Valor bruto da venda registrado (R$). */
  valorVenda: number;
  /** Um elemento por campanha aplicada (no máximo 1 Cashback + 1 Pontos por loja). */
  beneficiosAplicados: Array<BeneficioAplicado>;
  /** Soma dos pontos creditados em todas as campanhas. */
  pontosCreditados: number;
  /** Soma do cashback creditado em todas as campanhas, calculado sobre `valorFinal` (R$). */
  cashbackCreditado: number;
  /** Modelo 2: saldo anterior usado como desconto; 0 quando `usarCashbackDisponivel` é false (R$). */
  cashbackUsado: number;
  /** Modelo 3: cashback desta venda aplicado como desconto imediato; 0 quando `usarCashbackGerado` é false (R$). */
  descontoGerado: number;
  /** Valor líquido pago = valorVenda - cashbackUsado - descontoGerado (R$). */
  valorFinal: number;
  saldoAtual: SaldoResponse;
};

/** As operações do PDV (autenticação `X-Api-Key`), por operationId. */
export type OperacoesPdv = {
  /** Registrar uma venda e creditar os benefícios */
  registrarVenda: {
    metodo: 'POST';
    caminho: '/api/v1/venda';
    corpo: VendaPdvRequest;
    query: never;
    dados: VendaResponse;
  };
  /** Simular o desconto do modelo 3 antes de registrar a venda */
  simularVenda: {
    metodo: 'POST';
    caminho: '/api/v1/venda/preview';
    corpo: VendaPreviewRequest;
    query: never;
    dados: VendaPreviewResponse;
  };
  /** Cancelar uma venda (todas as suas movimentações) */
  cancelarVenda: {
    metodo: 'POST';
    caminho: '/api/v1/venda/cancelar';
    corpo: CancelarVendaRequest;
    query: never;
    dados: CancelamentoVendaResponse;
  };
  /** Consultar o saldo do cliente, com os lotes */
  consultarSaldo: {
    metodo: 'GET';
    caminho: '/api/v1/resgate/saldo';
    corpo: never;
    query: {
      /** CNPJ da loja, com ou sem máscara. */
      cnpjLoja: string;
      /** CPF do cliente, com ou sem máscara. */
      cpfCliente: string;
    };
    dados: ClienteSaldoResponse;
  };
  /** Resgatar cashback ou pontos (modelo 1) */
  resgatarSaldo: {
    metodo: 'POST';
    caminho: '/api/v1/resgate';
    corpo: ResgatePdvRequest;
    query: never;
    dados: ResgateResponse;
  };
  /** Cadastrar um cliente com aceite de LGPD */
  cadastrarCliente: {
    metodo: 'POST';
    caminho: '/api/v1/cliente';
    corpo: CadastrarClientePdvRequest;
    query: never;
    dados: CadastrarClienteResponse;
  };
  /** Buscar os dados cadastrais de um cliente por CPF ou QR */
  buscarCliente: {
    metodo: 'GET';
    caminho: '/api/v1/cliente/buscar';
    corpo: never;
    query: {
      /** CPF do cliente, com ou sem máscara. Não envie junto com `qr`. */
      cpf?: string;
      /** Token UUID do QR do cliente (só o UUID, sem URL nem prefixo). Não envie junto com `cpf`. */
      qr?: string;
    };
    dados: ClienteBuscaResponse;
  };
  /** Obter a configuração da loja para o PDV */
  obterConfiguracao: {
    metodo: 'GET';
    caminho: '/api/v1/configuracao';
    corpo: never;
    query: {
      /** CNPJ da loja, com ou sem máscara. */
      cnpjLoja: string;
    };
    dados: ConfiguracaoResponse;
  };
  /** Consultar o relógio da sandbox */
  consultarSandbox: {
    metodo: 'GET';
    caminho: '/api/v1/sandbox';
    corpo: never;
    query: never;
    dados: EstadoSandboxResponse;
  };
  /** Esvaziar a sandbox */
  esvaziarSandbox: {
    metodo: 'DELETE';
    caminho: '/api/v1/sandbox';
    corpo: never;
    query: never;
    dados: EsvaziarSandboxResponse;
  };
  /** Avançar o relógio da sandbox */
  avancarRelogioSandbox: {
    metodo: 'POST';
    caminho: '/api/v1/sandbox/relogio';
    corpo: RelogioSandboxRequest;
    query: never;
    dados: RelogioSandboxResponse;
  };
};
