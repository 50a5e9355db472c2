// zod schemas of the `dados` the referral programme answers (docs/indicacao.md), for the OpenAPI
// document (lib/openapi/respostas.ts explains the pattern).
import { z } from 'zod';
import { d, dataHora, dataHoraOuNulo, inteiro, listaFiltrada, reais, uuid } from '@/lib/openapi/formatos';
import { nomeDaLoja, nomeDoCliente, nomeDoPrograma } from '@/lib/openapi/campos';

const tipoBeneficio = z.enum(['Cashback', 'Pontos']).meta(d('Benefício dos bônus: R$ (Cashback) ou pontos inteiros (Pontos).'));
const bonusIndicador = z.number().meta(d('O que ganha quem indica, por amigo (R$ ou pontos); 0: nada.'));
const bonusIndicado = z.number().meta(d('O que ganha o amigo indicado (R$ ou pontos); 0: nada.'));
const compraMinima = reais('A compra do amigo que conclui a indicação, a partir de');
const diasCarencia = inteiro('Dias que a compra precisa ficar sem cancelamento antes dos bônus (0 a 90).');

export const programaIndicacaoResponseSchema = z
  .object({
    configurada: z.boolean().meta(d('False até o primeiro salvamento: os valores são os padrões e nada roda.')),
    ativo: z.boolean().meta(d('Ligado: o clube mostra o link de cada participante e as indicações se concluem.')),
    tipoBeneficio,
    bonusIndicador,
    bonusIndicado,
    validadeDias: inteiro('Validade dos bônus em dias (1 a 3650); null: não expiram.').nullable(),
    compraMinima,
    diasCarencia,
    limiteMensal: inteiro('Bônus de quem indica por participante em 30 dias (1 a 100); acima, a indicação conclui sem o bônus dele.'),
    atualizadoEm: dataHoraOuNulo('Última alteração (UTC); null antes do primeiro salvamento.'),
    resumo: z
      .object({
        pendentes: inteiro('Amigos que entraram pelo link e ainda não fizeram a compra que conta (ou ela está na carência).'),
        concluidas: inteiro('Indicações concluídas, com os bônus creditados.'),
        expiradas: inteiro('Indicações que passaram do prazo sem a compra.'),
        cashbackCreditado: reais('Soma dos bônus em cashback creditados pelas indicações, aos dois lados'),
        pontosCreditados: z.number().meta(d('Soma dos bônus em pontos creditados pelas indicações, aos dois lados.')),
      })
      .meta(d('Números do programa desde o início.')),
  })
  .meta({ id: 'ProgramaIndicacaoResponse', description: 'O programa de indicação ("Indique e ganhe") e seus números.' });

const pessoa = (quem: string) =>
  z.object({ id: uuid(`Id do cliente ${quem} (abre \`/painel/clientes/{id}\`).`), nome: nomeDoCliente }).meta(d(`Cliente ${quem}.`));

export const indicacaoItemSchema = z
  .object({
    id: uuid('Id da indicação.'),
    status: z
      .enum(['Pendente', 'Concluida', 'Expirada'])
      .meta(d('`Pendente`: esperando a compra ou a carência; `Concluida`: bônus creditados; `Expirada`: prazo vencido sem a compra.')),
    criadaEm: dataHora('Quando o amigo entrou pelo link (UTC).'),
    concluidaEm: dataHoraOuNulo('Quando se concluiu ou expirou (UTC); null enquanto pendente.'),
    indicador: pessoa('que indicou'),
    indicado: pessoa('indicado'),
    loja: z.object({ id: uuid('Id da loja.'), nome: nomeDaLoja }).meta(d('A loja do link pelo qual o amigo entrou.')),
    vendaId: uuid('A compra que concluiu a indicação (abre `/painel/vendas/{id}`); null se não concluída.').nullable(),
    tipoBeneficio: tipoBeneficio.nullable(),
    bonusIndicador: z
      .number()
      .nullable()
      .meta(d('Creditado a quem indicou; 0 quando nada (sem bônus, limite de 30 dias, participação inativa); null se não concluída.')),
    bonusIndicado: z.number().nullable().meta(d('Creditado ao amigo; 0 quando nada; null se não concluída.')),
  })
  .meta({ id: 'IndicacaoItem', description: 'Uma indicação: quem indicou quem, e como está.' });

export const listaIndicacoesSchema = listaFiltrada(indicacaoItemSchema, 'ListaIndicacoesResponse', 'indicações');

export const indicacaoDoMembroSchema = z
  .object({
    tenantId: uuid('Programa (empresa).'),
    programa: nomeDoPrograma,
    codigo: z.string().meta(d('Código de indicação do cliente neste programa (8 caracteres).')),
    link: z.string().meta(d('O link para compartilhar: a página de cadastro da loja do cliente, com o código.')),
    tipoBeneficio,
    bonusIndicador,
    bonusIndicado,
    compraMinima,
    diasCarencia,
    limiteMensal: inteiro('Por quantos amigos o cliente ganha a cada 30 dias; os seguintes ainda ganham o bônus deles.'),
    prazoDias: inteiro('Dias, a partir da entrada do amigo, em que a compra dele conta.'),
    pendentes: inteiro('Amigos que entraram pelo link e ainda não concluíram.'),
    concluidas: inteiro('Indicações concluídas.'),
    cashbackRecebido: reais('Bônus em cashback que o cliente já ganhou por indicar'),
    pontosRecebidos: z.number().meta(d('Bônus em pontos que o cliente já ganhou por indicar.')),
  })
  .meta({ id: 'ClubeIndicacaoResponse', description: 'O "Indique e ganhe" do cliente num programa.' });

export const listaIndicacaoDoMembroSchema = z
  .array(indicacaoDoMembroSchema)
  .meta(d('Um item por programa do cliente com a indicação ligada; vazia quando nenhum.'));
