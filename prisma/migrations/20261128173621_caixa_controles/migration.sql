-- AlterTable
ALTER TABLE "tenant" ADD COLUMN     "limite_venda_caixa_operador" DECIMAL(14,2);

-- CreateIndex
CREATE INDEX "venda_cancelada_em" ON "venda"("tenant_id", "cancelada_em") WHERE (cancelada_em IS NOT NULL);
