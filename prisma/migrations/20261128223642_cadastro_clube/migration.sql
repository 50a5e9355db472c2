-- CreateTable
CREATE TABLE "cadastro_clube" (
    "id" UUID NOT NULL DEFAULT gen_random_uuid(),
    "tenant_id" UUID NOT NULL,
    "loja_id" UUID NOT NULL,
    "cpf" CHAR(11) NOT NULL,
    "nome" VARCHAR(150) NOT NULL,
    "email" VARCHAR(150),
    "telefone" VARCHAR(20),
    "data_nascimento" DATE,
    "canal" VARCHAR(20) NOT NULL,
    "destino" VARCHAR(150) NOT NULL,
    "marketing_whatsapp" BOOLEAN NOT NULL DEFAULT false,
    "marketing_email" BOOLEAN NOT NULL DEFAULT false,
    "hash" CHAR(64) NOT NULL,
    "expira_em" TIMESTAMPTZ(3) NOT NULL,
    "tentativas" INTEGER NOT NULL DEFAULT 0,
    "usado_em" TIMESTAMPTZ(3),
    "invalidado_em" TIMESTAMPTZ(3),
    "criado_em" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "cadastro_clube_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "cadastro_clube_destino_criado_em_idx" ON "cadastro_clube"("destino", "criado_em");

-- CreateIndex
CREATE INDEX "cadastro_clube_loja_id_cpf_idx" ON "cadastro_clube"("loja_id", "cpf");

-- CreateIndex
CREATE INDEX "cadastro_clube_criado_em_idx" ON "cadastro_clube"("criado_em");

-- CreateIndex
CREATE INDEX "evento_outbox_cadastro_clube" ON "evento_outbox"("criado_em") WHERE (tipo = 'CadastroClube');

-- AddForeignKey
ALTER TABLE "cadastro_clube" ADD CONSTRAINT "cadastro_clube_tenant_id_fkey" FOREIGN KEY ("tenant_id") REFERENCES "tenant"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "cadastro_clube" ADD CONSTRAINT "cadastro_clube_loja_id_fkey" FOREIGN KEY ("loja_id") REFERENCES "loja"("id") ON DELETE RESTRICT ON UPDATE CASCADE;
