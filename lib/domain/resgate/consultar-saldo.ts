// GET /api/v1/resgate/saldo: the customer's balance in the tenant with the per-lot detail
// (ClienteSaldoResponse). One statement; statuses and sums are effective at this instant, the sums
// read from the running balance (docs/saldo-corrente.md).
import 'server-only';
import type { z } from 'zod';
import { consulta } from '@/lib/db';
import { agora as relogio } from '@/lib/relogio';
import { cnpjOuErro } from '@/lib/domain/loja/loja-do-tenant';
import { LOJA_E_CLIENTE_PDV } from '@/lib/domain/loja/sql-loja-pdv';
import { clienteAtivoDoContexto, contextoNaLojaAtiva } from '@/lib/domain/loja/contexto-pdv';
import { SOMAS_SALDO_CORRENTE, lotesAtivosJson, sqlSaldoCorrente } from '@/lib/domain/lote/status-efetivo-sql';
import { lerSaldo, loteResponse, saldoResponse, type LinhaLote, type LinhaSaldo } from '@/lib/domain/lote/serializar-saldo';
import type { clienteSaldoResponseSchema } from '@/lib/openapi/respostas';

/** The answer is the API document's schema (type only: nothing of lib/openapi is loaded here). */
export type ClienteSaldoResponse = z.output<typeof clienteSaldoResponseSchema>;

const Q = consulta(`
  SELECT l.ativo AS loja_ativa, cli.id AS cliente_id, cli.nome AS cliente_nome, ct.ativo AS vinculo_ativo, s.*,
         ${lotesAtivosJson('$4', 'lo.tenant_id = $1 AND lo.cliente_id = cli.id')} AS lotes
    FROM ${LOJA_E_CLIENTE_PDV}
    LEFT JOIN LATERAL (
      SELECT ${SOMAS_SALDO_CORRENTE} FROM (${sqlSaldoCorrente({ tenant: '$1', cliente: 'cli.id', agora: '$4' })}) x) s ON true
   WHERE l.tenant_id = $1 AND l.cnpj = $2`);

type Linha = LinhaSaldo & {
  loja_ativa: boolean;
  cliente_id: string | null;
  cliente_nome: string | null;
  vinculo_ativo: boolean | null;
  lotes: LinhaLote[];
};

export async function consultarSaldo(tenantId: string, cnpjLoja: string, cpf: string): Promise<ClienteSaldoResponse> {
  const cnpj = cnpjOuErro(cnpjLoja);
  const r = await contextoNaLojaAtiva<Linha>(Q, [tenantId, cnpj, cpf, relogio()]);
  const clienteId = clienteAtivoDoContexto(r);
  const saldo = saldoResponse(lerSaldo(r));
  return {
    clienteId,
    clienteNome: r.cliente_nome,
    ...saldo,
    lotesAtivos: r.lotes.map(loteResponse),
  };
}
