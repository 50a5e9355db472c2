// Requests of the automations (docs/automacoes.md). The template is checked against the
// variables the engine knows (a typo would otherwise reach the customer as "{nme}").
import { z } from 'zod';
import { booleanoObrigatorio, obrigatorio, textoObrigatorio, textoOpcional, valorMonetario, vazio, inteiroEntre } from '@/lib/api/campos';
import { campoUuid } from '@/lib/api/consulta';
import { Decimal } from '@/lib/dinheiro';
import { MENSAGENS_AUTOMACAO as M } from '@/lib/domain/automacao/mensagens';
import { variaveisDesconhecidas } from '@/lib/domain/comunicacao/modelo';
import { resultadosQuerySchema } from '@/app/api/v1/admin/comunicacao/schemas';

const bonusSchema = z
  .object({
    tipoBeneficio: z.enum(['Cashback', 'Pontos'], {
      error: (iss) => (vazio(iss.input) ? obrigatorio('Bonus.TipoBeneficio') : M.bonusTipoInvalido),
    }),
    valor: valorMonetario('Bonus.Valor'),
    validadeDias: inteiroEntre(1, 3650, M.bonusValidadeInvalida).nullish(),
  })
  // Zod runs this even when a field failed: only a parsed Decimal is checked for whole points.
  .superRefine((b, ctx) => {
    if (b.tipoBeneficio === 'Pontos' && b.valor instanceof Decimal && !b.valor.isInteger()) {
      ctx.addIssue({ code: 'custom', path: ['valor'], message: M.bonusPontosInteiros });
    }
  });

/** SalvarAutomacaoRequest. */
export const salvarAutomacaoSchema = z.object({
  tenantId: campoUuid('TenantId').nullish(),
  ativa: booleanoObrigatorio('Ativa'),
  canal: z.enum(['WhatsApp', 'Email'], { error: (iss) => (vazio(iss.input) ? obrigatorio('Canal') : M.canalInvalido) }),
  // The subject is rendered like the template (a typo would reach the inbox as "{nme}"): the same check.
  assunto: textoOpcional({ campo: 'Assunto', max: 150 }).superRefine((a, ctx) => {
    const desconhecidas = typeof a === 'string' ? variaveisDesconhecidas(a, { bonus: true }) : [];
    if (desconhecidas.length) ctx.addIssue({ code: 'custom', message: M.assuntoVariavelDesconhecida(desconhecidas) });
  }),
  modelo: textoObrigatorio({ campo: 'Modelo', min: 5, max: 1000 }).superRefine((m, ctx) => {
    // {bonus} depends on the automation and its bonus: checked with them (validar-automacao.ts).
    const desconhecidas = typeof m === 'string' ? variaveisDesconhecidas(m, { bonus: true }) : [];
    if (desconhecidas.length) ctx.addIssue({ code: 'custom', message: M.variavelDesconhecida(desconhecidas) });
  }),
  holdoutPercentual: inteiroEntre(0, 50, M.holdoutInvalido).nullish(),
  diasSemCompra: inteiroEntre(7, 730, M.diasSemCompraInvalido).nullish(),
  bonus: bonusSchema.nullish(),
});

export const automacoesQuerySchema = z.object({ tenantId: campoUuid('TenantId').optional() });

export const tipoAutomacaoCaminhoSchema = z.object({
  tipo: z.string({ error: () => obrigatorio('Tipo') }).max(40, { error: M.naoEncontrada }),
});

/** The results' query: the programme (SuperAdmin) and one window (`dias`), as the campaigns' results. */
export const resultadosAutomacaoQuerySchema = automacoesQuerySchema.extend(resultadosQuerySchema.shape);
