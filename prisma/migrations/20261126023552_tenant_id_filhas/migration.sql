-- tenant_id on the two tenant-owned tables that lacked it (docs/escala.md, "Citus"): in a
-- tenant-sharded deployment every distributed table carries the distribution column. Until every
-- writer sends it, a BEFORE INSERT trigger copies it from the parent row (the campaign, the lot),
-- so the writers of today (the debit of the sale path, cancellations, campaigns, seeds) need no
-- change and the value can never disagree with the parent. On Citus the writers send it and the
-- triggers are dropped (a trigger reading another table is not allowed on distributed shards).

-- AlterTable
ALTER TABLE "campanha_loja" ADD COLUMN     "tenant_id" UUID;

-- AlterTable
ALTER TABLE "consumo_lote" ADD COLUMN     "tenant_id" UUID;

UPDATE "campanha_loja" cl SET "tenant_id" = c."tenant_id" FROM "campanha" c WHERE c."id" = cl."campanha_id";
UPDATE "consumo_lote" cl SET "tenant_id" = l."tenant_id" FROM "lote" l WHERE l."id" = cl."lote_id";

ALTER TABLE "campanha_loja" ALTER COLUMN "tenant_id" SET NOT NULL;
ALTER TABLE "consumo_lote" ALTER COLUMN "tenant_id" SET NOT NULL;

CREATE FUNCTION "campanha_loja_tenant"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  SELECT c.tenant_id INTO NEW.tenant_id FROM campanha c WHERE c.id = NEW.campanha_id;
  RETURN NEW;
END $$;

CREATE FUNCTION "consumo_lote_tenant"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  SELECT l.tenant_id INTO NEW.tenant_id FROM lote l WHERE l.id = NEW.lote_id;
  RETURN NEW;
END $$;

CREATE TRIGGER "campanha_loja_tenant" BEFORE INSERT OR UPDATE OF "campanha_id" ON "campanha_loja"
  FOR EACH ROW EXECUTE FUNCTION "campanha_loja_tenant"();
CREATE TRIGGER "consumo_lote_tenant" BEFORE INSERT OR UPDATE OF "lote_id" ON "consumo_lote"
  FOR EACH ROW EXECUTE FUNCTION "consumo_lote_tenant"();
