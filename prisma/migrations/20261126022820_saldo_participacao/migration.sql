-- CreateTable
CREATE TABLE "saldo_participacao" (
    "tenant_id" UUID NOT NULL,
    "cliente_id" UUID NOT NULL,
    "loja_id" UUID NOT NULL,
    "tipo_beneficio" "TipoBeneficio" NOT NULL,
    "disponivel" DECIMAL(16,2) NOT NULL DEFAULT 0,
    "pendente" DECIMAL(16,2) NOT NULL DEFAULT 0,
    "atualizado_em" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "saldo_participacao_pkey" PRIMARY KEY ("tenant_id","cliente_id","loja_id","tipo_beneficio")
);

-- CreateIndex
CREATE INDEX "saldo_participacao_cliente_id_idx" ON "saldo_participacao"("cliente_id");

-- CreateIndex
CREATE INDEX "lote_cliente_liberacao" ON "lote"("tenant_id", "cliente_id", "libera_em") WHERE (status = 'Pendente');

-- CreateIndex
CREATE INDEX "lote_cliente_expiracao" ON "lote"("tenant_id", "cliente_id", "expira_em") WHERE (status IN ('Pendente', 'Disponivel') AND expira_em IS NOT NULL);

-- Hand-written (docs/saldo-corrente.md): the running balance never goes negative, and it is kept
-- by triggers on `lote`, so every statement that writes a lot (sale credit, model-2 discount,
-- redemption, release, expiry, cancellation, clawback, the tests' own fixtures) moves it in the
-- same statement and transaction, with nothing for a new writer to forget.
ALTER TABLE "saldo_participacao"
  ADD CONSTRAINT "saldo_participacao_nao_negativo" CHECK ("disponivel" >= 0 AND "pendente" >= 0);

-- What one lot adds to its membership's balance, by its written status: `disponivel` for
-- Disponivel, `pendente` for Pendente, nothing for Resgatado, Expirado and Cancelado. One function,
-- no nested call: the sale path pays one UPDATE by primary key per lot it writes.
CREATE FUNCTION "lote_saldo_participacao"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  d numeric := 0;
  p numeric := 0;
BEGIN
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

CREATE TRIGGER "lote_saldo_participacao_ins" AFTER INSERT ON "lote"
  FOR EACH ROW EXECUTE FUNCTION "lote_saldo_participacao"();
-- Only the columns that count: the reminder job's `lembrete_expiracao_em` costs nothing here.
CREATE TRIGGER "lote_saldo_participacao_upd" AFTER UPDATE ON "lote"
  FOR EACH ROW WHEN (OLD.status IS DISTINCT FROM NEW.status OR OLD.valor_disponivel IS DISTINCT FROM NEW.valor_disponivel
                     OR OLD.tenant_id IS DISTINCT FROM NEW.tenant_id OR OLD.cliente_id IS DISTINCT FROM NEW.cliente_id
                     OR OLD.loja_id IS DISTINCT FROM NEW.loja_id OR OLD.tipo_beneficio IS DISTINCT FROM NEW.tipo_beneficio)
  EXECUTE FUNCTION "lote_saldo_participacao"();
CREATE TRIGGER "lote_saldo_participacao_del" AFTER DELETE ON "lote"
  FOR EACH ROW EXECUTE FUNCTION "lote_saldo_participacao"();

-- Backfill: every membership, store and benefit that has a lot at all (zero rows included, so a
-- later debit of an old, spent lot finds its row).
INSERT INTO "saldo_participacao" (tenant_id, cliente_id, loja_id, tipo_beneficio, disponivel, pendente)
SELECT l.tenant_id, l.cliente_id, l.loja_id, l.tipo_beneficio,
       coalesce(sum(l.valor_disponivel) FILTER (WHERE l.status = 'Disponivel'), 0),
       coalesce(sum(l.valor_disponivel) FILTER (WHERE l.status = 'Pendente'), 0)
  FROM "lote" l
 GROUP BY l.tenant_id, l.cliente_id, l.loja_id, l.tipo_beneficio;
