// What a template says about each customer (modelo.ts), read for many customers in one statement:
// the balance usable now (the effective status of the lots, as in the segments' SQL), the nearest
// expiry date of that balance, the points, and the store (the customer's store of origin, or the
// programme's name) with its time zone, in which that customer's quiet hours are counted.
import 'server-only';
import { consulta, type Executor } from '@/lib/db';
import type { DadosModelo } from './modelo';

const Q_DADOS = consulta(`
  SELECT ct.cliente_id, c.nome, c.email, c.telefone, coalesce(lo.nome, t.nome) AS loja, lo.fuso_horario AS fuso,
         coalesce(s.cashback, 0)::text AS saldo_cashback, coalesce(s.pontos, 0)::text AS pontos,
         to_char(s.proxima, 'YYYY-MM-DD') AS proxima_expiracao
    FROM cliente_tenant ct
    JOIN cliente c ON c.id = ct.cliente_id
    JOIN tenant t ON t.id = ct.tenant_id
    LEFT JOIN loja lo ON lo.id = ct.loja_origem_id
    LEFT JOIN LATERAL (
      SELECT sum(l.valor_disponivel) FILTER (WHERE l.tipo_beneficio = 'Cashback') AS cashback,
             sum(l.valor_disponivel) FILTER (WHERE l.tipo_beneficio = 'Pontos') AS pontos,
             min(l.data_expiracao) FILTER (WHERE l.tipo_beneficio = 'Cashback' AND l.valor_disponivel > 0) AS proxima
        FROM lote l
       WHERE l.tenant_id = ct.tenant_id AND l.cliente_id = ct.cliente_id
         AND l.status IN ('Pendente', 'Disponivel')
         AND (l.expira_em IS NULL OR l.expira_em > $3::timestamptz)
         AND (l.status = 'Disponivel' OR l.libera_em <= $3::timestamptz)) s ON true
   WHERE ct.tenant_id = $1 AND ct.cliente_id = ANY($2::uuid[])`);

export type DadosCliente = DadosModelo & {
  clienteId: string;
  email: string | null;
  telefone: string | null;
  /** Time zone of the customer's store of origin; null without one (the tenant's default applies). */
  fuso: string | null;
};

type Linha = {
  cliente_id: string;
  nome: string | null;
  email: string | null;
  telefone: string | null;
  loja: string;
  fuso: string | null;
  saldo_cashback: string;
  pontos: string;
  proxima_expiracao: string | null;
};

export async function dadosDosClientes(
  ex: Executor,
  tenantId: string,
  clienteIds: string[],
  agora: Date,
): Promise<Map<string, DadosCliente>> {
  const linhas = await ex.query<Linha>(Q_DADOS, [tenantId, clienteIds, agora]);
  return new Map(
    linhas.map((l) => [
      l.cliente_id,
      {
        clienteId: l.cliente_id,
        nome: l.nome,
        email: l.email,
        telefone: l.telefone,
        loja: l.loja,
        fuso: l.fuso,
        saldoCashback: l.saldo_cashback,
        pontos: l.pontos,
        proximaExpiracao: l.proxima_expiracao,
      },
    ]),
  );
}
