-- AlterTable
ALTER TABLE "evento_outbox" ADD COLUMN     "status_http" SMALLINT,
ADD COLUMN     "webhook_endpoint_id" UUID;

-- CreateTable
CREATE TABLE "webhook_endpoint" (
    "id" UUID NOT NULL DEFAULT gen_random_uuid(),
    "tenant_id" UUID NOT NULL,
    "url" VARCHAR(500) NOT NULL,
    "descricao" VARCHAR(200),
    "eventos" TEXT[],
    "segredo" VARCHAR(100) NOT NULL,
    "ativo" BOOLEAN NOT NULL DEFAULT true,
    "criado_em" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "atualizado_em" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "webhook_endpoint_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "webhook_endpoint_tenant_id_idx" ON "webhook_endpoint"("tenant_id");

-- CreateIndex
CREATE INDEX "evento_outbox_webhook" ON "evento_outbox"("webhook_endpoint_id", "criado_em" DESC);

-- AddForeignKey
ALTER TABLE "evento_outbox" ADD CONSTRAINT "evento_outbox_webhook_endpoint_id_fkey" FOREIGN KEY ("webhook_endpoint_id") REFERENCES "webhook_endpoint"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "webhook_endpoint" ADD CONSTRAINT "webhook_endpoint_tenant_id_fkey" FOREIGN KEY ("tenant_id") REFERENCES "tenant"("id") ON DELETE CASCADE ON UPDATE CASCADE;
