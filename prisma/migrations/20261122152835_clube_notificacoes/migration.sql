-- AlterTable
ALTER TABLE "cliente" ADD COLUMN     "falhas_pin" INTEGER NOT NULL DEFAULT 0,
ADD COLUMN     "falhas_pin_desde" TIMESTAMPTZ(3),
ADD COLUMN     "pin_bloqueado_ate" TIMESTAMPTZ(3),
ADD COLUMN     "versao_sessao" INTEGER NOT NULL DEFAULT 1,
ADD COLUMN     "whatsapp_verificado_em" TIMESTAMPTZ(3);

-- AlterTable
ALTER TABLE "lote" ADD COLUMN     "lembrete_expiracao_em" TIMESTAMPTZ(3);

-- AlterTable
ALTER TABLE "evento_outbox" ADD COLUMN     "canal" VARCHAR(20);

-- CreateTable
CREATE TABLE "pin_clube" (
    "id" UUID NOT NULL DEFAULT gen_random_uuid(),
    "cliente_id" UUID NOT NULL,
    "hash" CHAR(64) NOT NULL,
    "canal" VARCHAR(20) NOT NULL,
    "expira_em" TIMESTAMPTZ(3) NOT NULL,
    "tentativas" INTEGER NOT NULL DEFAULT 0,
    "usado_em" TIMESTAMPTZ(3),
    "invalidado_em" TIMESTAMPTZ(3),
    "criado_em" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "pin_clube_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "mensagem_dev" (
    "id" UUID NOT NULL DEFAULT gen_random_uuid(),
    "chave" VARCHAR(200) NOT NULL,
    "evento_id" UUID,
    "canal" VARCHAR(20) NOT NULL,
    "destino" VARCHAR(200) NOT NULL,
    "assunto" VARCHAR(300) NOT NULL,
    "texto" TEXT NOT NULL,
    "criado_em" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "mensagem_dev_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "pin_clube_cliente_id_criado_em_idx" ON "pin_clube"("cliente_id", "criado_em");

-- CreateIndex
CREATE INDEX "pin_clube_expira_em_idx" ON "pin_clube"("expira_em");

-- CreateIndex
CREATE UNIQUE INDEX "mensagem_dev_chave_key" ON "mensagem_dev"("chave");

-- CreateIndex
CREATE INDEX "mensagem_dev_criado_em_idx" ON "mensagem_dev"("criado_em");

-- CreateIndex
CREATE INDEX "mensagem_dev_destino_criado_em_idx" ON "mensagem_dev"("destino", "criado_em");

-- AddForeignKey
ALTER TABLE "pin_clube" ADD CONSTRAINT "pin_clube_cliente_id_fkey" FOREIGN KEY ("cliente_id") REFERENCES "cliente"("id") ON DELETE RESTRICT ON UPDATE CASCADE;
