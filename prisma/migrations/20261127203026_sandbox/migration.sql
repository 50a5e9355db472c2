-- Sandbox of issue 12 §2 (docs/sandbox.md): a shadow tenant per tenant, reached with test keys.

-- The shadow tenant points at its live tenant; its clock runs `sandbox_deslocamento_dias` ahead;
-- `sandbox_versao` is the fingerprint of the live stores and campaigns it last copied.
ALTER TABLE "tenant" ADD COLUMN "sandbox_de" UUID;
ALTER TABLE "tenant" ADD COLUMN "sandbox_deslocamento_dias" INTEGER NOT NULL DEFAULT 0;
ALTER TABLE "tenant" ADD COLUMN "sandbox_versao" VARCHAR(64);
CREATE UNIQUE INDEX "tenant_sandbox_de_key" ON "tenant"("sandbox_de");
ALTER TABLE "tenant" ADD CONSTRAINT "tenant_sandbox_de_fkey" FOREIGN KEY ("sandbox_de") REFERENCES "tenant"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- The sandbox's copies of the stores keep their CNPJ (the PDV sends the same one), and a CPF used
-- in the sandbox is a person of its own: both keys become (document, sandbox), same index names.
ALTER TABLE "loja" ADD COLUMN "sandbox" BOOLEAN NOT NULL DEFAULT false;
DROP INDEX "loja_cnpj_key";
CREATE UNIQUE INDEX "loja_cnpj_key" ON "loja"("cnpj", "sandbox");

ALTER TABLE "cliente" ADD COLUMN "sandbox" BOOLEAN NOT NULL DEFAULT false;
DROP INDEX "cliente_cpf_key";
CREATE UNIQUE INDEX "cliente_cpf_key" ON "cliente"("cpf", "sandbox");

-- LGPD consent stays append-only (migration 20261122150953_painel_admin) for every real person;
-- only a sandbox person's consent may be deleted, by DELETE /api/v1/sandbox.
CREATE FUNCTION consentimento_lgpd_somente_insercao() RETURNS trigger AS $$
BEGIN
  IF TG_OP = 'DELETE' AND EXISTS (SELECT 1 FROM cliente c WHERE c.id = OLD.cliente_id AND c.sandbox) THEN
    RETURN OLD;
  END IF;
  RAISE EXCEPTION 'consentimento_lgpd é somente inserção';
END;
$$ LANGUAGE plpgsql;

DROP TRIGGER consentimento_lgpd_imutavel ON "consentimento_lgpd";
CREATE TRIGGER consentimento_lgpd_imutavel
  BEFORE UPDATE OR DELETE ON "consentimento_lgpd"
  FOR EACH ROW EXECUTE FUNCTION consentimento_lgpd_somente_insercao();
