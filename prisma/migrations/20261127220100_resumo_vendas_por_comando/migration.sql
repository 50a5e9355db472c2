-- The segment summary (resumo_participacao, migration 20261127203500) from sales, once per
-- statement instead of once per row. A row trigger updated the same summary row once for every
-- sale of a statement: a statement writing many sales of one customer (a data load, the test of
-- the 100,000-sale export, the sandbox's DELETE) updated one row thousands of times in one
-- transaction, each update walking the chain of the previous versions — quadratic. Now each
-- membership of the statement is touched once: the sale path (one sale per statement) keeps its
-- fast path by primary key; several sales of one membership recompute it once from the sales.
DROP TRIGGER "venda_resumo_participacao_ins" ON "venda";
DROP TRIGGER "venda_resumo_participacao_del" ON "venda";

CREATE FUNCTION "venda_resumo_participacao_comando"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  m record;
BEGIN
  IF TG_OP = 'INSERT' THEN
    -- Memberships in key order: two statements touching the same ones lock them in one order.
    FOR m IN SELECT n.tenant_id, n.cliente_id, count(*) AS quantas, max(n.criado_em) AS em,
                    (array_agg(n.valor_final ORDER BY n.criado_em DESC, n.valor_final DESC))[1] AS valor
               FROM novas n WHERE n.status = 'Registrada'
              GROUP BY n.tenant_id, n.cliente_id ORDER BY n.tenant_id, n.cliente_id LOOP
      IF m.quantas = 1 THEN
        -- The sale's own path (issue 13), as before: a purchase newer than every kept one goes in
        -- front by primary key, with no read of the sales.
        UPDATE resumo_participacao r
           SET ultima_compra_em = m.em,
               primeira_compra_em = coalesce(r.primeira_compra_em, m.em),
               ultimas_compras_em = (m.em || r.ultimas_compras_em)[1:10],
               ultimas_compras_valor = (m.valor || r.ultimas_compras_valor)[1:10]
         WHERE r.tenant_id = m.tenant_id AND r.cliente_id = m.cliente_id
           AND (r.ultima_compra_em IS NULL OR r.ultima_compra_em < m.em);
        CONTINUE WHEN FOUND;
      END IF;
      PERFORM resumo_participacao_recalcular(m.tenant_id, m.cliente_id, false, true);
    END LOOP;
  ELSE
    FOR m IN SELECT DISTINCT a.tenant_id, a.cliente_id FROM antigas a WHERE a.status = 'Registrada'
              ORDER BY a.tenant_id, a.cliente_id LOOP
      PERFORM resumo_participacao_recalcular(m.tenant_id, m.cliente_id, false, true);
    END LOOP;
  END IF;
  RETURN NULL;
END $$;

CREATE TRIGGER "venda_resumo_participacao_ins" AFTER INSERT ON "venda"
  REFERENCING NEW TABLE AS novas FOR EACH STATEMENT EXECUTE FUNCTION "venda_resumo_participacao_comando"();
CREATE TRIGGER "venda_resumo_participacao_del" AFTER DELETE ON "venda"
  REFERENCING OLD TABLE AS antigas FOR EACH STATEMENT EXECUTE FUNCTION "venda_resumo_participacao_comando"();
