// The clocks of the club's pages (docs/clube.md, "Horários e datas"). A customer may belong to
// programmes in several zones, so the club has no single clock:
// - what happened at a store is written at that store's clock, as the panel does
//   (docs/vendas-painel.md §1): each history item (`fusoHorario`), and "today" of each store's
//   lots (a lot's release and expiry are calendar dates of the store that credited it);
// - "No clube desde" is the person's registration, which happened at the store of origin of their
//   first membership: that store's clock;
// - what happened at no store (the QR the customer generated, a first membership without a store
//   of origin) is at the customer's clock: the zone of the active stores of all their programmes
//   when they share one, else FUSO_HORARIO_PADRAO (the rule of fusoDoPrograma, over the
//   customer's programmes instead of one).
// A customer whose programmes are all in São Paulo sees exactly what they saw before.
import 'server-only';
import { consulta, sqlLeitura } from '@/lib/db';
import { env } from '@/lib/env';

export type RelogioDoCliente = {
  /** The zone of the customer's registration ("No clube desde"). */
  fusoDoCadastro: string;
  /** The zone of what happened at no store (the QR's "Gerado em"). */
  fusoDoCliente: string;
};

// $1 customer. Both read the customer's memberships (cliente_tenant (cliente_id)) and, through
// `loja_tenant_id_idx`, their programmes' stores: a customer has a few of each.
const Q_RELOGIO = consulta(`
  SELECT (SELECT lj.fuso_horario FROM cliente_tenant ct LEFT JOIN loja lj ON lj.id = ct.loja_origem_id
           WHERE ct.cliente_id = $1 ORDER BY ct.criado_em, ct.id LIMIT 1) AS do_cadastro,
         (SELECT CASE WHEN min(l.fuso_horario) = max(l.fuso_horario) THEN min(l.fuso_horario) END
            FROM cliente_tenant ct JOIN loja l ON l.tenant_id = ct.tenant_id AND l.ativo
           WHERE ct.cliente_id = $1) AS do_cliente`);

export async function relogioDoCliente(clienteId: string): Promise<RelogioDoCliente> {
  const [r] = await sqlLeitura.query<{ do_cadastro: string | null; do_cliente: string | null }>(Q_RELOGIO, [clienteId]);
  const fusoDoCliente = r?.do_cliente ?? env().FUSO_HORARIO_PADRAO;
  return { fusoDoCadastro: r?.do_cadastro ?? fusoDoCliente, fusoDoCliente };
}

const Q_FUSOS_DAS_LOJAS = consulta(`SELECT id, fuso_horario FROM loja WHERE id = ANY($1::uuid[])`);

/** Each store's zone, by id: the "today" of the lots it credited (the club's home). */
export async function fusosDasLojas(lojaIds: string[]): Promise<Map<string, string>> {
  if (lojaIds.length === 0) return new Map();
  const linhas = await sqlLeitura.query<{ id: string; fuso_horario: string }>(Q_FUSOS_DAS_LOJAS, [lojaIds]);
  return new Map(linhas.map((l) => [l.id, l.fuso_horario]));
}
