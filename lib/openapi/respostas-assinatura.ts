// zod schemas of the `dados` answered by the device, subscription and launch campaign endpoints,
// for the OpenAPI document (the pattern of lib/openapi/respostas.ts). Fields are ours
// (docs/api-admin-assinatura.md).
import { z } from 'zod';
import { d, dataHora, dataHoraOuNulo } from '@/lib/openapi/formatos';

export const dispositivoResponseSchema = z
  .object({
    id: z.uuid().meta(d('Id do dispositivo.')),
    plataforma: z.enum(['android', 'ios', 'web']).meta(d('Plataforma do dispositivo.')),
    nome: z.string().nullable().meta(d('Nome dado ao dispositivo (ex.: "Celular da gerência"); null quando não informado.')),
    criadoEm: dataHora('Primeiro registro do token (UTC).'),
  })
  .meta({ id: 'DispositivoResponse', description: 'Dispositivo do usuário do painel registrado para notificações push.' });

export const statusAssinaturaSchema = z.enum(['Trial', 'Ativa', 'Inadimplente', 'Cancelada']).meta({
  id: 'StatusAssinatura',
  description: '`Trial` (período de avaliação, grátis até `trialAte`), `Ativa` (paga), `Inadimplente` (pagamento recusado) ou `Cancelada`.',
});

export const codigoPlanoSchema = z
  .enum(['Essencial', 'Profissional', 'Rede'])
  .meta({ id: 'CodigoPlano', description: '`Essencial` (1 loja), `Profissional` (até 5 lojas) ou `Rede` (lojas ilimitadas).' });

export const planoResponseSchema = z
  .object({
    codigo: codigoPlanoSchema,
    nome: z.string().meta(d('Nome do plano.')),
    descricao: z.string().meta(d('Resumo do plano.')),
    limiteLojas: z.int().positive().nullable().meta(d('Máximo de lojas ativas; null = ilimitadas.')),
    valorMensal: z.number().meta(d('Mensalidade (R$), 2 casas.')),
  })
  .meta({ id: 'PlanoResponse', description: 'Plano do catálogo da plataforma.' });

/** Until when the subscription runs (free trial, paid period), alike in the current subscription and the full answer. */
const prazosAssinatura = {
  trialAte: dataHoraOuNulo('Fim do período de avaliação (UTC).'),
  periodoAtualAte: dataHoraOuNulo('Fim do período pago atual (UTC).'),
};

export const assinaturaAtualResponseSchema = z
  .object({
    plano: z.string().meta(d('Código do plano.')),
    status: statusAssinaturaSchema,
    ...prazosAssinatura,
  })
  .meta({ id: 'AssinaturaAtualResponse', description: 'Assinatura atual do cliente da plataforma.' });

export const assinaturaResponseSchema = z
  .object({
    tenantId: z.uuid().meta(d('Cliente da plataforma (tenant).')),
    plano: z.string().nullable().meta(d('Código do plano; null quando o tenant não tem assinatura registrada.')),
    status: statusAssinaturaSchema.nullable(),
    ...prazosAssinatura,
    provedor: z.string().nullable().meta(d('Provedor de cobrança (`interno` = embutido).')),
    valorMensal: z.number().nullable().meta(d('Mensalidade do plano atual (R$).')),
    diasRestantesTrial: z
      .int()
      .nonnegative()
      .nullable()
      .meta(d('Dias que faltam do período de avaliação (arredondado para cima); null fora do Trial.')),
    permiteAtivarCampanhas: z
      .boolean()
      .meta(
        d(
          'A mesma regra que libera a ativação de campanhas: assinatura Ativa, Trial dentro do prazo, ou tenant sem assinatura registrada.',
        ),
      ),
    lojasAtivas: z.int().nonnegative().meta(d('Lojas ativas do tenant (o que o plano limita).')),
    planos: z.array(planoResponseSchema).meta(d('Catálogo de planos, para a tela de escolha.')),
  })
  .meta({ id: 'AssinaturaResponse', description: 'Situação da assinatura do cliente da plataforma.' });

export const verificarDisponibilidadeResponseSchema = z
  .object({
    plano: codigoPlanoSchema,
    disponivel: z.boolean().meta(d('true quando o plano comporta as lojas.')),
    motivo: z.string().nullable().meta(d('Por que o plano não está disponível; null quando está.')),
    valorMensal: z.number().meta(d('Mensalidade (R$).')),
    diasTrial: z.int().nonnegative().meta(d('Dias do período de avaliação da plataforma.')),
    limiteLojas: z.int().positive().nullable().meta(d('Máximo de lojas ativas do plano; null = ilimitadas.')),
    quantidadeLojas: z.int().nonnegative().meta(d('Quantidade de lojas avaliada: a informada ou as lojas ativas do tenant.')),
    assinaturaAtual: assinaturaAtualResponseSchema.nullable(),
  })
  .meta({ id: 'VerificarDisponibilidadeResponse' });

export const checkoutResponseSchema = z
  .object({
    checkoutId: z.uuid().meta(d('Id do checkout.')),
    url: z.string().meta(d('Endereço para onde levar a pessoa para concluir o pagamento.')),
    expiraEm: dataHora('Validade do checkout (UTC), 24 horas.'),
    plano: codigoPlanoSchema,
    valorMensal: z.number().meta(d('Mensalidade do plano (R$).')),
    codigoCupom: z.string().nullable().meta(d('Cupom da campanha de lançamento aplicado (maiúsculas); null sem cupom.')),
  })
  .meta({ id: 'CheckoutResponse' });

export const portalResponseSchema = z
  .object({ url: z.string().meta(d('Endereço do portal de cobrança (faturas, forma de pagamento, cancelamento).')) })
  .meta({ id: 'PortalResponse' });

/** What is left of a launch campaign's places, alike in the public answer and the SuperAdmin's. */
const vagasRestantes = z.int().nonnegative().nullable().meta(d('Vagas que restam; null = ilimitadas.'));

export const campanhaLancamentoPublicaResponseSchema = z
  .object({
    titulo: z.string().meta(d('Título da campanha.')),
    descricao: z.string().meta(d('Texto da campanha.')),
    beneficio: z.string().meta(d('O que quem aderir ganha (ex.: "3 meses com 50% de desconto").')),
    codigoCupom: z.string().nullable().meta(d('Cupom a informar no checkout; null quando a campanha não usa cupom.')),
    validaAte: dataHoraOuNulo('Fim da campanha (UTC); null = sem data de fim.'),
    vagasRestantes,
  })
  .meta({ id: 'CampanhaLancamentoPublicaResponse', description: 'Campanha de lançamento ativa da plataforma.' });

export const campanhaLancamentoResponseSchema = z
  .object({
    id: z.uuid().meta(d('Id da campanha.')),
    titulo: z.string(),
    descricao: z.string(),
    beneficio: z.string(),
    codigoCupom: z.string().nullable().meta(d('Cupom em maiúsculas; null sem cupom.')),
    ativa: z.boolean().meta(d('Ligada pelo SuperAdmin.')),
    inicioEm: dataHoraOuNulo('Início (UTC); null = desde já.'),
    fimEm: dataHoraOuNulo('Fim (UTC); null = sem fim.'),
    vagasTotais: z.int().positive().nullable().meta(d('Vagas; null = ilimitadas.')),
    vagasUsadas: z.int().nonnegative().meta(d('Vagas já tomadas por checkouts com o cupom.')),
    vagasRestantes,
    vigente: z.boolean().meta(d('Ativa e dentro das datas agora: o que o endpoint público mostra.')),
    atualizadoEm: dataHora('Última edição (UTC).'),
  })
  .meta({ id: 'CampanhaLancamentoResponse', description: 'Campanha de lançamento como o SuperAdmin a edita.' });
