-- Issue 13 (the sale's database cost): every lot a sale writes moves its `saldo_participacao` row
-- by an UPDATE, and this trigger then moved the segment summary's balance twice (OLD out, NEW in),
-- two row versions of `resumo_participacao` per lot. When the membership and the benefit stay the
-- same (every update the app makes) the net change now goes in one UPDATE, and none when only
-- `pendente` moved. A row that changes membership or benefit still takes the two steps.
CREATE OR REPLACE FUNCTION "saldo_resumo_participacao"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  d numeric;
BEGIN
  IF TG_OP = 'UPDATE' AND NEW.tenant_id = OLD.tenant_id AND NEW.cliente_id = OLD.cliente_id
     AND NEW.tipo_beneficio = OLD.tipo_beneficio THEN
    d := NEW.disponivel - OLD.disponivel;
    IF d <> 0 THEN
      UPDATE resumo_participacao r
         SET saldo_cashback = r.saldo_cashback + CASE WHEN NEW.tipo_beneficio = 'Cashback' THEN d ELSE 0 END,
             saldo_pontos = r.saldo_pontos + CASE WHEN NEW.tipo_beneficio = 'Pontos' THEN d ELSE 0 END
       WHERE r.tenant_id = NEW.tenant_id AND r.cliente_id = NEW.cliente_id;
    END IF;
    RETURN NULL;
  END IF;
  IF TG_OP <> 'INSERT' AND OLD.disponivel <> 0 THEN
    UPDATE resumo_participacao r
       SET saldo_cashback = r.saldo_cashback - CASE WHEN OLD.tipo_beneficio = 'Cashback' THEN OLD.disponivel ELSE 0 END,
           saldo_pontos = r.saldo_pontos - CASE WHEN OLD.tipo_beneficio = 'Pontos' THEN OLD.disponivel ELSE 0 END
     WHERE r.tenant_id = OLD.tenant_id AND r.cliente_id = OLD.cliente_id;
  END IF;
  IF TG_OP <> 'DELETE' AND NEW.disponivel <> 0 THEN
    UPDATE resumo_participacao r
       SET saldo_cashback = r.saldo_cashback + CASE WHEN NEW.tipo_beneficio = 'Cashback' THEN NEW.disponivel ELSE 0 END,
           saldo_pontos = r.saldo_pontos + CASE WHEN NEW.tipo_beneficio = 'Pontos' THEN NEW.disponivel ELSE 0 END
     WHERE r.tenant_id = NEW.tenant_id AND r.cliente_id = NEW.cliente_id;
  END IF;
  RETURN NULL;
END $$;
