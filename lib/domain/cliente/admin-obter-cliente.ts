// Reads of one customer in one tenant for the panel: the detail (GET ClienteAdmin/{id}) and the
// balance with its lots (GET ClienteAdmin/{id}/saldo). The customer exists for a tenant only
// through its membership: a customer with no membership in the tenant is "not found", even when
// it exists for another tenant, so one programme never learns who belongs to another.
import 'server-only';
import { consulta, sql } from '@/lib/db';
import { ErroDeNegocio } from '@/lib/erros';
import { agora as relogio } from '@/lib/relogio';
import type { Perfil } from '@/lib/domain/acesso/sessao-admin';
import { lotesAtivosJson, somasSaldo } from '@/lib/domain/lote/status-efetivo-sql';
import { lerSaldo, loteResponse, saldoResponse, type LinhaLote, type LinhaSaldo } from '@/lib/domain/lote/serializar-saldo';
import type { ClienteSaldoResponse } from '@/lib/domain/resgate/consultar-saldo';
import { MENSAGENS_CLIENTE } from '@/lib/domain/cliente/mensagens';
import {
  clienteAdminResponse,
  type ClienteAdminResponse,
  type LinhaDetalheClienteAdmin,
} from '@/lib/domain/cliente/serializar-cliente-admin';

/** $1 tenant, $2 customer, $3 instant. */
const Q_DETALHE = consulta(`
  SELECT c.id, c.nome, c.cpf, c.email, c.telefone, c.data_nascimento, c.data_ultimo_login,
         ct.ativo, ct.criado_em AS cadastrado_em, s.*
    FROM cliente_tenant ct
    JOIN cliente c ON c.id = ct.cliente_id
    LEFT JOIN LATERAL (
      SELECT ${somasSaldo('$3', 'l')}
        FROM lote l
       WHERE l.tenant_id = ct.tenant_id AND l.cliente_id = c.id AND l.status IN ('Pendente','Disponivel')) s ON true
   WHERE ct.tenant_id = $1 AND ct.cliente_id = $2`);

export const naoEncontrado = () => new ErroDeNegocio(404, MENSAGENS_CLIENTE.naoEncontrado);

export async function obterClienteAdmin(perfil: Perfil, tenantId: string, clienteId: string): Promise<ClienteAdminResponse> {
  const [l] = await sql.query<LinhaDetalheClienteAdmin>(Q_DETALHE, [tenantId, clienteId, relogio()]);
  if (!l) throw naoEncontrado();
  return clienteAdminResponse(l, perfil);
}

/**
 * The ClienteSaldoResponse statement of one customer in one tenant, picked by `onde` (a condition
 * on `c` using $2): the sums of `somasSaldo` and the active lots of `lotesAtivosJson`, in one round
 * trip. $1 tenant, $2 customer key, $3 instant.
 */
export function consultaSaldoDoCliente(onde: string) {
  return consulta(`
    SELECT c.id AS cliente_id, c.nome AS cliente_nome, ct.ativo AS vinculo_ativo, s.*,
           ${lotesAtivosJson('$3', 'lo.tenant_id = $1 AND lo.cliente_id = c.id')} AS lotes
      FROM cliente c
      JOIN cliente_tenant ct ON ct.tenant_id = $1 AND ct.cliente_id = c.id
      LEFT JOIN LATERAL (
        SELECT ${somasSaldo('$3', 'l')}
          FROM lote l
         WHERE l.tenant_id = $1 AND l.cliente_id = c.id AND l.status IN ('Pendente','Disponivel')) s ON true
     WHERE ${onde}`);
}

export type LinhaSaldoDoCliente = LinhaSaldo & {
  cliente_id: string;
  cliente_nome: string | null;
  vinculo_ativo: boolean;
  lotes: LinhaLote[];
};

export function saldoDoCliente(l: LinhaSaldoDoCliente): ClienteSaldoResponse {
  return { clienteId: l.cliente_id, clienteNome: l.cliente_nome, ...saldoResponse(lerSaldo(l)), lotesAtivos: l.lotes.map(loteResponse) };
}

const Q_SALDO_POR_ID = consultaSaldoDoCliente('c.id = $2');

/**
 * GET ClienteAdmin/{id}/saldo. Unlike the PDV's balance lookup, a customer deactivated in the
 * programme is answered too: the panel must see what the customer holds (it is frozen, not lost).
 */
export async function saldoClienteAdmin(tenantId: string, clienteId: string): Promise<ClienteSaldoResponse> {
  const [l] = await sql.query<LinhaSaldoDoCliente>(Q_SALDO_POR_ID, [tenantId, clienteId, relogio()]);
  if (!l) throw naoEncontrado();
  return saldoDoCliente(l);
}
