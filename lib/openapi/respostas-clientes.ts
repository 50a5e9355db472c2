// zod schemas of the `dados` the panel's customer endpoints answer (ClienteAdmin and the
// operator identification by QR), for the OpenAPI document, as in ./respostas.ts
// (docs/api-admin-clientes.md).
import { z } from 'zod';
import { d, paginado } from '@/lib/openapi/formatos';
import { clienteDaResposta, loteResponseSchema } from '@/lib/openapi/respostas';

const saldos = {
  saldoPontos: z.number().meta(d('Pontos disponíveis no programa (tenant).')),
  saldoCashback: z.number().meta(d('Cashback liberado no programa, disponível para resgate (R$).')),
  saldoPendente: z.number().meta(d('Cashback diferido ainda bloqueado no programa (R$).')),
};

const cpfMascarado = z
  .string()
  .regex(/^\*\*\*\.\d{3}\.\d{3}-\*\*$/)
  .nullable()
  .meta(d('CPF mascarado `***.456.789-**`; null só para pessoa anonimizada (LGPD).'));

const contatos = {
  email: z.string().nullable().meta(d('E-mail; null quando não informado.')),
  telefone: z.string().regex(/^\d*$/).nullable().meta(d('Telefone, só dígitos; null quando não informado.')),
};

const vinculo = {
  ativo: z.boolean().meta(d('Vínculo ativo neste programa; inativo não acumula nem resgata.')),
  cadastradoEm: z.iso.datetime().meta(d('Entrada do cliente neste programa (UTC).')),
};

export const clienteAdminItemSchema = z
  .object({
    id: z.uuid().meta(d('Id do cliente (o `clienteId` da API do PDV).')),
    nome: z.string().nullable().meta(d('Nome; null para cliente criado numa venda sem cadastro.')),
    cpfMascarado,
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
  id: z.uuid().meta(d('Id do cliente (o `clienteId` da API do PDV).')),
  nome: z.string().nullable().meta(d('Nome; null para cliente criado numa venda sem cadastro.')),
  cpf: z
    .string()
    .regex(/^\d{3}\.\d{3}\.\d{3}-\d{2}$/)
    .nullable()
    .meta(d('CPF completo formatado, só para AdminTenant e SuperAdmin; null para Operador.')),
  cpfMascarado,
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
