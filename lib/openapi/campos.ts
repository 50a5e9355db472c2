// Fields that several answers share (lib/openapi/respostas*.ts, the route folders' openapi.ts):
// the customer's name, CPF, contacts and balances, the store's name and CNPJ. One definition
// each; where the description says something about one answer, the caller gives it.
import { z } from 'zod';
import { d, reais } from '@/lib/openapi/formatos';

export const CPF_FORMATADO = /^\d{3}\.\d{3}\.\d{3}-\d{2}$/;
const CPF_MASCARADO = /^\*\*\*\.\d{3}\.\d{3}-\*\*$/;
/** CNPJ without mask, 14 characters (the first 12 may be letters since 2026). */
export const CNPJ = /^[0-9A-Z]{12}\d{2}$/;

export const cpfFormatado = z.string().regex(CPF_FORMATADO).meta(d('CPF formatado `xxx.xxx.xxx-xx`.'));
/** The CPF every panel profile may see, `***.456.789-**`; null for a person anonymized (LGPD). */
export const cpfMascarado = (descricao: string) => z.string().regex(CPF_MASCARADO).nullable().meta(d(descricao));
export const cnpj = (descricao: string) => z.string().regex(CNPJ).meta(d(descricao));

export const nomeDaLoja = z.string().meta(d('Nome da loja.'));
export const nomeDaCampanha = z.string().meta(d('Nome da campanha.'));
export const nomeDoPrograma = z.string().meta(d('Nome do programa.'));
/** The customer's name in the panel's lists and detail: a sale may create a customer without one. */
export const nomeDoCliente = z.string().nullable().meta(d('Nome; null para cliente criado numa venda sem cadastro.'));

/** A customer's balances (in a program, in a store's lots…): points, then released and deferred cashback (R$). */
export const saldosDoCliente = (pontos: string, cashback: string, pendente: string) => ({
  saldoPontos: z.number().meta(d(pontos)),
  saldoCashback: reais(cashback),
  saldoPendente: reais(pendente),
});

/** A person's contacts as the panel and the club show them. */
export const contatos = {
  email: z.string().nullable().meta(d('E-mail; null quando não informado.')),
  telefone: z.string().regex(/^\d*$/).nullable().meta(d('Telefone, só dígitos; null quando não informado.')),
};
