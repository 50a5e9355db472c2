// Request schemas of /api/v1/clube/cadastro ("Participe do clube" by a store's link; docs/clube.md,
// "Participar pelo link da loja"). In lib/, not next to the routes, because the club's sign-in
// (lib/auth/opcoes-clube.ts, provider `clube-cadastro`) and the sign-up page validate with them
// too. Every field takes the rules and messages it has elsewhere: the CPF and the channel those of
// the club's solicitar-pin, the person's fields those of POST /api/v1/cliente.
import { z } from 'zod';
import { booleanoOpcional, formatoInvalido, obrigatorio } from '@/lib/api/campos';
import { campoCpf, campoEmailOpcional, campoTelefoneOpcional } from '@/lib/api/campos-documentos';
import { campoUuid } from '@/lib/api/consulta';
import { campoCanal } from '@/lib/api/schemas/clube-auth';
import { cadastrarClienteSchema } from '@/lib/api/schemas/cliente';
import { MENSAGENS_CLIENTE } from '@/lib/domain/cliente/mensagens';

export const MENSAGENS_CADASTRO_CLUBE_CAMPOS = {
  marketingWhatsappSemCodigo: 'Para receber ofertas pelo WhatsApp, receba o código pelo WhatsApp: ele confirma o celular.',
  marketingEmailSemCodigo: 'Para receber ofertas por e-mail, receba o código por e-mail: ele confirma o endereço.',
  codigo: 'O código deve ter 6 dígitos.',
} as const;

/**
 * A referral code as a link carries it: any text; one that cannot be a code (too long included) is
 * dropped, never refused, as the person who got the link has nothing to correct (docs/indicacao.md).
 */
const codigoDeLink = (campo: string) => z.string({ error: () => formatoInvalido(campo) }).transform((v) => (v.length > 40 ? undefined : v));

/** Query of GET /api/v1/clube/cadastro/loja/{lojaId}: a referral link's code, any case; one that is not a code is ignored. */
export const lojaDoCadastroQuerySchema = z.object({ indicacao: codigoDeLink('Indicacao').optional() });

/** Body of POST /api/v1/clube/cadastro/solicitar-codigo. */
export const solicitarCodigoCadastroSchema = z
  .object({
    lojaId: campoUuid('LojaId'),
    cpf: campoCpf('Cpf', MENSAGENS_CLIENTE.cpfInvalido),
    nome: cadastrarClienteSchema.shape.nome,
    canal: campoCanal,
    telefone: campoTelefoneOpcional('Telefone'),
    email: campoEmailOpcional('Email'),
    dataNascimento: cadastrarClienteSchema.shape.dataNascimento,
    // Must be true: without the registration consent there is nothing to register (POST /cliente's message).
    aceiteLgpd: z
      .boolean({ error: (i) => (i.input === undefined || i.input === null ? MENSAGENS_CLIENTE.aceiteLgpd : formatoInvalido('AceiteLgpd')) })
      .refine((v) => v, { error: MENSAGENS_CLIENTE.aceiteLgpd }),
    // The customer's own marketing consent for this programme (docs/segmentos.md, section 4); none by default.
    marketingWhatsapp: booleanoOpcional('MarketingWhatsapp'),
    marketingEmail: booleanoOpcional('MarketingEmail'),
    // The referral code of the member's link the person came by (docs/indicacao.md); one that is
    // not a code is dropped, never refused: the link's recipient has nothing to correct.
    codigoIndicacao: codigoDeLink('CodigoIndicacao').nullish(),
  })
  .superRefine((v, ctx) => {
    // The channel's contact is where the code goes. A marketing opt-in only for the contact the
    // code proves: a contact typed but not proved may be anybody's, and offers need its owner's
    // consent (LGPD; docs/clube.md §7). The other channel's offers are turned on later in the club.
    if (v.canal === 'whatsapp' && !v.telefone) ctx.addIssue({ code: 'custom', path: ['telefone'], message: obrigatorio('Telefone') });
    if (v.canal === 'email' && !v.email) ctx.addIssue({ code: 'custom', path: ['email'], message: obrigatorio('Email') });
    if (v.marketingWhatsapp && v.canal !== 'whatsapp') {
      ctx.addIssue({ code: 'custom', path: ['marketingWhatsapp'], message: MENSAGENS_CADASTRO_CLUBE_CAMPOS.marketingWhatsappSemCodigo });
    }
    if (v.marketingEmail && v.canal !== 'email') {
      ctx.addIssue({ code: 'custom', path: ['marketingEmail'], message: MENSAGENS_CADASTRO_CLUBE_CAMPOS.marketingEmailSemCodigo });
    }
  });

export type SolicitarCodigoCadastro = z.output<typeof solicitarCodigoCadastroSchema>;

/** Body of POST /api/v1/clube/cadastro/confirmar. */
export const confirmarCadastroSchema = z.object({
  cadastroId: campoUuid('CadastroId'),
  codigo: z
    .string({ error: (i) => (i.input === undefined || i.input === null ? obrigatorio('Codigo') : formatoInvalido('Codigo')) })
    .trim()
    .min(1, { error: obrigatorio('Codigo'), abort: true })
    .regex(/^\d{6}$/, { error: MENSAGENS_CADASTRO_CLUBE_CAMPOS.codigo }),
});

export type ConfirmarCadastro = z.output<typeof confirmarCadastroSchema>;
