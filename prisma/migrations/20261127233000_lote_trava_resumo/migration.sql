-- Issue 13 (the hot customer) and issue 11 (the segment summary): a deadlock between a sale and a
-- redemption of the same customer, found by `npm run bench` (scenario `quente`: 14 "deadlock
-- detected" in 15 s, each costing the retried request a second, p99 2.3 s).
--
-- Every lot that changes moves its running balance (`saldo_participacao`, one row per store and
-- benefit), whose trigger then moves the membership's segment summary (`resumo_participacao`, one
-- row per customer). So a redemption locked balance row, then summary row. A sale locks the summary
-- row first (the `venda` trigger, at the end of its insert) and the balance rows of its new lots
-- after it. Two orders over the same two rows: the redemption holds the cashback balance of a store
-- and waits for the summary; the sale holds the summary and waits for that balance.
--
-- The rule now: whoever moves a lot locks the membership's summary row first. The lot trigger takes
-- it before the balance row, so every path that moves a balance (sales, redemptions, model 2,
-- cancellations, adjustments, bonuses, the lot job) takes the two in one order.
CREATE OR REPLACE FUNCTION "lote_saldo_participacao"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  d numeric := 0;
  p numeric := 0;
BEGIN
  -- Lock order (see the header): the membership's summary row before its running-balance row.
  -- A row already locked by this transaction (a sale's own summary update) costs nothing here.
  IF TG_OP = 'INSERT' OR (TG_OP = 'UPDATE' AND NEW.tenant_id = OLD.tenant_id AND NEW.cliente_id = OLD.cliente_id) THEN
    PERFORM 1 FROM resumo_participacao r WHERE r.tenant_id = NEW.tenant_id AND r.cliente_id = NEW.cliente_id FOR UPDATE;
  ELSIF TG_OP = 'DELETE' THEN
    PERFORM 1 FROM resumo_participacao r WHERE r.tenant_id = OLD.tenant_id AND r.cliente_id = OLD.cliente_id FOR UPDATE;
  ELSE
    -- A lot moved to another membership (no app path does it): both rows, in key order.
    PERFORM 1 FROM resumo_participacao r
     WHERE (r.tenant_id, r.cliente_id) IN ((OLD.tenant_id, OLD.cliente_id), (NEW.tenant_id, NEW.cliente_id))
     ORDER BY r.tenant_id, r.cliente_id FOR UPDATE;
  END IF;
  IF TG_OP = 'UPDATE' AND NEW.tenant_id = OLD.tenant_id AND NEW.cliente_id = OLD.cliente_id
     AND NEW.loja_id = OLD.loja_id AND NEW.tipo_beneficio = OLD.tipo_beneficio THEN
    -- Same row of the balance (every update the app makes): the net change, in one UPDATE.
    d := (CASE WHEN NEW.status = 'Disponivel' THEN NEW.valor_disponivel ELSE 0 END)
       - (CASE WHEN OLD.status = 'Disponivel' THEN OLD.valor_disponivel ELSE 0 END);
    p := (CASE WHEN NEW.status = 'Pendente' THEN NEW.valor_disponivel ELSE 0 END)
       - (CASE WHEN OLD.status = 'Pendente' THEN OLD.valor_disponivel ELSE 0 END);
    IF d = 0 AND p = 0 THEN RETURN NULL; END IF;
  ELSE
    IF TG_OP <> 'INSERT' THEN
      -- The old row of the balance loses what the lot held (a missing row fails on the CHECK).
      d := CASE WHEN OLD.status = 'Disponivel' THEN OLD.valor_disponivel ELSE 0 END;
      p := CASE WHEN OLD.status = 'Pendente' THEN OLD.valor_disponivel ELSE 0 END;
      IF d <> 0 OR p <> 0 THEN
        UPDATE saldo_participacao s SET disponivel = s.disponivel - d, pendente = s.pendente - p, atualizado_em = now()
         WHERE s.tenant_id = OLD.tenant_id AND s.cliente_id = OLD.cliente_id AND s.loja_id = OLD.loja_id
           AND s.tipo_beneficio = OLD.tipo_beneficio;
        IF NOT FOUND THEN
          INSERT INTO saldo_participacao (tenant_id, cliente_id, loja_id, tipo_beneficio, disponivel, pendente)
          VALUES (OLD.tenant_id, OLD.cliente_id, OLD.loja_id, OLD.tipo_beneficio, -d, -p);
        END IF;
      END IF;
      IF TG_OP = 'DELETE' THEN RETURN NULL; END IF;
    END IF;
    d := CASE WHEN NEW.status = 'Disponivel' THEN NEW.valor_disponivel ELSE 0 END;
    p := CASE WHEN NEW.status = 'Pendente' THEN NEW.valor_disponivel ELSE 0 END;
  END IF;
  UPDATE saldo_participacao s SET disponivel = s.disponivel + d, pendente = s.pendente + p, atualizado_em = now()
   WHERE s.tenant_id = NEW.tenant_id AND s.cliente_id = NEW.cliente_id AND s.loja_id = NEW.loja_id
     AND s.tipo_beneficio = NEW.tipo_beneficio;
  IF NOT FOUND THEN
    -- First lot of this membership, store and benefit (the row is kept even at zero). A negative
    -- delta here means a lot left a balance that was never counted: the CHECK refuses it, loudly.
    INSERT INTO saldo_participacao (tenant_id, cliente_id, loja_id, tipo_beneficio, disponivel, pendente)
    VALUES (NEW.tenant_id, NEW.cliente_id, NEW.loja_id, NEW.tipo_beneficio, d, p)
    ON CONFLICT (tenant_id, cliente_id, loja_id, tipo_beneficio) DO UPDATE
      SET disponivel = saldo_participacao.disponivel + EXCLUDED.disponivel,
          pendente = saldo_participacao.pendente + EXCLUDED.pendente,
          atualizado_em = now();
  END IF;
  RETURN NULL;
END $$;
