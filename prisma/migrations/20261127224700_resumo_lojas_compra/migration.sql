-- Issue 11 §1 (docs/segmentos.md, "Com loja"): the stores where the member ever made a
-- registered purchase, sorted, in the per-membership summary. "Bought at store X" (the store
-- filter's population) becomes a column test of the one scan of resumo_participacao instead of a
-- join of the whole summary with the store's buyers; a store filter with purchase conditions
-- joins only those members with the store's aggregate. Kept by the same venda trigger: on the
-- sale's fast path (a purchase newer than every kept one) the store is added when new, reading only
-- the row; every other change of a sale recomputes it with the rest of the purchase columns.

ALTER TABLE "resumo_participacao" ADD COLUMN "lojas_compra" UUID[] NOT NULL DEFAULT '{}';

CREATE OR REPLACE FUNCTION "resumo_participacao_recalcular"(t uuid, c uuid, perfil boolean, compras boolean) RETURNS void
LANGUAGE plpgsql AS $$
BEGIN
  PERFORM 1 FROM resumo_participacao r WHERE r.tenant_id = t AND r.cliente_id = c FOR UPDATE;
  IF NOT FOUND THEN
    -- First write of this membership: the row is born with everything (only for a real membership).
    INSERT INTO resumo_participacao (tenant_id, cliente_id, ativo, vinculado_em)
    SELECT ct.tenant_id, ct.cliente_id, ct.ativo, ct.criado_em FROM cliente_tenant ct
     WHERE ct.tenant_id = t AND ct.cliente_id = c
    ON CONFLICT (tenant_id, cliente_id) DO NOTHING;
    IF NOT FOUND THEN RETURN; END IF;
    PERFORM 1 FROM resumo_participacao r WHERE r.tenant_id = t AND r.cliente_id = c FOR UPDATE;
    perfil := true;
    compras := true;
  END IF;
  IF perfil THEN
    UPDATE resumo_participacao r
       SET ativo = ct.ativo, vinculado_em = ct.criado_em,
           anonimizado = cl.anonimizado_em IS NOT NULL,
           mes_aniversario = extract(month FROM cl.data_nascimento)::smallint,
           whatsapp = coalesce(pc.whatsapp, false) AND coalesce(cl.telefone, '') <> '',
           email = coalesce(pc.email, false) AND coalesce(cl.email, '') <> '',
           saldo_cashback = (SELECT coalesce(sum(s.disponivel), 0) FROM saldo_participacao s
                              WHERE s.tenant_id = t AND s.cliente_id = c AND s.tipo_beneficio = 'Cashback'),
           saldo_pontos = (SELECT coalesce(sum(s.disponivel), 0) FROM saldo_participacao s
                            WHERE s.tenant_id = t AND s.cliente_id = c AND s.tipo_beneficio = 'Pontos')
      FROM cliente_tenant ct
      JOIN cliente cl ON cl.id = ct.cliente_id
      LEFT JOIN preferencia_comunicacao pc ON pc.tenant_id = ct.tenant_id AND pc.cliente_id = ct.cliente_id
     WHERE ct.tenant_id = t AND ct.cliente_id = c AND r.tenant_id = t AND r.cliente_id = c;
  END IF;
  IF compras THEN
    -- Four probes of venda_segmento_cliente (tenant, customer, instant) WHERE Registrada: the
    -- first entry, the last entry and the last 10; never the customer's whole history.
    UPDATE resumo_participacao r
       SET primeira_compra_em = (SELECT v.criado_em FROM venda v WHERE v.tenant_id = t AND v.cliente_id = c AND v.status = 'Registrada'
                                  ORDER BY v.criado_em LIMIT 1),
           ultima_compra_em = u.em[1],
           ultimas_compras_em = u.em,
           ultimas_compras_valor = u.valor,
           -- The customer's whole registered history, but index-only (venda_segmento_cliente
           -- includes loja_id), and only on this slow path (an older purchase, a cancellation).
           lojas_compra = ARRAY(SELECT DISTINCT v.loja_id FROM venda v
                                 WHERE v.tenant_id = t AND v.cliente_id = c AND v.status = 'Registrada' ORDER BY v.loja_id)
      FROM (SELECT coalesce(array_agg(x.criado_em ORDER BY x.criado_em DESC, x.valor_final DESC), '{}') AS em,
                   coalesce(array_agg(x.valor_final ORDER BY x.criado_em DESC, x.valor_final DESC), '{}') AS valor
              FROM (SELECT v.criado_em, v.valor_final FROM venda v
                     WHERE v.tenant_id = t AND v.cliente_id = c AND v.status = 'Registrada'
                     ORDER BY v.criado_em DESC, v.valor_final DESC LIMIT 10) x) u
     WHERE r.tenant_id = t AND r.cliente_id = c;
  END IF;
END $$;

CREATE OR REPLACE FUNCTION "venda_resumo_participacao"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP <> 'INSERT' THEN
    PERFORM resumo_participacao_recalcular(OLD.tenant_id, OLD.cliente_id, false, true);
  END IF;
  IF TG_OP = 'INSERT' THEN
    -- The sale's own path (issue 13): a purchase newer than every kept one (almost every sale) goes
    -- in front, by primary key, with no read of the sales. The expressions read only the row, so
    -- under a concurrent sale of the same customer PostgreSQL re-evaluates them on the row it waited
    -- for; an older or tied purchase, or no row yet, recomputes below.
    UPDATE resumo_participacao r
       SET ultima_compra_em = NEW.criado_em,
           primeira_compra_em = coalesce(r.primeira_compra_em, NEW.criado_em),
           ultimas_compras_em = (NEW.criado_em || r.ultimas_compras_em)[1:10],
           ultimas_compras_valor = (NEW.valor_final || r.ultimas_compras_valor)[1:10],
           lojas_compra = CASE WHEN NEW.loja_id = ANY (r.lojas_compra) THEN r.lojas_compra
                               ELSE ARRAY(SELECT x FROM unnest(r.lojas_compra || NEW.loja_id) x ORDER BY x) END
     WHERE r.tenant_id = NEW.tenant_id AND r.cliente_id = NEW.cliente_id
       AND (r.ultima_compra_em IS NULL OR r.ultima_compra_em < NEW.criado_em);
    IF FOUND THEN RETURN NULL; END IF;
  END IF;
  IF TG_OP <> 'DELETE' AND (TG_OP = 'INSERT' OR NEW.tenant_id <> OLD.tenant_id OR NEW.cliente_id <> OLD.cliente_id) THEN
    PERFORM resumo_participacao_recalcular(NEW.tenant_id, NEW.cliente_id, false, true);
  END IF;
  RETURN NULL;
END $$;

-- The recomputation of every row (backfill, bench load, the daily check) gains the column, last.
CREATE OR REPLACE VIEW "resumo_participacao_calculado" AS
SELECT ct.tenant_id, ct.cliente_id, ct.ativo,
       cl.anonimizado_em IS NOT NULL AS anonimizado,
       coalesce(pc.whatsapp, false) AND coalesce(cl.telefone, '') <> '' AS whatsapp,
       coalesce(pc.email, false) AND coalesce(cl.email, '') <> '' AS email,
       extract(month FROM cl.data_nascimento)::smallint AS mes_aniversario,
       ct.criado_em AS vinculado_em,
       v.primeira AS primeira_compra_em,
       v.em[1] AS ultima_compra_em,
       coalesce(v.em, '{}') AS ultimas_compras_em,
       coalesce(v.valor, '{}') AS ultimas_compras_valor,
       coalesce(s.cashback, 0) AS saldo_cashback,
       coalesce(s.pontos, 0) AS saldo_pontos,
       coalesce(v.lojas, '{}') AS lojas_compra
  FROM cliente_tenant ct
  JOIN cliente cl ON cl.id = ct.cliente_id
  LEFT JOIN preferencia_comunicacao pc ON pc.tenant_id = ct.tenant_id AND pc.cliente_id = ct.cliente_id
  LEFT JOIN (
    SELECT o.tenant_id, o.cliente_id, min(o.criado_em) AS primeira,
           (array_agg(o.criado_em ORDER BY o.criado_em DESC, o.valor_final DESC))[1:10] AS em,
           (array_agg(o.valor_final ORDER BY o.criado_em DESC, o.valor_final DESC))[1:10] AS valor,
           array_agg(DISTINCT o.loja_id ORDER BY o.loja_id) AS lojas
      FROM venda o WHERE o.status = 'Registrada'
     GROUP BY o.tenant_id, o.cliente_id) v ON v.tenant_id = ct.tenant_id AND v.cliente_id = ct.cliente_id
  LEFT JOIN (
    SELECT sp.tenant_id, sp.cliente_id,
           sum(sp.disponivel) FILTER (WHERE sp.tipo_beneficio = 'Cashback') AS cashback,
           sum(sp.disponivel) FILTER (WHERE sp.tipo_beneficio = 'Pontos') AS pontos
      FROM saldo_participacao sp
     GROUP BY sp.tenant_id, sp.cliente_id) s ON s.tenant_id = ct.tenant_id AND s.cliente_id = ct.cliente_id;

UPDATE "resumo_participacao" r
   SET lojas_compra = x.lojas
  FROM (SELECT v.tenant_id, v.cliente_id, array_agg(DISTINCT v.loja_id ORDER BY v.loja_id) AS lojas
          FROM venda v WHERE v.status = 'Registrada' GROUP BY v.tenant_id, v.cliente_id) x
 WHERE r.tenant_id = x.tenant_id AND r.cliente_id = x.cliente_id;
