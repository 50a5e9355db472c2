-- Issue 11 §1 (docs/segmentos.md, "Com loja"): the per-(membership, store) summary. A segment with a
-- store and a purchase condition (recency, period, RFM) read the store's registered sales once per
-- count, grouped by customer (index venda_segmento_loja), and joined them to resumo_participacao:
-- 270-390 ms of database CPU over 1,000,000 customers (docs/benchmarks.md). With one row per (membership, store) holding
-- that store's first and last purchase and its latest 10 purchases (the same trick as
-- resumo_participacao), those conditions become column tests over one range of this table.
--
-- A function of `venda` alone (registered sales grouped by tenant, store and customer): a row
-- exists exactly while the member has a registered purchase at the store. Kept by the same `venda`
-- triggers as resumo_participacao, in the same statement and transaction, with the same discipline
-- (lock the row, then recompute from the sales with a fresh snapshot), and by statement on
-- inserts and deletes, so a 100,000-sale statement touches each (membership, store) once.

-- CreateTable (generated from schema.prisma; NOT NULL on the arrays by hand, as resumo_participacao)
CREATE TABLE "resumo_loja" (
    "tenant_id" UUID NOT NULL,
    "loja_id" UUID NOT NULL,
    "cliente_id" UUID NOT NULL,
    "primeira_compra_em" TIMESTAMPTZ(3) NOT NULL,
    "ultima_compra_em" TIMESTAMPTZ(3) NOT NULL,
    "ultimas_compras_em" TIMESTAMPTZ(3)[] NOT NULL DEFAULT ARRAY[]::TIMESTAMPTZ(3)[],
    "ultimas_compras_valor" DECIMAL(14,2)[] NOT NULL DEFAULT ARRAY[]::DECIMAL(14,2)[],

    CONSTRAINT "resumo_loja_pkey" PRIMARY KEY ("tenant_id","loja_id","cliente_id")
);

-- Hand-written from here (fillfactor, functions, triggers, the view, the backfill, the dropped index).

-- Room on each page for the sale's update of its row (a purchase goes in front of the arrays; no
-- key changes): the new version can stay on the page (a HOT update, no new index entry). Without
-- it, the backfilled pages are full and every row's first update moves it and adds an entry to the
-- primary key (~50 µs more per sale in the measurements of docs/benchmarks.md).
ALTER TABLE "resumo_loja" SET (fillfactor = 90);

-- The recomputation of one (membership, store) from its registered sales. Lock first, then read:
-- under READ COMMITTED the reading statements take a snapshot after the lock, so two concurrent
-- writes of the same pair cannot each miss the other's sale. Without a row, it is born with the
-- store's purchases (if any); a concurrent transaction creating the same row makes the INSERT wait
-- for it and conflict, and then the row is locked and recomputed like any other.
-- The reads are probes of venda_segmento_cliente (tenant, customer, instant) INCLUDE (loja_id)
-- WHERE Registrada, from each end of the customer's history, skipping the other stores' entries.
CREATE FUNCTION "resumo_loja_recalcular"(t uuid, c uuid, l uuid) RETURNS void
LANGUAGE plpgsql AS $$
BEGIN
  PERFORM 1 FROM resumo_loja s WHERE s.tenant_id = t AND s.loja_id = l AND s.cliente_id = c FOR UPDATE;
  IF NOT FOUND THEN
    INSERT INTO resumo_loja (tenant_id, loja_id, cliente_id, primeira_compra_em, ultima_compra_em, ultimas_compras_em, ultimas_compras_valor)
    SELECT t, l, c, x.primeira, x.em[1], x.em, x.valor FROM resumo_loja_compras(t, c, l) x WHERE x.em[1] IS NOT NULL
    ON CONFLICT (tenant_id, loja_id, cliente_id) DO NOTHING;
    IF FOUND THEN RETURN; END IF;
    -- No purchase there (nothing to keep), or a row committed meanwhile: lock it and recompute.
    PERFORM 1 FROM resumo_loja s WHERE s.tenant_id = t AND s.loja_id = l AND s.cliente_id = c FOR UPDATE;
    IF NOT FOUND THEN RETURN; END IF;
  END IF;
  UPDATE resumo_loja s
     SET primeira_compra_em = x.primeira, ultima_compra_em = x.em[1], ultimas_compras_em = x.em, ultimas_compras_valor = x.valor
    FROM resumo_loja_compras(t, c, l) x
   WHERE s.tenant_id = t AND s.loja_id = l AND s.cliente_id = c AND x.em[1] IS NOT NULL;
  IF NOT FOUND THEN
    -- The last registered purchase at the store is gone (cancelled, deleted, moved): no row.
    DELETE FROM resumo_loja s WHERE s.tenant_id = t AND s.loja_id = l AND s.cliente_id = c;
  END IF;
END $$;

-- The store's first purchase and latest 10 (instant and amount, newest first; ties: larger amount).
-- STABLE, so each call reads with the snapshot of the statement that calls it (taken after the lock).
CREATE FUNCTION "resumo_loja_compras"(t uuid, c uuid, l uuid)
RETURNS TABLE (primeira timestamptz, em timestamptz[], valor numeric[])
LANGUAGE sql STABLE AS $$
  SELECT (SELECT v.criado_em FROM venda v
           WHERE v.tenant_id = t AND v.cliente_id = c AND v.loja_id = l AND v.status = 'Registrada'
           ORDER BY v.criado_em LIMIT 1),
         coalesce(array_agg(x.criado_em ORDER BY x.criado_em DESC, x.valor_final DESC), '{}'),
         coalesce(array_agg(x.valor_final ORDER BY x.criado_em DESC, x.valor_final DESC), '{}')
    FROM (SELECT v.criado_em, v.valor_final FROM venda v
           WHERE v.tenant_id = t AND v.cliente_id = c AND v.loja_id = l AND v.status = 'Registrada'
           ORDER BY v.criado_em DESC, v.valor_final DESC LIMIT 10) x
$$;

-- The per-statement sale trigger (migrations resumo_vendas_por_comando, resumo_comando_lojas) now
-- also keeps resumo_loja. One pass over the statement's sales grouped by (membership, store), in
-- key order: for each membership its resumo_participacao row first (as before: once), then each of
-- its stores' rows, so every writer locks a membership's rows in one order (summary, then stores
-- by id). One sale of a (membership, store) in the statement: a purchase newer than every kept
-- one goes in front of the row, and the first purchase at a store is a new row, both without
-- reading the sales (the sale's own path, issue 13); anything else recomputes.
CREATE OR REPLACE FUNCTION "venda_resumo_participacao_comando"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  m record;
  -- The membership of the previous group, and whether its summary was recomputed whole already
  -- (plain variables rather than window functions: the sale's statement is one row).
  t_anterior uuid;
  c_anterior uuid;
  recalculado boolean;
BEGIN
  IF TG_OP = 'INSERT' THEN
    FOR m IN SELECT n.tenant_id, n.cliente_id, n.loja_id, count(*) AS quantas, max(n.criado_em) AS em,
                    (array_agg(n.valor_final ORDER BY n.criado_em DESC, n.valor_final DESC))[1] AS valor
               FROM novas n WHERE n.status = 'Registrada'
              GROUP BY n.tenant_id, n.cliente_id, n.loja_id ORDER BY n.tenant_id, n.cliente_id, n.loja_id LOOP
      IF m.tenant_id = t_anterior AND m.cliente_id = c_anterior THEN
        -- Another store of the same membership in this statement: the membership's summary is
        -- recomputed whole (once), whatever its first store's group did.
        IF NOT recalculado THEN
          PERFORM resumo_participacao_recalcular(m.tenant_id, m.cliente_id, false, true);
          recalculado := true;
        END IF;
      ELSE
        t_anterior := m.tenant_id;
        c_anterior := m.cliente_id;
        recalculado := m.quantas > 1;
        IF m.quantas = 1 THEN
          UPDATE resumo_participacao r
             SET ultima_compra_em = m.em,
                 primeira_compra_em = coalesce(r.primeira_compra_em, m.em),
                 ultimas_compras_em = (m.em || r.ultimas_compras_em)[1:10],
                 ultimas_compras_valor = (m.valor || r.ultimas_compras_valor)[1:10],
                 lojas_compra = CASE WHEN m.loja_id = ANY (r.lojas_compra) THEN r.lojas_compra
                                     ELSE ARRAY(SELECT x FROM unnest(r.lojas_compra || m.loja_id) x ORDER BY x) END
           WHERE r.tenant_id = m.tenant_id AND r.cliente_id = m.cliente_id
             AND (r.ultima_compra_em IS NULL OR r.ultima_compra_em < m.em);
          IF NOT FOUND THEN
            PERFORM resumo_participacao_recalcular(m.tenant_id, m.cliente_id, false, true);
          END IF;
        ELSE
          PERFORM resumo_participacao_recalcular(m.tenant_id, m.cliente_id, false, true);
        END IF;
      END IF;
      IF m.quantas = 1 THEN
        -- No row: no registered purchase there yet (a row exists while one does), so this sale is
        -- all of it. A row there: this purchase goes in front if newer than every kept one; the
        -- conflict locks the row and the condition is evaluated on its latest version, so a
        -- concurrent sale of the same pair is waited for, never lost. (One upsert: one probe of
        -- the primary key less than an UPDATE followed by an INSERT on a store's first purchase.)
        INSERT INTO resumo_loja AS s (tenant_id, loja_id, cliente_id, primeira_compra_em, ultima_compra_em, ultimas_compras_em, ultimas_compras_valor)
        VALUES (m.tenant_id, m.loja_id, m.cliente_id, m.em, m.em, ARRAY[m.em], ARRAY[m.valor])
        ON CONFLICT (tenant_id, loja_id, cliente_id) DO UPDATE
           SET ultima_compra_em = EXCLUDED.ultima_compra_em,
               ultimas_compras_em = (EXCLUDED.ultima_compra_em || s.ultimas_compras_em)[1:10],
               ultimas_compras_valor = (EXCLUDED.ultimas_compras_valor || s.ultimas_compras_valor)[1:10]
         WHERE s.ultima_compra_em < EXCLUDED.ultima_compra_em;
        -- Not inserted nor updated: an older or tied purchase (the row is locked now): recompute.
        CONTINUE WHEN FOUND;
      END IF;
      PERFORM resumo_loja_recalcular(m.tenant_id, m.cliente_id, m.loja_id);
    END LOOP;
  ELSE
    FOR m IN SELECT DISTINCT a.tenant_id, a.cliente_id, a.loja_id FROM antigas a WHERE a.status = 'Registrada'
              ORDER BY a.tenant_id, a.cliente_id, a.loja_id LOOP
      IF m.tenant_id IS DISTINCT FROM t_anterior OR m.cliente_id IS DISTINCT FROM c_anterior THEN
        PERFORM resumo_participacao_recalcular(m.tenant_id, m.cliente_id, false, true);
        t_anterior := m.tenant_id;
        c_anterior := m.cliente_id;
      END IF;
      PERFORM resumo_loja_recalcular(m.tenant_id, m.cliente_id, m.loja_id);
    END LOOP;
  END IF;
  RETURN NULL;
END $$;

-- The row function now serves only the UPDATE trigger (inserts and deletes went to the statement
-- trigger above): a change of status, instant, amount, customer, tenant or store recomputes the
-- old membership and its old store, then the new ones if the keys moved (the summary before the
-- store, as everywhere).
CREATE OR REPLACE FUNCTION "venda_resumo_participacao"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM resumo_participacao_recalcular(OLD.tenant_id, OLD.cliente_id, false, true);
  PERFORM resumo_loja_recalcular(OLD.tenant_id, OLD.cliente_id, OLD.loja_id);
  IF NEW.tenant_id <> OLD.tenant_id OR NEW.cliente_id <> OLD.cliente_id THEN
    PERFORM resumo_participacao_recalcular(NEW.tenant_id, NEW.cliente_id, false, true);
  END IF;
  IF NEW.tenant_id <> OLD.tenant_id OR NEW.cliente_id <> OLD.cliente_id OR NEW.loja_id <> OLD.loja_id THEN
    PERFORM resumo_loja_recalcular(NEW.tenant_id, NEW.cliente_id, NEW.loja_id);
  END IF;
  RETURN NULL;
END $$;

-- Every row recomputed from the sales, set-based: the backfill below, the bench's load
-- (scripts/bench/segmentos.ts) and the daily check (lib/domain/segmento/conferir-resumo.ts).
CREATE VIEW "resumo_loja_calculado" AS
SELECT o.tenant_id, o.loja_id, o.cliente_id,
       min(o.criado_em) AS primeira_compra_em,
       max(o.criado_em) AS ultima_compra_em,
       (array_agg(o.criado_em ORDER BY o.criado_em DESC, o.valor_final DESC))[1:10] AS ultimas_compras_em,
       (array_agg(o.valor_final ORDER BY o.criado_em DESC, o.valor_final DESC))[1:10] AS ultimas_compras_valor
  FROM venda o WHERE o.status = 'Registrada'
 GROUP BY o.tenant_id, o.loja_id, o.cliente_id;

-- In key order, so each store's rows start out together on disk (a count reads one store's range).
INSERT INTO "resumo_loja" SELECT * FROM "resumo_loja_calculado" ORDER BY tenant_id, loja_id, cliente_id;

-- The store aggregate of the segments was this index's only reader (sql-segmento.ts now reads
-- resumo_loja): one B-tree insertion less per registered sale.
DROP INDEX "venda_segmento_loja";
