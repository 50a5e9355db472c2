// zod schemas of the `dados` the admin login and CampanhaAdmin endpoints answer, for the OpenAPI
// document (lib/openapi/respostas.ts explains the pattern).
//
// Only the response objects are named (`.meta({ id })`): enums such as the profile or the
// campaign status stay inline, so that another area declaring its own version of them cannot
// collide with these in the document's components.
import { z } from 'zod';
import { d, uuid, dataOuNulo, dataHora, criadoEAtualizado } from '@/lib/openapi/formatos';
import { cnpj, nomeDaLoja } from '@/lib/openapi/campos';
import { tipoBeneficioSchema } from '@/lib/openapi/respostas';

const perfilAdminSchema = z
  .enum(['SuperAdmin', 'AdminTenant', 'Operador'])
  .meta(
    d(
      '`AdminTenant`: gestor, só o próprio tenant; `SuperAdmin`: equipe da plataforma, qualquer tenant; `Operador`: só os endpoints de operação do caixa (como a identificação do cliente).',
    ),
  );

const nomeDoUsuario = z.string().meta(d('Nome do usuário do painel.'));

/** Spec "Resources": LoginResponse (admin) — `token`, `expiraEm`, `nome`, `email`, `perfil`. */
export const loginResponseSchema = z
  .object({
    token: z.string().meta(d('Token bearer do painel: envie como `Authorization: Bearer <token>`.')),
    expiraEm: dataHora('Instante em que o token expira (UTC): 8 horas após o login.'),
    nome: nomeDoUsuario,
    email: z.string().meta(d('E-mail do usuário (minúsculas, como cadastrado).')),
    perfil: perfilAdminSchema,
  })
  .meta({ id: 'LoginResponse', description: 'Sessão do painel administrativo.' });

/** GET /AuthAdmin/conta: the signed-in user's own account. */
export const contaAdminResponseSchema = z
  .object({
    id: uuid('Id do usuário.'),
    nome: nomeDoUsuario,
    email: z.string().meta(d('E-mail do usuário (minúsculas, como cadastrado); é o login.')),
    perfil: perfilAdminSchema,
    tenantId: z.uuid().nullable().meta(d('Tenant (empresa) do usuário; null para a equipe da plataforma (`SuperAdmin`).')),
    tenantNome: z.string().nullable().meta(d('Nome do tenant; null para a equipe da plataforma.')),
    ultimoLoginEm: dataHora('Último login (UTC): com uma sessão aberta, o login desta sessão.').nullable(),
    loginAnteriorEm: dataHora(
      'O login anterior ao último (UTC), o “Acesso anterior” de Minha conta: o que a pessoa compara com a própria memória para notar um acesso que não fez. null antes do segundo login.',
    ).nullable(),
    criadoEm: dataHora('Quando o usuário foi criado (UTC).'),
    doisFatoresAtivadoEm: dataHora('Desde quando a verificação em duas etapas está ativa (UTC); null: desativada.').nullable(),
    codigosRecuperacaoRestantes: z
      .int()
      .nullable()
      .meta(d('Códigos de recuperação ainda não usados (de 10); null com a verificação em duas etapas desativada.')),
  })
  .meta({ id: 'ContaAdminResponse', description: 'A conta de quem está logado no painel.' });

const codigosRecuperacao = z
  .array(z.string())
  .meta(
    d(
      'Os 10 códigos de recuperação (`ABCDE-FGHIJ`), cada um de uso único: **mostrados só nesta resposta** (o servidor guarda apenas o hash). Servem no lugar do código do aplicativo, no login e para desativar a verificação.',
    ),
  );

/** POST /AuthAdmin/dois-fatores/iniciar: the pending secret to add to the authenticator app. */
export const ativacaoIniciadaResponseSchema = z
  .object({
    segredo: z.string().meta(d('Segredo (base32, 32 caracteres) para digitar no aplicativo quando não der para ler o código QR.')),
    uri: z.string().meta(d('Endereço `otpauth://totp/…` que o código QR carrega (SHA-1, 6 dígitos, 30 segundos).')),
  })
  .meta({ id: 'DoisFatoresIniciadoResponse', description: 'Ativação da verificação em duas etapas em andamento.' });

/** POST /AuthAdmin/dois-fatores/codigos-recuperacao. */
export const codigosRecuperacaoResponseSchema = z
  .object({ codigosRecuperacao })
  .meta({ id: 'CodigosRecuperacaoResponse', description: 'Novos códigos de recuperação.' });

/** POST /AuthAdmin/trocar-senha: the caller's new token (the earlier ones were revoked). */
export const senhaTrocadaResponseSchema = z
  .object({
    token: z
      .string()
      .nullable()
      .meta(
        d(
          'Novo token bearer (válido por 8 horas), quando a chamada veio com `Authorization: Bearer`: o token usado na chamada deixou de valer. Na sessão do navegador (cookie do painel) é null: o token novo vai dentro do cookie renovado pela resposta.',
        ),
      ),
    expiraEm: dataHora('Instante em que o novo token expira (UTC): 8 horas após a troca.'),
  })
  .meta({ id: 'TrocarSenhaResponse', description: 'A sessão de quem trocou a senha, renovada.' });

/** POST /AuthAdmin/dois-fatores/ativar: the renewed session and the recovery codes, once. */
export const doisFatoresAtivadosResponseSchema = senhaTrocadaResponseSchema
  .extend({ codigosRecuperacao })
  .meta({ id: 'DoisFatoresAtivadosResponse', description: 'Verificação ativada: a sessão renovada e os códigos de recuperação.' });

export const lojaDaCampanhaSchema = z
  .object({
    id: uuid('Id da loja.'),
    nome: nomeDaLoja,
    cnpj: cnpj('CNPJ normalizado, sem máscara (14 caracteres).'),
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
