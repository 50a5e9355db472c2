-- AlterEnum
-- This migration adds more than one value to an enum.
-- With PostgreSQL versions 11 and earlier, this is not possible
-- in a single migration. This can be worked around by creating
-- multiple migrations, each migration adding only one value to
-- the enum.


ALTER TYPE "TipoMovimentacao" ADD VALUE 'AjusteCredito';
ALTER TYPE "TipoMovimentacao" ADD VALUE 'AjusteDebito';

-- CreateTable
CREATE TABLE "ajuste_saldo" (
    "id" UUID NOT NULL DEFAULT gen_random_uuid(),
    "tenant_id" UUID NOT NULL,
    "cliente_id" UUID NOT NULL,
    "loja_id" UUID NOT NULL,
    "movimentacao_id" UUID NOT NULL,
    "operacao" VARCHAR(10) NOT NULL,
    "tipo_beneficio" "TipoBeneficio" NOT NULL,
    "valor" DECIMAL(14,2) NOT NULL,
    "motivo" VARCHAR(200) NOT NULL,
    "chave_idempotencia" VARCHAR(64) NOT NULL,
    "hash_requisicao" VARCHAR(64) NOT NULL,
    "usuario_id" UUID,
    "resposta" JSONB NOT NULL,
    "criado_em" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "ajuste_saldo_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE UNIQUE INDEX "ajuste_saldo_movimentacao_id_key" ON "ajuste_saldo"("movimentacao_id");

-- CreateIndex
CREATE INDEX "ajuste_saldo_tenant_id_cliente_id_criado_em_idx" ON "ajuste_saldo"("tenant_id", "cliente_id", "criado_em");

-- CreateIndex
CREATE UNIQUE INDEX "ajuste_saldo_tenant_id_chave_idempotencia_key" ON "ajuste_saldo"("tenant_id", "chave_idempotencia");

-- Hand-written: an adjustment moves a positive amount, one of two ways.
ALTER TABLE "ajuste_saldo" ADD CONSTRAINT "ajuste_saldo_valor_positivo" CHECK (valor > 0);
ALTER TABLE "ajuste_saldo" ADD CONSTRAINT "ajuste_saldo_operacao" CHECK (operacao IN ('Credito', 'Debito'));
