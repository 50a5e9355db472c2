-- Automations (issue 11 §3; docs/automacoes.md): welcome after the first purchase, birthday bonus,
-- win-back and the expiring-cashback reminder, each on or off per tenant. An automation sends
-- through the campaigns' engine: its messages are recipients (`destinatario_comunicacao`) of one
-- `campanha_comunicacao` row of origin `Automacao` that holds its channel, template and holdout,
-- with `ocorrencia` naming the run (the year of a birthday, the last purchase of an absence, the
-- lot of a reminder), so each run reaches a customer at most once.

-- CreateTable
CREATE TABLE "automacao" (
    "tenant_id" UUID NOT NULL,
    "tipo" VARCHAR(20) NOT NULL,
    "ativa" BOOLEAN NOT NULL DEFAULT false,
    "ativada_em" TIMESTAMPTZ(3),
    "campanha_id" UUID NOT NULL,
    "dias_sem_compra" INTEGER,
    "bonus_tipo" "TipoBeneficio",
    "bonus_valor" DECIMAL(14,2),
    "bonus_validade_dias" INTEGER,
    "atualizado_em" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "automacao_pkey" PRIMARY KEY ("tenant_id","tipo")
);

-- CreateIndex
CREATE UNIQUE INDEX "automacao_campanha_id_key" ON "automacao"("campanha_id");

-- AddForeignKey
ALTER TABLE "automacao" ADD CONSTRAINT "automacao_tenant_id_fkey" FOREIGN KEY ("tenant_id") REFERENCES "tenant"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "automacao" ADD CONSTRAINT "automacao_campanha_id_fkey" FOREIGN KEY ("campanha_id") REFERENCES "campanha_comunicacao"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- Hand-written: the four automations; a bonus is a positive amount with its benefit, or nothing.
ALTER TABLE "automacao" ADD CONSTRAINT "automacao_tipo" CHECK (tipo IN ('BoasVindas', 'Aniversario', 'Reconquista', 'LembreteExpiracao'));
ALTER TABLE "automacao" ADD CONSTRAINT "automacao_bonus" CHECK ((bonus_valor IS NULL) = (bonus_tipo IS NULL) AND (bonus_valor IS NULL OR bonus_valor > 0));
ALTER TABLE "automacao" ADD CONSTRAINT "automacao_dias_sem_compra" CHECK (dias_sem_compra IS NULL OR dias_sem_compra BETWEEN 7 AND 730);
