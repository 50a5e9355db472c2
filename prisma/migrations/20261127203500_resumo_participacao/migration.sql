-- Issue 11 §1 (docs/segmentos.md, "O resumo por participação"): one narrow row per membership
-- with what the segment filters read, kept by triggers in the same statement and transaction as
-- the writes, so a live count is one scan of this table instead of aggregating the sales.

-- CreateTable
CREATE TABLE "resumo_participacao" (
    "tenant_id" UUID NOT NULL,
    "cliente_id" UUID NOT NULL,
    "ativo" BOOLEAN NOT NULL,
    "anonimizado" BOOLEAN NOT NULL DEFAULT false,
    "whatsapp" BOOLEAN NOT NULL DEFAULT false,
    "email" BOOLEAN NOT NULL DEFAULT false,
    "mes_aniversario" SMALLINT,
    "vinculado_em" TIMESTAMPTZ(3) NOT NULL,
    "primeira_compra_em" TIMESTAMPTZ(3),
    "ultima_compra_em" TIMESTAMPTZ(3),
    "ultimas_compras_em" TIMESTAMPTZ(3)[] NOT NULL DEFAULT '{}',
    "ultimas_compras_valor" DECIMAL(14,2)[] NOT NULL DEFAULT '{}',
    "saldo_cashback" DECIMAL(16,2) NOT NULL DEFAULT 0,
    "saldo_pontos" DECIMAL(16,2) NOT NULL DEFAULT 0,

    CONSTRAINT "resumo_participacao_pkey" PRIMARY KEY ("tenant_id","cliente_id")
);

-- CreateIndex
CREATE INDEX "resumo_participacao_cliente_id_idx" ON "resumo_participacao"("cliente_id");

-- Hand-written from here (Prisma cannot express functions and triggers).
--
-- The profile columns (ativo, vinculado_em, anonimizado, mes_aniversario, whatsapp, email) come
-- from cliente_tenant, cliente and preferencia_comunicacao; the purchase columns from the
-- membership's Registrada sales: first and last instant, and the latest 10 purchases (instant and
-- valor_final, newest first; ties by the larger amount), which answer "N purchases / R$ X in the
-- last D days" exactly whenever the window holds fewer than 10 of them (docs/segmentos.md).
-- The balances (saldo_cashback, saldo_pontos) are the running balance's `disponivel` summed over
-- the stores (saldo_participacao, docs/saldo-corrente.md: lots by written status), moved by the
-- same delta as that row.
--
-- Each trigger locks the summary row first and only then recomputes from the sources: under READ
-- COMMITTED the recomputing statement takes a new snapshot after the lock, so two concurrent
-- writes of the same membership cannot each miss the other's change.

CREATE FUNCTION "resumo_participacao_recalcular"(t uuid, c uuid, perfil boolean, compras boolean) RETURNS void
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
    -- Three probes of venda_segmento_cliente (tenant, customer, instant) WHERE Registrada: the
    -- first entry, the last entry and the last 10; never the customer's whole history.
    UPDATE resumo_participacao r
       SET primeira_compra_em = (SELECT v.criado_em FROM venda v WHERE v.tenant_id = t AND v.cliente_id = c AND v.status = 'Registrada'
                                  ORDER BY v.criado_em LIMIT 1),
           ultima_compra_em = u.em[1],
           ultimas_compras_em = u.em,
           ultimas_compras_valor = u.valor
      FROM (SELECT coalesce(array_agg(x.criado_em ORDER BY x.criado_em DESC, x.valor_final DESC), '{}') AS em,
                   coalesce(array_agg(x.valor_final ORDER BY x.criado_em DESC, x.valor_final DESC), '{}') AS valor
              FROM (SELECT v.criado_em, v.valor_final FROM venda v
                     WHERE v.tenant_id = t AND v.cliente_id = c AND v.status = 'Registrada'
                     ORDER BY v.criado_em DESC, v.valor_final DESC LIMIT 10) x) u
     WHERE r.tenant_id = t AND r.cliente_id = c;
  END IF;
END $$;

CREATE FUNCTION "venda_resumo_participacao"() RETURNS trigger LANGUAGE plpgsql AS $$
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
           ultimas_compras_valor = (NEW.valor_final || r.ultimas_compras_valor)[1:10]
     WHERE r.tenant_id = NEW.tenant_id AND r.cliente_id = NEW.cliente_id
       AND (r.ultima_compra_em IS NULL OR r.ultima_compra_em < NEW.criado_em);
    IF FOUND THEN RETURN NULL; END IF;
  END IF;
  IF TG_OP <> 'DELETE' AND (TG_OP = 'INSERT' OR NEW.tenant_id <> OLD.tenant_id OR NEW.cliente_id <> OLD.cliente_id) THEN
    PERFORM resumo_participacao_recalcular(NEW.tenant_id, NEW.cliente_id, false, true);
  END IF;
  RETURN NULL;
END $$;

-- Only a Registrada sale is a purchase: a sale inserted already cancelled changes nothing.
CREATE TRIGGER "venda_resumo_participacao_ins" AFTER INSERT ON "venda"
  FOR EACH ROW WHEN (NEW.status = 'Registrada') EXECUTE FUNCTION "venda_resumo_participacao"();
CREATE TRIGGER "venda_resumo_participacao_upd" AFTER UPDATE ON "venda"
  FOR EACH ROW WHEN (OLD.status IS DISTINCT FROM NEW.status OR OLD.criado_em IS DISTINCT FROM NEW.criado_em
                     OR OLD.valor_final IS DISTINCT FROM NEW.valor_final OR OLD.tenant_id IS DISTINCT FROM NEW.tenant_id
                     OR OLD.cliente_id IS DISTINCT FROM NEW.cliente_id)
  EXECUTE FUNCTION "venda_resumo_participacao"();
CREATE TRIGGER "venda_resumo_participacao_del" AFTER DELETE ON "venda"
  FOR EACH ROW WHEN (OLD.status = 'Registrada') EXECUTE FUNCTION "venda_resumo_participacao"();

CREATE FUNCTION "cliente_tenant_resumo_participacao"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' OR (TG_OP = 'UPDATE' AND (NEW.tenant_id <> OLD.tenant_id OR NEW.cliente_id <> OLD.cliente_id)) THEN
    DELETE FROM resumo_participacao r WHERE r.tenant_id = OLD.tenant_id AND r.cliente_id = OLD.cliente_id;
    IF TG_OP = 'DELETE' THEN RETURN NULL; END IF;
  END IF;
  PERFORM resumo_participacao_recalcular(NEW.tenant_id, NEW.cliente_id, true, TG_OP <> 'UPDATE');
  RETURN NULL;
END $$;

CREATE TRIGGER "cliente_tenant_resumo_participacao_ins" AFTER INSERT ON "cliente_tenant"
  FOR EACH ROW EXECUTE FUNCTION "cliente_tenant_resumo_participacao"();
CREATE TRIGGER "cliente_tenant_resumo_participacao_upd" AFTER UPDATE ON "cliente_tenant"
  FOR EACH ROW WHEN (OLD.ativo IS DISTINCT FROM NEW.ativo OR OLD.criado_em IS DISTINCT FROM NEW.criado_em
                     OR OLD.tenant_id IS DISTINCT FROM NEW.tenant_id OR OLD.cliente_id IS DISTINCT FROM NEW.cliente_id)
  EXECUTE FUNCTION "cliente_tenant_resumo_participacao"();
CREATE TRIGGER "cliente_tenant_resumo_participacao_del" AFTER DELETE ON "cliente_tenant"
  FOR EACH ROW EXECUTE FUNCTION "cliente_tenant_resumo_participacao"();

-- A person's birth date, contacts and erasure are global: every membership of theirs (a handful).
CREATE FUNCTION "cliente_resumo_participacao"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  t uuid;
BEGIN
  FOR t IN SELECT ct.tenant_id FROM cliente_tenant ct WHERE ct.cliente_id = NEW.id ORDER BY ct.tenant_id LOOP
    PERFORM resumo_participacao_recalcular(t, NEW.id, true, false);
  END LOOP;
  RETURN NULL;
END $$;

CREATE TRIGGER "cliente_resumo_participacao_upd" AFTER UPDATE ON "cliente"
  FOR EACH ROW WHEN (OLD.data_nascimento IS DISTINCT FROM NEW.data_nascimento OR OLD.email IS DISTINCT FROM NEW.email
                     OR OLD.telefone IS DISTINCT FROM NEW.telefone OR OLD.anonimizado_em IS DISTINCT FROM NEW.anonimizado_em)
  EXECUTE FUNCTION "cliente_resumo_participacao"();

CREATE FUNCTION "preferencia_resumo_participacao"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP <> 'INSERT' THEN
    PERFORM resumo_participacao_recalcular(OLD.tenant_id, OLD.cliente_id, true, false);
  END IF;
  IF TG_OP <> 'DELETE' THEN
    PERFORM resumo_participacao_recalcular(NEW.tenant_id, NEW.cliente_id, true, false);
  END IF;
  RETURN NULL;
END $$;

CREATE TRIGGER "preferencia_resumo_participacao" AFTER INSERT OR UPDATE OR DELETE ON "preferencia_comunicacao"
  FOR EACH ROW EXECUTE FUNCTION "preferencia_resumo_participacao"();

-- The running balance's row moved: the same delta, by primary key (commutative, so no recompute
-- and no lock order beyond the row's own). A membership without a summary row (none yet) is
-- computed whole when its row is born (resumo_participacao_recalcular reads saldo_participacao).
CREATE FUNCTION "saldo_resumo_participacao"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
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

CREATE TRIGGER "saldo_resumo_participacao_ins" AFTER INSERT ON "saldo_participacao"
  FOR EACH ROW WHEN (NEW.disponivel <> 0) EXECUTE FUNCTION "saldo_resumo_participacao"();
-- Only `disponivel` counts: a pending amount moving alone costs nothing here.
CREATE TRIGGER "saldo_resumo_participacao_upd" AFTER UPDATE ON "saldo_participacao"
  FOR EACH ROW WHEN (OLD.disponivel IS DISTINCT FROM NEW.disponivel OR OLD.tenant_id IS DISTINCT FROM NEW.tenant_id
                     OR OLD.cliente_id IS DISTINCT FROM NEW.cliente_id OR OLD.tipo_beneficio IS DISTINCT FROM NEW.tipo_beneficio)
  EXECUTE FUNCTION "saldo_resumo_participacao"();
CREATE TRIGGER "saldo_resumo_participacao_del" AFTER DELETE ON "saldo_participacao"
  FOR EACH ROW WHEN (OLD.disponivel <> 0) EXECUTE FUNCTION "saldo_resumo_participacao"();

-- The recomputation of every row from the sources, set-based: the backfill below, the bench's
-- load (scripts/bench/segmentos.ts) and the check (lib/domain/segmento/conferir-resumo.ts) share it.
CREATE VIEW "resumo_participacao_calculado" AS
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
       coalesce(s.pontos, 0) AS saldo_pontos
  FROM cliente_tenant ct
  JOIN cliente cl ON cl.id = ct.cliente_id
  LEFT JOIN preferencia_comunicacao pc ON pc.tenant_id = ct.tenant_id AND pc.cliente_id = ct.cliente_id
  LEFT JOIN (
    SELECT o.tenant_id, o.cliente_id, min(o.criado_em) AS primeira,
           (array_agg(o.criado_em ORDER BY o.criado_em DESC, o.valor_final DESC))[1:10] AS em,
           (array_agg(o.valor_final ORDER BY o.criado_em DESC, o.valor_final DESC))[1:10] AS valor
      FROM venda o WHERE o.status = 'Registrada'
     GROUP BY o.tenant_id, o.cliente_id) v ON v.tenant_id = ct.tenant_id AND v.cliente_id = ct.cliente_id
  LEFT JOIN (
    SELECT sp.tenant_id, sp.cliente_id,
           sum(sp.disponivel) FILTER (WHERE sp.tipo_beneficio = 'Cashback') AS cashback,
           sum(sp.disponivel) FILTER (WHERE sp.tipo_beneficio = 'Pontos') AS pontos
      FROM saldo_participacao sp
     GROUP BY sp.tenant_id, sp.cliente_id) s ON s.tenant_id = ct.tenant_id AND s.cliente_id = ct.cliente_id;

INSERT INTO "resumo_participacao" SELECT * FROM "resumo_participacao_calculado";
