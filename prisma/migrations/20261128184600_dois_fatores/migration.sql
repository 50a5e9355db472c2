-- AlterTable
ALTER TABLE "usuario_admin" ADD COLUMN     "login_anterior_em" TIMESTAMPTZ(3),
ADD COLUMN     "totp_ativado_em" TIMESTAMPTZ(3),
ADD COLUMN     "totp_pendente" VARCHAR(200),
ADD COLUMN     "totp_segredo" VARCHAR(200),
ADD COLUMN     "totp_ultimo_passo" INTEGER;

-- CreateTable
CREATE TABLE "codigo_recuperacao_admin" (
    "id" UUID NOT NULL DEFAULT gen_random_uuid(),
    "usuario_id" UUID NOT NULL,
    "hash" CHAR(64) NOT NULL,
    "usado_em" TIMESTAMPTZ(3),
    "criado_em" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "codigo_recuperacao_admin_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "codigo_recuperacao_admin_usuario_id_idx" ON "codigo_recuperacao_admin"("usuario_id");

-- AddForeignKey
ALTER TABLE "codigo_recuperacao_admin" ADD CONSTRAINT "codigo_recuperacao_admin_usuario_id_fkey" FOREIGN KEY ("usuario_id") REFERENCES "usuario_admin"("id") ON DELETE CASCADE ON UPDATE CASCADE;
