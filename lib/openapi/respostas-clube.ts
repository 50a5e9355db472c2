// zod schemas of the `dados` the club endpoints (and the LGPD exports) answer, for the OpenAPI
// document, as in ./respostas.ts (docs/clube.md, docs/lgpd.md).
import { z } from 'zod';
import { d, dataOuNulo, dataHora, dataHoraOuNulo, inteiro, paginacao, reais } from '@/lib/openapi/formatos';
import { contatos, cpfFormatado, nomeDaLoja, saldosDoCliente } from '@/lib/openapi/campos';
import { loteResponseSchema, tipoBeneficioSchema } from '@/lib/openapi/respostas';

export const clubeSolicitarPinResponseSchema = z
  .object({
    destinoMascarado: z.string().meta(d('Telefone ou e-mail mascarado para onde o código foi (ou seria) enviado.')),
    whatsappIndisponivel: z.boolean().meta(d('true: o número não está no WhatsApp; ofereça o canal e-mail.')),
  })
  .meta({ id: 'ClubeSolicitarPinResponse' });

export const clubeLoginResponseSchema = z
  .object({
    token: z.string().meta(d('Token bearer do clube (perfil ClubeCliente), válido por 30 dias.')),
    expiraEm: dataHora('Expiração do token (UTC).'),
    nome: z.string().meta(d('Nome do cliente.')),
    cpf: cpfFormatado,
    qrToken: z.uuid().meta(d('Token do QR do cliente (o conteúdo do QR é só este UUID).')),
  })
  .meta({ id: 'ClubeLoginResponse' });

/** The person's club record: in the profile and in the LGPD export. */
const dataCriacao = dataHora('Cadastro na base do clube (UTC).');
const dataUltimoLogin = dataHoraOuNulo('Último login no clube (UTC).');

export const perfilClubeResponseSchema = z
  .object({
    clienteId: z.uuid().meta(d('Id do cliente.')),
    nome: z.string().nullable().meta(d('Nome do cliente.')),
    ...contatos,
    dataUltimoLogin,
    dataCriacao,
  })
  .meta({ id: 'PerfilClubeResponse' });

export const saldoLojaClubeSchema = z
  .object({
    lojaId: z.uuid().meta(d('Loja de origem dos lotes (a loja da venda que os creditou).')),
    lojaNome: nomeDaLoja,
    tenantId: z.uuid().meta(d('Empresa (programa) da loja: o saldo pode ser usado em qualquer loja da mesma empresa.')),
    tenantNome: z.string().meta(d('Nome da empresa (programa).')),
    ...saldosDoCliente(
      'Pontos disponíveis nos lotes desta loja.',
      'Cashback liberado nos lotes desta loja',
      'Cashback diferido ainda bloqueado nos lotes desta loja',
    ),
    lotesAtivos: z.array(loteResponseSchema).meta(d('Lotes pendentes e disponíveis, do mais antigo ao mais novo.')),
  })
  .meta({ id: 'SaldoLojaClube', description: 'Saldo do cliente nos lotes de uma loja.' });

export const saldoClubeResponseSchema = z
  .array(saldoLojaClubeSchema)
  .meta({ description: 'Um item por loja com lote ativo, do maior saldo disponível ao menor.' });

const TIPOS_MOVIMENTACAO = [
  'CreditoCashback',
  'CreditoCashbackPendente',
  'LiberacaoCashback',
  'CreditoPontos',
  'ResgateCashback',
  'ResgatePontos',
  'UsoCashbackVenda',
  'DescontoCashbackGerado',
  'ExpiracaoCashback',
  'ExpiracaoPontos',
  'CancelamentoCashback',
  'CancelamentoPontos',
  'DevolucaoCashbackVenda',
  'AjusteCredito',
  'AjusteDebito',
] as const;

export const tipoMovimentacaoSchema = z
  .enum(TIPOS_MOVIMENTACAO)
  .meta({ id: 'TipoMovimentacao', description: 'Tipo da movimentação no extrato (docs/clube.md explica cada um).' });

export const itemHistoricoSchema = z
  .object({
    movimentacaoId: z.uuid().meta(d('Id da movimentação.')),
    tipo: tipoMovimentacaoSchema,
    descricao: z.string().meta(d('Descrição para o cliente; nas trocas de pontos, a `descricaoTroca` informada pelo PDV.')),
    valor: z.number().positive().meta(d('Sempre positivo: R$ para Cashback, pontos para Pontos; o `tipo` diz a direção.')),
    data: dataHora('Quando aconteceu (UTC).'),
    tipoBeneficio: tipoBeneficioSchema,
    lojaNome: z.string().nullable().meta(d('Loja onde aconteceu; null quando não há loja.')),
    tenantNome: z.string().meta(d('Empresa (programa).')),
    fusoHorario: z
      .string()
      .meta(
        d(
          'Fuso IANA do relógio em que `data` deve ser escrita: o da loja onde aconteceu (uma compra às 23:30 de 25/11 numa loja de Manaus é `2026-11-26T03:30:00Z` e `America/Manaus`); sem loja, o do programa (o fuso das lojas ativas quando todas têm o mesmo, senão o fuso padrão do serviço, `America/Sao_Paulo` salvo configuração).',
        ),
      ),
  })
  .meta({ id: 'ItemHistoricoClube' });

export const historicoClubeResponseSchema = z
  .object({
    paginacao: paginacao('Total de movimentações (sem as de valor zero).'),
    data: z.array(itemHistoricoSchema).meta(d('Movimentações da página, da mais recente para a mais antiga.')),
  })
  .meta({ id: 'HistoricoClubeResponse' });

export const renovarQrResponseSchema = z
  .object({
    qrToken: z.uuid().meta(d('Novo token do QR; o anterior deixou de valer.')),
    dataGerada: dataHora('Quando o novo token foi gerado (UTC).'),
  })
  .meta({ id: 'RenovarQrResponse' });

const beneficio = tipoBeneficioSchema;

/** A table of the export: a list of rows, described. */
const tabela = <T extends z.ZodRawShape>(descricao: string, linha: T) => z.array(z.object(linha)).meta(d(descricao));
/** When and where a sale or a redemption happened. */
const quandoEOnde = { data: dataHora('Quando (UTC).'), tenantNome: z.string(), lojaNome: z.string() };

export const exportacaoLgpdSchema = z
  .object({
    geradoEm: dataHora('Quando a exportação foi gerada (UTC).'),
    tenantId: z
      .uuid()
      .nullable()
      .meta(d('null: todos os programas (exportação do próprio cliente); um tenant: exportação do painel, só os registros dele.')),
    titular: z
      .object({
        clienteId: z.uuid(),
        cpf: z.string().nullable().meta(d('CPF formatado; null depois da anonimização.')),
        nome: z.string().nullable(),
        email: z.string().nullable(),
        telefone: z.string().nullable(),
        dataNascimento: dataOuNulo('Data de nascimento.'),
        whatsappJid: z.string().nullable().meta(d('Número verificado no WhatsApp.')),
        whatsappVerificadoEm: dataHoraOuNulo('Última verificação do número no WhatsApp (UTC).'),
        possuiSenha: z.boolean().meta(d('Se há senha do clube definida (a senha nunca é exportada).')),
        dataCriacao,
        dataUltimoLogin,
        qrGeradoEm: dataHora('Quando o QR atual foi gerado (UTC); o token não é exportado.'),
        anonimizadoEm: dataHoraOuNulo('Quando os dados foram anonimizados (UTC).'),
      })
      .meta(d('Dados da pessoa.')),
    vinculos: tabela('Programas de que a pessoa participa.', {
      tenantId: z.uuid(),
      tenantNome: z.string(),
      ativo: z.boolean(),
      lojaOrigemNome: z.string().nullable(),
      dataCadastro: dataHora('Entrada no programa (UTC).'),
      codigoIndicacao: z.string().nullable().meta(d('O código do link de indicação da pessoa neste programa; null se nunca foi criado.')),
    }),
    saldos: tabela('Saldo atual em cada programa.', {
      tenantId: z.uuid(),
      tenantNome: z.string(),
      saldoPontos: z.number(),
      saldoCashback: z.number(),
      saldoPendente: z.number(),
    }),
    consentimentos: tabela('Eventos de consentimento LGPD (somente inserção).', {
      data: dataHora('Quando (UTC).'),
      canal: z.string().meta(d('`PDV`, `Painel` ou `Clube`.')),
      tenantNome: z.string().nullable(),
      lojaNome: z.string().nullable(),
      versaoTexto: z.string().meta(d('Versão do texto do termo aceito.')),
      finalidade: z
        .string()
        .meta(d('`Cadastro` (aceite do cadastro) ou `MarketingWhatsapp` / `MarketingEmail` (preferências de marketing do clube).')),
      aceito: z.boolean().meta(d('false: recusa ou retirada do consentimento (opt-out).')),
    }),
    vendas: tabela('Compras registradas pelo PDV.', {
      vendaId: z.uuid(),
      ...quandoEOnde,
      valorVenda: z.number(),
      cashbackUsado: z.number(),
      descontoGerado: z.number(),
      valorFinal: z.number(),
      cashbackCreditado: z.number(),
      pontosCreditados: z.number(),
      status: z.enum(['Registrada', 'Cancelada']),
      documentoExterno: z.string().nullable(),
      observacao: z.string().nullable(),
      canceladaEm: dataHoraOuNulo('Cancelamento (UTC).'),
      motivoCancelamento: z.string().nullable(),
    }),
    resgates: tabela('Resgates de cashback e trocas de pontos.', {
      resgateId: z.uuid(),
      ...quandoEOnde,
      tipoBeneficio: beneficio,
      valor: z.number(),
      descricaoTroca: z.string().nullable(),
      documentoExterno: z.string().nullable(),
      observacao: z.string().nullable(),
    }),
    lotes: tabela('Todos os lotes de crédito, em qualquer status.', {
      loteId: z.uuid(),
      dataCriacao: dataHora('Crédito (UTC).'),
      tenantNome: z.string(),
      lojaNome: z.string(),
      tipoBeneficio: beneficio,
      valorOriginal: z.number(),
      valorDisponivel: z.number(),
      status: z.enum(['Pendente', 'Disponivel', 'Resgatado', 'Expirado', 'Cancelado']),
      dataLiberacao: dataOuNulo('Liberação do cashback diferido.'),
      dataExpiracao: dataOuNulo('Expiração.'),
    }),
    movimentacoes: tabela('O extrato completo, inclusive movimentações de valor zero.', {
      movimentacaoId: z.uuid(),
      data: dataHora('Quando (UTC).'),
      tenantNome: z.string(),
      lojaNome: z.string().nullable(),
      tipo: tipoMovimentacaoSchema,
      tipoBeneficio: beneficio,
      valor: z.number(),
      descricao: z.string().nullable(),
    }),
    indicacoes: tabela('Indicações ("Indique e ganhe") em que a pessoa indicou ou foi indicada: só o lado dela.', {
      tenantNome: z.string(),
      papel: z.enum(['Indicou', 'Indicado']).meta(d('`Indicou`: a pessoa convidou; `Indicado`: entrou pelo convite de alguém.')),
      status: z.enum(['Pendente', 'Concluida', 'Expirada']),
      data: dataHora('Quando o amigo entrou pelo link (UTC).'),
      concluidaEm: dataHoraOuNulo('Conclusão ou expiração (UTC).'),
      tipoBeneficio: beneficio.nullable(),
      bonusRecebido: z.number().nullable().meta(d('O bônus que coube à pessoa; null enquanto pendente.')),
    }),
  })
  .meta({ id: 'ExportacaoLgpd', description: 'Tudo o que a plataforma guarda sobre a pessoa (LGPD, art. 18, II), sem segredos.' });

// --- Joining a store's programme by its link (docs/clube.md, "Participar pelo link da loja") ---

export const lojaCadastroClubeResponseSchema = z
  .object({
    lojaId: z.uuid().meta(d('Id da loja (o do link).')),
    lojaNome: nomeDaLoja,
    programa: z.string().meta(d('Nome do programa (a empresa da loja).')),
    beneficios: z
      .array(z.string())
      .meta(d('O que o programa dá nesta loja, uma frase por item, lida das campanhas ativas (vazia sem campanha ativa).')),
    indicacao: z
      .object({
        indicador: z.string().meta(d('Primeiro nome de quem convidou (só o primeiro nome: o link circula).')),
        tipoBeneficio: z.enum(['Cashback', 'Pontos']).meta(d('Benefício do bônus.')),
        bonusIndicado: z.number().meta(d('O bônus de quem entra pelo convite (R$ ou pontos); 0: nenhum.')),
        compraMinima: reais('A compra que libera os bônus, a partir de'),
        diasCarencia: inteiro('Dias depois da compra até o bônus entrar (a compra não pode ser cancelada nesse prazo).'),
      })
      .nullable()
      .meta(
        d(
          'Com `indicacao` na consulta: o convite de um cliente do programa (docs/indicacao.md), quando o código é de um participante ativo e a indicação está ligada; senão null.',
        ),
      ),
  })
  .meta({ id: 'ClubeLojaCadastroResponse' });

export const solicitarCodigoCadastroResponseSchema = z
  .object({
    cadastroId: z
      .uuid()
      .nullable()
      .meta(d('Id do cadastro pendente, a enviar com o código em `confirmar`; null quando nada foi enviado (sem WhatsApp).')),
    destinoMascarado: z.string().meta(d('O contato informado para o canal, mascarado.')),
    whatsappIndisponivel: z.boolean().meta(d('true: o número não está no WhatsApp; nada foi guardado nem enviado; ofereça o e-mail.')),
    validadeMinutos: z.int().positive().meta(d('Minutos de validade do código.')),
  })
  .meta({ id: 'ClubeSolicitarCodigoCadastroResponse' });

export const confirmarCadastroResponseSchema = clubeLoginResponseSchema
  .extend({
    jaExistia: z.boolean().meta(d('true: o CPF já estava na base do clube (só entrou no programa); false: pessoa criada agora.')),
    programa: z.string().meta(d('Nome do programa em que o cliente entrou.')),
    lojaNome: nomeDaLoja,
  })
  .meta({ id: 'ClubeConfirmarCadastroResponse' });
