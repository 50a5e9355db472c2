-- CreateEnum
CREATE TYPE "TipoTokenAdmin" AS ENUM ('PrimeiroAcesso', 'RedefinicaoSenha');

-- CreateEnum
CREATE TYPE "StatusAssinatura" AS ENUM ('Trial', 'Ativa', 'Inadimplente', 'Cancelada');

-- AlterTable
ALTER TABLE "tenant" ADD COLUMN     "email_contato" VARCHAR(150);

-- CreateTable
CREATE TABLE "token_admin" (
    "id" UUID NOT NULL DEFAULT gen_random_uuid(),
    "usuario_id" UUID NOT NULL,
    "tipo" "TipoTokenAdmin" NOT NULL,
    "hash" CHAR(64) NOT NULL,
    "expira_em" TIMESTAMPTZ(3) NOT NULL,
    "usado_em" TIMESTAMPTZ(3),
    "criado_em" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "token_admin_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "dispositivo_admin" (
    "id" UUID NOT NULL DEFAULT gen_random_uuid(),
    "usuario_id" UUID NOT NULL,
    "token" VARCHAR(500) NOT NULL,
    "plataforma" VARCHAR(20) NOT NULL,
    "nome" VARCHAR(100),
    "criado_em" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "atualizado_em" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "dispositivo_admin_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "auditoria_admin" (
    "id" UUID NOT NULL DEFAULT gen_random_uuid(),
    "tenant_id" UUID,
    "usuario_id" UUID,
    "usuario_email" VARCHAR(150),
    "acao" VARCHAR(60) NOT NULL,
    "entidade" VARCHAR(60) NOT NULL,
    "entidade_id" VARCHAR(64),
    "antes" JSONB,
    "depois" JSONB,
    "request_id" VARCHAR(64),
    "criado_em" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "auditoria_admin_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "assinatura" (
    "id" UUID NOT NULL DEFAULT gen_random_uuid(),
    "tenant_id" UUID NOT NULL,
    "plano" VARCHAR(30) NOT NULL,
    "status" "StatusAssinatura" NOT NULL,
    "trial_ate" TIMESTAMPTZ(3),
    "periodo_atual_ate" TIMESTAMPTZ(3),
    "provedor" VARCHAR(30) NOT NULL DEFAULT 'interno',
    "referencia_externa" VARCHAR(200),
    "criado_em" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "atualizado_em" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "assinatura_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "checkout_assinatura" (
    "id" UUID NOT NULL DEFAULT gen_random_uuid(),
    "tenant_id" UUID NOT NULL,
    "plano" VARCHAR(30) NOT NULL,
    "provedor" VARCHAR(30) NOT NULL,
    "status" VARCHAR(20) NOT NULL DEFAULT 'Aberto',
    "url" VARCHAR(500) NOT NULL,
    "expira_em" TIMESTAMPTZ(3) NOT NULL,
    "concluido_em" TIMESTAMPTZ(3),
    "criado_em" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "checkout_assinatura_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "campanha_lancamento" (
    "id" UUID NOT NULL DEFAULT gen_random_uuid(),
    "titulo" VARCHAR(150) NOT NULL,
    "descricao" VARCHAR(1000) NOT NULL,
    "beneficio" VARCHAR(200) NOT NULL,
    "codigo_cupom" VARCHAR(40),
    "ativa" BOOLEAN NOT NULL DEFAULT false,
    "inicio_em" TIMESTAMPTZ(3),
    "fim_em" TIMESTAMPTZ(3),
    "vagas_totais" INTEGER,
    "vagas_usadas" INTEGER NOT NULL DEFAULT 0,
    "atualizado_em" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "campanha_lancamento_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE UNIQUE INDEX "token_admin_hash_key" ON "token_admin"("hash");

-- CreateIndex
CREATE INDEX "token_admin_usuario_id_tipo_idx" ON "token_admin"("usuario_id", "tipo");

-- CreateIndex
CREATE INDEX "token_admin_expira_em_idx" ON "token_admin"("expira_em");

-- CreateIndex
CREATE UNIQUE INDEX "dispositivo_admin_token_key" ON "dispositivo_admin"("token");

-- CreateIndex
CREATE INDEX "dispositivo_admin_usuario_id_idx" ON "dispositivo_admin"("usuario_id");

-- CreateIndex
CREATE INDEX "auditoria_admin_tenant_id_criado_em_idx" ON "auditoria_admin"("tenant_id", "criado_em");

-- CreateIndex
CREATE INDEX "auditoria_admin_entidade_entidade_id_idx" ON "auditoria_admin"("entidade", "entidade_id");

-- CreateIndex
CREATE UNIQUE INDEX "assinatura_tenant_id_key" ON "assinatura"("tenant_id");

-- CreateIndex
CREATE INDEX "checkout_assinatura_tenant_id_idx" ON "checkout_assinatura"("tenant_id");

-- AddForeignKey
ALTER TABLE "token_admin" ADD CONSTRAINT "token_admin_usuario_id_fkey" FOREIGN KEY ("usuario_id") REFERENCES "usuario_admin"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "dispositivo_admin" ADD CONSTRAINT "dispositivo_admin_usuario_id_fkey" FOREIGN KEY ("usuario_id") REFERENCES "usuario_admin"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "assinatura" ADD CONSTRAINT "assinatura_tenant_id_fkey" FOREIGN KEY ("tenant_id") REFERENCES "tenant"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- Hand-written: the audit log is append-only. Not even the application can rewrite history.
CREATE FUNCTION auditoria_admin_somente_insercao() RETURNS trigger AS $$
BEGIN
  RAISE EXCEPTION 'auditoria_admin é somente inserção';
END;
$$ LANGUAGE plpgsql;

CREATE TRIGGER auditoria_admin_imutavel
  BEFORE UPDATE OR DELETE ON "auditoria_admin"
  FOR EACH ROW EXECUTE FUNCTION auditoria_admin_somente_insercao();

-- The same guarantee for the LGPD consent events.
CREATE TRIGGER consentimento_lgpd_imutavel
  BEFORE UPDATE OR DELETE ON "consentimento_lgpd"
  FOR EACH ROW EXECUTE FUNCTION auditoria_admin_somente_insercao();
