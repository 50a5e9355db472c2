-- AlterTable
ALTER TABLE "cliente_tenant" ADD COLUMN     "codigo_indicacao" VARCHAR(12);

-- AlterTable
ALTER TABLE "cadastro_clube" ADD COLUMN     "codigo_indicacao" VARCHAR(12);

-- CreateTable
CREATE TABLE "programa_indicacao" (
    "tenant_id" UUID NOT NULL,
    "ativo" BOOLEAN NOT NULL DEFAULT false,
    "tipo_beneficio" "TipoBeneficio" NOT NULL,
    "bonus_indicador" DECIMAL(14,2) NOT NULL,
    "bonus_indicado" DECIMAL(14,2) NOT NULL,
    "validade_dias" INTEGER,
    "compra_minima" DECIMAL(14,2) NOT NULL,
    "dias_carencia" INTEGER NOT NULL,
    "limite_mensal" INTEGER NOT NULL,
    "atualizado_em" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "programa_indicacao_pkey" PRIMARY KEY ("tenant_id")
);

-- CreateTable
CREATE TABLE "indicacao" (
    "id" UUID NOT NULL DEFAULT gen_random_uuid(),
    "tenant_id" UUID NOT NULL,
    "indicador_id" UUID NOT NULL,
    "indicado_id" UUID NOT NULL,
    "loja_id" UUID NOT NULL,
    "status" VARCHAR(20) NOT NULL,
    "criada_em" TIMESTAMPTZ(3) NOT NULL,
    "venda_id" UUID,
    "concluida_em" TIMESTAMPTZ(3),
    "tipo_beneficio" "TipoBeneficio",
    "bonus_indicador" DECIMAL(14,2),
    "bonus_indicado" DECIMAL(14,2),

    CONSTRAINT "indicacao_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "indicacao_tenant_id_indicador_id_concluida_em_idx" ON "indicacao"("tenant_id", "indicador_id", "concluida_em");

-- CreateIndex
CREATE INDEX "indicacao_tenant_id_criada_em_idx" ON "indicacao"("tenant_id", "criada_em");

-- CreateIndex
CREATE INDEX "indicacao_status_criada_em_idx" ON "indicacao"("status", "criada_em");

-- CreateIndex
CREATE INDEX "indicacao_indicador_id_idx" ON "indicacao"("indicador_id");

-- CreateIndex
CREATE INDEX "indicacao_indicado_id_idx" ON "indicacao"("indicado_id");

-- CreateIndex
CREATE UNIQUE INDEX "indicacao_tenant_id_indicado_id_key" ON "indicacao"("tenant_id", "indicado_id");

-- CreateIndex
CREATE UNIQUE INDEX "cliente_tenant_tenant_id_codigo_indicacao_key" ON "cliente_tenant"("tenant_id", "codigo_indicacao");

-- AddForeignKey
ALTER TABLE "programa_indicacao" ADD CONSTRAINT "programa_indicacao_tenant_id_fkey" FOREIGN KEY ("tenant_id") REFERENCES "tenant"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "indicacao" ADD CONSTRAINT "indicacao_tenant_id_fkey" FOREIGN KEY ("tenant_id") REFERENCES "tenant"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- Hand-written (docs/indicacao.md): the people of a referral are customers, never the same one,
-- and the status is one of three.
ALTER TABLE "indicacao" ADD CONSTRAINT "indicacao_indicador_id_fkey" FOREIGN KEY ("indicador_id") REFERENCES "cliente"("id") ON DELETE RESTRICT ON UPDATE CASCADE;
ALTER TABLE "indicacao" ADD CONSTRAINT "indicacao_indicado_id_fkey" FOREIGN KEY ("indicado_id") REFERENCES "cliente"("id") ON DELETE RESTRICT ON UPDATE CASCADE;
ALTER TABLE "indicacao" ADD CONSTRAINT "indicacao_pessoas_check" CHECK ("indicador_id" <> "indicado_id");
ALTER TABLE "indicacao" ADD CONSTRAINT "indicacao_status_check" CHECK ("status" IN ('Pendente', 'Concluida', 'Expirada'));
