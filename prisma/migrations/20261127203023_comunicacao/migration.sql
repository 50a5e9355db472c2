-- Communication campaigns (issue 11 §2, §5; docs/comunicacao.md).

-- CreateTable
CREATE TABLE "configuracao_comunicacao" (
    "tenant_id" UUID NOT NULL,
    "limite_semanal" INTEGER NOT NULL DEFAULT 2,
    "silencio_inicio" VARCHAR(5) NOT NULL DEFAULT '21:00',
    "silencio_fim" VARCHAR(5) NOT NULL DEFAULT '08:00',
    "fuso_horario" VARCHAR(64) NOT NULL DEFAULT 'America/Sao_Paulo',
    "atualizado_em" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "configuracao_comunicacao_pkey" PRIMARY KEY ("tenant_id")
);

-- CreateTable
CREATE TABLE "campanha_comunicacao" (
    "id" UUID NOT NULL DEFAULT gen_random_uuid(),
    "tenant_id" UUID NOT NULL,
    "nome" VARCHAR(100) NOT NULL,
    "origem" VARCHAR(20) NOT NULL DEFAULT 'Campanha',
    "segmento_id" UUID,
    "canal" VARCHAR(10) NOT NULL,
    "assunto" VARCHAR(150),
    "modelo" VARCHAR(2000) NOT NULL,
    "holdout_percentual" INTEGER NOT NULL DEFAULT 10,
    "status" VARCHAR(20) NOT NULL DEFAULT 'Rascunho',
    "agendada_para" TIMESTAMPTZ(3),
    "iniciada_em" TIMESTAMPTZ(3),
    "criado_em" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "atualizado_em" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "campanha_comunicacao_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "destinatario_comunicacao" (
    "id" UUID NOT NULL DEFAULT gen_random_uuid(),
    "campanha_id" UUID NOT NULL,
    "tenant_id" UUID NOT NULL,
    "cliente_id" UUID NOT NULL,
    "ocorrencia" VARCHAR(40) NOT NULL DEFAULT '',
    "grupo" VARCHAR(10) NOT NULL,
    "status" VARCHAR(30) NOT NULL,
    "liberar_em" TIMESTAMPTZ(3) NOT NULL,
    "enfileirado_em" TIMESTAMPTZ(3),
    "enviado_em" TIMESTAMPTZ(3),
    "evento_id" UUID,
    "criado_em" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "destinatario_comunicacao_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "campanha_comunicacao_tenant_id_criado_em_idx" ON "campanha_comunicacao"("tenant_id", "criado_em");

-- CreateIndex
CREATE INDEX "campanha_comunicacao_agendada" ON "campanha_comunicacao"("agendada_para") WHERE status = 'Agendada';

-- CreateIndex
CREATE UNIQUE INDEX "destinatario_comunicacao_campanha_id_cliente_id_ocorrencia_key" ON "destinatario_comunicacao"("campanha_id", "cliente_id", "ocorrencia");

-- CreateIndex
CREATE INDEX "destinatario_comunicacao_pendente" ON "destinatario_comunicacao"("liberar_em") WHERE status = 'Pendente';

-- CreateIndex
CREATE INDEX "destinatario_comunicacao_limite" ON "destinatario_comunicacao"("tenant_id", "cliente_id", "enfileirado_em") WHERE enfileirado_em IS NOT NULL;

-- AddForeignKey
ALTER TABLE "campanha_comunicacao" ADD CONSTRAINT "campanha_comunicacao_tenant_id_fkey" FOREIGN KEY ("tenant_id") REFERENCES "tenant"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "campanha_comunicacao" ADD CONSTRAINT "campanha_comunicacao_segmento_id_fkey" FOREIGN KEY ("segmento_id") REFERENCES "segmento"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "destinatario_comunicacao" ADD CONSTRAINT "destinatario_comunicacao_campanha_id_fkey" FOREIGN KEY ("campanha_id") REFERENCES "campanha_comunicacao"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "configuracao_comunicacao" ADD CONSTRAINT "configuracao_comunicacao_tenant_id_fkey" FOREIGN KEY ("tenant_id") REFERENCES "tenant"("id") ON DELETE CASCADE ON UPDATE CASCADE;
