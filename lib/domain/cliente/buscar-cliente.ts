// GET /api/v1/cliente/buscar: read-only lookup in the global club base by CPF or by the QR
// token (spec). No balance, cashback, points or history is returned.
import 'server-only';
import type { z } from 'zod';
import { consulta, sql } from '@/lib/db';
import { ErroDeNegocio } from '@/lib/erros';
import { dataIso, isoUtc } from '@/lib/datas';
import { formatarCpf } from '@/lib/documentos/cpf';
import { MENSAGENS_CLIENTE } from '@/lib/domain/cliente/mensagens';
import type { clienteBuscaResponseSchema } from '@/lib/openapi/respostas';

/** The answer is the API document's schema (type only: nothing of lib/openapi is loaded here). */
export type ClienteBuscaResponse = z.output<typeof clienteBuscaResponseSchema>;

const COLUNAS = `cpf, nome, email, telefone, data_nascimento, whatsapp_jid, criado_em`;
// A test key looks in the sandbox's people, a live key in the live base (docs/sandbox.md).
const Q_POR_CPF = consulta(`SELECT ${COLUNAS} FROM cliente WHERE cpf = $1 AND sandbox = $2`);
const Q_POR_QR = consulta(`SELECT ${COLUNAS} FROM cliente WHERE qr_token = $1 AND cpf IS NOT NULL AND sandbox = $2`);

type Linha = {
  cpf: string;
  nome: string | null;
  email: string | null;
  telefone: string | null;
  data_nascimento: string | null;
  whatsapp_jid: string | null;
  criado_em: Date;
};

export async function buscarCliente(filtro: { cpf: string } | { qr: string }, sandbox: boolean): Promise<ClienteBuscaResponse> {
  const [c] =
    'cpf' in filtro ? await sql.query<Linha>(Q_POR_CPF, [filtro.cpf, sandbox]) : await sql.query<Linha>(Q_POR_QR, [filtro.qr, sandbox]);
  if (!c) throw new ErroDeNegocio(404, MENSAGENS_CLIENTE.naoEncontrado);
  return {
    cpf: formatarCpf(c.cpf),
    nome: c.nome,
    email: c.email || null,
    telefone: c.telefone || null,
    dataNascimento: dataIso(c.data_nascimento),
    whatsappJid: c.whatsapp_jid,
    cadastradoEm: isoUtc(c.criado_em),
  };
}
