-- CreateTable
CREATE TABLE "execucao_job" (
    "job" VARCHAR(40) NOT NULL,
    "tick" BIGINT NOT NULL,
    "instancia" VARCHAR(100) NOT NULL,
    "iniciado_em" TIMESTAMPTZ(3) NOT NULL,
    "concluido_em" TIMESTAMPTZ(3),
    "resultado" JSONB,
    "erro" VARCHAR(1000),

    CONSTRAINT "execucao_job_pkey" PRIMARY KEY ("job","tick")
);

-- CreateIndex
CREATE INDEX "execucao_job_iniciado_em_idx" ON "execucao_job"("iniciado_em");
