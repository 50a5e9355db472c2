-- AlterTable
ALTER TABLE "consentimento_lgpd" ADD COLUMN     "finalidade" VARCHAR(30) NOT NULL DEFAULT 'Cadastro';

-- CreateTable
CREATE TABLE "segmento" (
    "id" UUID NOT NULL DEFAULT gen_random_uuid(),
    "tenant_id" UUID NOT NULL,
    "nome" VARCHAR(100) NOT NULL,
    "descricao" VARCHAR(500),
    "filtro" JSONB NOT NULL,
    "criado_em" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "atualizado_em" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "segmento_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "preferencia_comunicacao" (
    "tenant_id" UUID NOT NULL,
    "cliente_id" UUID NOT NULL,
    "whatsapp" BOOLEAN NOT NULL DEFAULT false,
    "email" BOOLEAN NOT NULL DEFAULT false,
    "atualizado_em" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "preferencia_comunicacao_pkey" PRIMARY KEY ("tenant_id","cliente_id")
);

-- CreateIndex
CREATE UNIQUE INDEX "segmento_tenant_id_nome_key" ON "segmento"("tenant_id", "nome");

-- Hand-written (docs/segmentos.md, "Índices"; Prisma cannot express INCLUDE nor expressions).
-- A customer's registered purchases in time order: the RFM probes ("a purchase before the
-- window?", "5 purchases in 365 days?") read a few entries per customer. Period scans use
-- venda_analytics_periodo (migration indices_analytics).
CREATE INDEX "venda_segmento_cliente" ON "venda" ("tenant_id", "cliente_id", "criado_em") INCLUDE ("loja_id") WHERE status = 'Registrada';
-- Birthday month of the global customer base.
CREATE INDEX "cliente_mes_aniversario" ON "cliente" ((extract(month FROM data_nascimento)::int)) WHERE data_nascimento IS NOT NULL;
-- Erased people, excluded from every segment: a tiny set.
CREATE INDEX "cliente_anonimizado" ON "cliente" ("id") WHERE anonimizado_em IS NOT NULL;
