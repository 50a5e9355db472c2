-- The per-statement sale trigger of the segment summary (20261127220100) keeps the stores where
-- the member bought (`lojas_compra`, 20261127224700) on its fast path too, as the row function
-- does; several sales of one membership in a statement recompute it (resumo_participacao_recalcular
-- already computes the column).
CREATE OR REPLACE FUNCTION "venda_resumo_participacao_comando"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  m record;
BEGIN
  IF TG_OP = 'INSERT' THEN
    -- Memberships in key order: two statements touching the same ones lock them in one order.
    FOR m IN SELECT n.tenant_id, n.cliente_id, count(*) AS quantas, max(n.criado_em) AS em,
                    (array_agg(n.valor_final ORDER BY n.criado_em DESC, n.valor_final DESC))[1] AS valor,
                    (array_agg(n.loja_id))[1] AS loja
               FROM novas n WHERE n.status = 'Registrada'
              GROUP BY n.tenant_id, n.cliente_id ORDER BY n.tenant_id, n.cliente_id LOOP
      IF m.quantas = 1 THEN
        -- The sale's own path (issue 13): a purchase newer than every kept one goes in front by
        -- primary key, with no read of the sales.
        UPDATE resumo_participacao r
           SET ultima_compra_em = m.em,
               primeira_compra_em = coalesce(r.primeira_compra_em, m.em),
               ultimas_compras_em = (m.em || r.ultimas_compras_em)[1:10],
               ultimas_compras_valor = (m.valor || r.ultimas_compras_valor)[1:10],
               lojas_compra = CASE WHEN m.loja = ANY (r.lojas_compra) THEN r.lojas_compra
                                   ELSE ARRAY(SELECT x FROM unnest(r.lojas_compra || m.loja) x ORDER BY x) END
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
