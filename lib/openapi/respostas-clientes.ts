// zod schemas of the `dados` the panel's customer endpoints answer (ClienteAdmin and the
// operator identification by QR), for the OpenAPI document, as in ./respostas.ts
// (docs/api-admin-clientes.md).
import { z } from 'zod';
import { d, inteiro, paginado, reais } from '@/lib/openapi/formatos';
import { contatos, CPF_FORMATADO, cpfMascarado, nomeDoCliente, saldosDoCliente } from '@/lib/openapi/campos';
import { clienteDaResposta, loteResponseSchema, saldoResponseSchema } from '@/lib/openapi/respostas';

const saldos = saldosDoCliente(
  'Pontos disponíveis no programa (tenant).',
  'Cashback liberado no programa, disponível para resgate',
  'Cashback diferido ainda bloqueado no programa',
);

/** Who the customer is in the panel's answers (the list, the detail): id, name and masked CPF. */
const pessoa = {
  id: z.uuid().meta(d('Id do cliente (o `clienteId` da API do PDV).')),
  nome: nomeDoCliente,
};
const cpfDaLista = cpfMascarado('CPF mascarado `***.456.789-**`; null só para pessoa anonimizada (LGPD).');

/** Active in the program: inactive neither earns nor redeems (the panel's customer and the cashier's). */
export const vinculoAtivo = z.boolean().meta(d('Vínculo ativo neste programa; inativo não acumula nem resgata.'));

const vinculo = {
  ativo: vinculoAtivo,
  cadastradoEm: z.iso.datetime().meta(d('Entrada do cliente neste programa (UTC).')),
};

export const clienteAdminItemSchema = z
  .object({
    ...pessoa,
    cpfMascarado: cpfDaLista,
    ...contatos,
    ...vinculo,
    ...saldos,
  })
  .meta({ id: 'ClienteAdminItem', description: 'Cliente na lista do painel: CPF sempre mascarado.' });

export const listaClientesAdminSchema = paginado(
  'ListaClientesAdminResponse',
  clienteAdminItemSchema,
  'Página pedida, ordenada por nome (sem acento e sem caixa) e id; sem nome por último.',
  'Total de clientes que atendem aos filtros.',
);

const detalhe = {
  ...pessoa,
  cpf: z.string().regex(CPF_FORMATADO).nullable().meta(d('CPF completo formatado, só para AdminTenant e SuperAdmin; null para Operador.')),
  cpfMascarado: cpfDaLista,
  ...contatos,
  dataNascimento: z.iso.date().nullable().meta(d('Data de nascimento `AAAA-MM-DD`.')),
  ...vinculo,
  dataUltimoLogin: z.iso.datetime().nullable().meta(d('Último login no clube (UTC); null se nunca entrou.')),
  ...saldos,
};

export const clienteAdminResponseSchema = z
  .object(detalhe)
  .meta({ id: 'ClienteAdminResponse', description: 'Cliente no programa: dados da pessoa (globais), vínculo e saldos do tenant.' });

export const clienteAdminCriadoResponseSchema = z
  .object({
    ...detalhe,
    jaExistia: z.boolean().meta(d('true quando o CPF já estava cadastrado na plataforma e os dados foram mantidos.')),
  })
  .meta({ id: 'ClienteAdminCriadoResponse' });

export const clienteIdentificadoResponseSchema = z
  .object({
    ...clienteDaResposta,
    ...saldos,
    lotesAtivos: z.array(loteResponseSchema).meta(d('Lotes pendentes e disponíveis no programa.')),
  })
  .meta({ id: 'ClienteIdentificadoResponse', description: 'Cliente identificado pelo QR. O CPF não é retornado.' });

/** POST ClienteAdmin/{id}/ajuste; also the order its retransmission is replayed in (lib/domain/ajuste/ajustar-saldo.ts). */
export const ajusteSaldoResponseSchema = z
  .object({
    ajusteId: z.uuid().meta(d('Id do ajuste.')),
    movimentacaoId: z.uuid().meta(d('Movimentação gravada (`AjusteCredito` ou `AjusteDebito`), visível no histórico do cliente.')),
    clienteId: z.uuid(),
    lojaId: z.uuid().meta(d('Loja em que o ajuste foi registrado.')),
    operacao: z.enum(['Credito', 'Debito']),
    tipoBeneficio: z.enum(['Cashback', 'Pontos']),
    valor: z.number().meta(d('R$ (cashback) ou pontos ajustados, sempre positivo.')),
    motivo: z.string().meta(d('Motivo informado pelo gestor (interno: não aparece para o cliente).')),
    loteId: z.uuid().nullable().meta(d('Crédito: o lote criado. Débito: null.')),
    dataExpiracao: z.iso
      .date()
      .nullable()
      .meta(d('Crédito: último dia de uso do lote (calendário da loja); null = sem validade. Débito: null.')),
    lotesConsumidos: z
      .array(z.object({ loteId: z.uuid(), valor: z.number() }))
      .meta(d('Débito: quanto saiu de cada lote, do mais antigo ao mais novo (FIFO). Crédito: vazio.')),
    criadoEm: z.iso.datetime().meta(d('Instante do ajuste (UTC).')),
    saldoAtual: saldoResponseSchema,
  })
  .meta({ id: 'AjusteSaldoResponse', description: 'Ajuste manual de saldo e o saldo do cliente depois dele.' });

/** POST ClienteAdmin/importar (docs/api-admin-clientes.md, "Importar clientes"). */
export const importacaoClientesResponseSchema = z
  .object({
    simulacao: z.boolean().meta(d('true quando foi só uma simulação: nada foi gravado.')),
    linhas: inteiro('Linhas de dados lidas (sem o cabeçalho e sem as linhas em branco).'),
    novos: inteiro('Clientes que entraram no programa com esta importação (na simulação, os que entrariam).'),
    jaCadastrados: inteiro('Linhas de quem já era cliente do programa: nada muda para eles.'),
    recusados: inteiro('Linhas recusadas (ver `erros`). novos + jaCadastrados + recusados = linhas.'),
    erros: z
      .array(
        z.object({
          linha: inteiro('Linha do arquivo (o cabeçalho é a linha 1).'),
          cpfMascarado: cpfMascarado('CPF mascarado `***.456.789-**` quando a linha tem 11 dígitos de CPF; senão null.'),
          mensagem: z.string().meta(d('Por que a linha foi recusada (as mensagens do cadastro de um cliente).')),
        }),
      )
      .meta(d('As primeiras 200 linhas recusadas, na ordem do arquivo.')),
    colunasIgnoradas: z.array(z.string()).meta(d('Colunas do cabeçalho que a importação não lê.')),
    cashbackMigrado: reais('Cashback do programa anterior creditado por esta importação (na simulação, o que seria)'),
    pontosMigrados: inteiro('Pontos do programa anterior creditados por esta importação (na simulação, os que seriam).'),
    saldosMigrados: inteiro('Saldos creditados (uma linha com cashback e pontos são 2).'),
    saldosJaMigrados: inteiro(
      'Saldos não creditados porque o saldo daquele tipo daquele cliente já tinha sido trazido antes (uma vez por cliente, benefício e programa).',
    ),
    saldosIgnorados: inteiro('Saldos não creditados porque o cliente está inativo no programa.'),
  })
  .meta({ id: 'ImportacaoClientesResponse', description: 'Resultado da importação (ou da simulação) de clientes de um arquivo CSV.' });
