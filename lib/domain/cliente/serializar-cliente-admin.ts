// The panel's customer shapes (ClienteAdmin), built in one place. The person (name, CPF,
// contacts) is global; `ativo`, `cadastradoEm` and the balances are the membership's in the
// tenant the request acts on (docs/api-admin-clientes.md).
//
// CPF exposure (LGPD data minimisation): lists and the operator's screens only ever carry the
// masked CPF (`***.456.789-**`); the full CPF is shown only in the detail, and only to
// AdminTenant and SuperAdmin. Audit rows never carry it.
import { dataIso, isoUtc } from '@/lib/datas';
import { formatarCpf, mascararCpf } from '@/lib/documentos/cpf';
import type { Perfil } from '@/lib/domain/acesso/sessao-admin';
import { lerSaldo, saldoResponse, type LinhaSaldo } from '@/lib/domain/lote/serializar-saldo';

type Saldos = { saldoPontos: number; saldoCashback: number; saldoPendente: number };

/** One row of the customer list. */
export type ClienteAdminItem = {
  id: string;
  nome: string | null;
  cpfMascarado: string | null;
  email: string | null;
  telefone: string | null;
  ativo: boolean;
  cadastradoEm: string;
} & Saldos;

export type Paginacao = { pagina: number; tamanho: number; totalRegistros: number };

export type ListaClientesAdmin = { itens: ClienteAdminItem[]; paginacao: Paginacao };

/** The customer's detail in one tenant. `cpf` is null for Operador (see above). */
export type ClienteAdminResponse = {
  id: string;
  nome: string | null;
  cpf: string | null;
  cpfMascarado: string | null;
  email: string | null;
  telefone: string | null;
  dataNascimento: string | null;
  ativo: boolean;
  cadastradoEm: string;
  dataUltimoLogin: string | null;
} & Saldos;

/** Answer of POST ClienteAdmin: the detail plus the PDV endpoint's `jaExistia`. */
export type ClienteAdminCriadoResponse = ClienteAdminResponse & { jaExistia: boolean };

/** Columns every customer query of the panel selects (plus the `somasSaldo` sums). */
export type LinhaClienteAdmin = LinhaSaldo & {
  id: string;
  nome: string | null;
  cpf: string | null;
  email: string | null;
  telefone: string | null;
  ativo: boolean;
  cadastrado_em: Date;
};

export type LinhaDetalheClienteAdmin = LinhaClienteAdmin & {
  data_nascimento: string | null;
  data_ultimo_login: Date | null;
};

/** Whether a profile may see the full CPF in the detail. */
export const veCpfCompleto = (perfil: Perfil) => perfil !== 'Operador';

// An LGPD-anonymised person has no CPF: nothing to mask.
const mascarado = (cpf: string | null) => (cpf ? mascararCpf(cpf) : null);

export function clienteAdminItem(l: LinhaClienteAdmin): ClienteAdminItem {
  return {
    id: l.id,
    nome: l.nome,
    cpfMascarado: mascarado(l.cpf),
    email: l.email || null,
    telefone: l.telefone || null,
    ativo: l.ativo,
    cadastradoEm: isoUtc(l.cadastrado_em),
    ...saldoResponse(lerSaldo(l)),
  };
}

export function clienteAdminResponse(l: LinhaDetalheClienteAdmin, perfil: Perfil): ClienteAdminResponse {
  return {
    id: l.id,
    nome: l.nome,
    cpf: l.cpf && veCpfCompleto(perfil) ? formatarCpf(l.cpf) : null,
    cpfMascarado: mascarado(l.cpf),
    email: l.email || null,
    telefone: l.telefone || null,
    dataNascimento: dataIso(l.data_nascimento),
    ativo: l.ativo,
    cadastradoEm: isoUtc(l.cadastrado_em),
    dataUltimoLogin: l.data_ultimo_login ? isoUtc(l.data_ultimo_login) : null,
    ...saldoResponse(lerSaldo(l)),
  };
}

/** What an audit row keeps of the person: never the CPF itself. */
export function retratoAuditoria(c: {
  nome: string | null;
  cpf: string | null;
  email: string | null;
  telefone: string | null;
  dataNascimento: string | null;
}) {
  return {
    nome: c.nome,
    cpfMascarado: mascarado(c.cpf),
    email: c.email || null,
    telefone: c.telefone || null,
    dataNascimento: c.dataNascimento,
  };
}
