// zod schemas of the `dados` the admin login and CampanhaAdmin endpoints answer, for the OpenAPI
// document (lib/openapi/respostas.ts explains the pattern).
//
// Only the response objects are named (`.meta({ id })`): enums such as the profile or the
// campaign status stay inline, so that another area declaring its own version of them cannot
// collide with these in the document's components.
import { z } from 'zod';
import { d, uuid, dataOuNulo, dataHora, criadoEAtualizado } from '@/lib/openapi/formatos';
import { tipoBeneficioSchema } from '@/lib/openapi/respostas';

/** Spec "Resources": LoginResponse (admin) — `token`, `expiraEm`, `nome`, `email`, `perfil`. */
export const loginResponseSchema = z
  .object({
    token: z.string().meta(d('Token bearer do painel: envie como `Authorization: Bearer <token>`.')),
    expiraEm: dataHora('Instante em que o token expira (UTC): 8 horas após o login.'),
    nome: z.string().meta(d('Nome do usuário do painel.')),
    email: z.string().meta(d('E-mail do usuário (minúsculas, como cadastrado).')),
    perfil: z
      .enum(['SuperAdmin', 'AdminTenant', 'Operador'])
      .meta(
        d(
          '`AdminTenant`: gestor, só o próprio tenant; `SuperAdmin`: equipe da plataforma, qualquer tenant; `Operador`: só os endpoints de operação do caixa (como a identificação do cliente).',
        ),
      ),
  })
  .meta({ id: 'LoginResponse', description: 'Sessão do painel administrativo.' });

export const lojaDaCampanhaSchema = z
  .object({
    id: uuid('Id da loja.'),
    nome: z.string().meta(d('Nome da loja.')),
    cnpj: z
      .string()
      .regex(/^[0-9A-Z]{12}\d{2}$/)
      .meta(d('CNPJ normalizado, sem máscara (14 caracteres).')),
  })
  .meta({ id: 'LojaDaCampanha', description: 'Loja em que a campanha vale.' });

export const campanhaResponseSchema = z
  .object({
    id: uuid('Id da campanha.'),
    tenantId: uuid('Tenant (cliente da plataforma) dono da campanha.'),
    nome: z.string().meta(d('Nome da campanha (aparece como `campanhaDescricao` nas vendas).')),
    tipo: tipoBeneficioSchema,
    status: z
      .enum(['Rascunho', 'Ativa', 'Inativa', 'Encerrada'])
      .meta(d('`Rascunho`: em edição; `Ativa`: aplicada pelo PDV; `Inativa`: pausada; `Encerrada`: final, não muda mais.')),
    percentualCashback: z
      .number()
      .nullable()
      .meta(d('Percentual de cashback sobre o valor da venda (0 a 100, 2 casas); null em campanhas de Pontos.')),
    pontosPorReal: z.number().nullable().meta(d('Pontos por real gasto (até 4 casas); null em campanhas de Cashback.')),
    compraMinima: z.number().meta(d('Valor mínimo da venda para a campanha se aplicar (R$); 0 = sem mínimo.')),
    dataInicio: dataOuNulo('Primeiro dia de vigência (data local da loja); null = desde a ativação.'),
    dataFim: dataOuNulo('Último dia de vigência (data local da loja); null = sem fim.'),
    validadeDias: z.int().nullable().meta(d('Dias de validade de cada lote creditado; null = não expira.')),
    modoCashback: z
      .enum(['Imediato', 'Diferido'])
      .meta(
        d('`Imediato`: cashback disponível na hora; `Diferido`: liberado após `diasLiberacao`. Campanhas de Pontos são sempre `Imediato`.'),
      ),
    diasLiberacao: z.int().meta(d('Dias até liberar o cashback diferido (1 a 365); 0 quando `Imediato`.')),
    resgateMinimo: z.number().meta(d('Cashback mínimo para resgatar ou usar como desconto no modelo 2 (R$); 0 = sem mínimo.')),
    percentualMaximoResgate: z
      .number()
      .nullable()
      .meta(d('Modelo 2: percentual máximo da venda que o saldo de cashback pode cobrir como desconto; null = até 100%.')),
    pontosMinimosParaResgate: z.int().nullable().meta(d('Mínimo de pontos por resgate; null = sem mínimo.')),
    permiteUsoParcialDePontos: z.boolean().meta(d('Se o cliente pode resgatar parte dos pontos.')),
    permiteCheckoutCashbackNaVenda: z.boolean().meta(d('Modelo 2: usar o cashback disponível como desconto na venda.')),
    permiteDescontoSobreCashbackGerado: z
      .boolean()
      .meta(d('Modelo 3: usar o cashback gerado pela venda como desconto imediato (exige `Imediato`).')),
    permiteCashbackEmResgate: z
      .boolean()
      .meta(d('Modelo 3: credita cashback também sobre o valor pago após o desconto; sem ele, a venda com desconto não gera cashback.')),
    lojas: z.array(lojaDaCampanhaSchema).meta(d('Lojas em que a campanha vale, por nome.')),
    ...criadoEAtualizado,
  })
  .meta({ id: 'CampanhaResponse', description: 'Campanha de cashback ou pontos, como o painel a vê.' });
