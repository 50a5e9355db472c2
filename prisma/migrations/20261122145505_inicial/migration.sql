-- CreateSchema
CREATE SCHEMA IF NOT EXISTS "public";

-- CreateEnum
CREATE TYPE "TipoBeneficio" AS ENUM ('Cashback', 'Pontos');

-- CreateEnum
CREATE TYPE "StatusLote" AS ENUM ('Pendente', 'Disponivel', 'Resgatado', 'Expirado', 'Cancelado');

-- CreateEnum
CREATE TYPE "StatusCampanha" AS ENUM ('Rascunho', 'Ativa', 'Inativa', 'Encerrada');

-- CreateEnum
CREATE TYPE "ModoCashback" AS ENUM ('Imediato', 'Diferido');

-- CreateEnum
CREATE TYPE "StatusVenda" AS ENUM ('Registrada', 'Cancelada');

-- CreateEnum
CREATE TYPE "AmbienteChave" AS ENUM ('Producao', 'Teste');

-- CreateEnum
CREATE TYPE "TipoMovimentacao" AS ENUM ('CreditoCashback', 'CreditoCashbackPendente', 'LiberacaoCashback', 'CreditoPontos', 'ResgateCashback', 'ResgatePontos', 'UsoCashbackVenda', 'DescontoCashbackGerado', 'ExpiracaoCashback', 'ExpiracaoPontos', 'CancelamentoCashback', 'CancelamentoPontos', 'DevolucaoCashbackVenda');

-- CreateEnum
CREATE TYPE "StatusEvento" AS ENUM ('Pendente', 'Enviado', 'Falhou', 'Descartado');

-- CreateTable
CREATE TABLE "tenant" (
    "id" UUID NOT NULL DEFAULT gen_random_uuid(),
    "nome" VARCHAR(150) NOT NULL,
    "cnpj" VARCHAR(14),
    "ativo" BOOLEAN NOT NULL DEFAULT true,
    "criado_em" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "atualizado_em" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "tenant_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "loja" (
    "id" UUID NOT NULL DEFAULT gen_random_uuid(),
    "tenant_id" UUID NOT NULL,
    "cnpj" VARCHAR(14) NOT NULL,
    "nome" VARCHAR(150) NOT NULL,
    "ativo" BOOLEAN NOT NULL DEFAULT true,
    "fuso_horario" VARCHAR(64) NOT NULL DEFAULT 'America/Sao_Paulo',
    "criado_em" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "atualizado_em" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "loja_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "chave_api" (
    "id" UUID NOT NULL DEFAULT gen_random_uuid(),
    "tenant_id" UUID NOT NULL,
    "nome" VARCHAR(100) NOT NULL,
    "prefixo" VARCHAR(32) NOT NULL,
    "hash" CHAR(64) NOT NULL,
    "ambiente" "AmbienteChave" NOT NULL DEFAULT 'Producao',
    "criado_em" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "revogada_em" TIMESTAMPTZ(3),
    "ultimo_uso_em" TIMESTAMPTZ(3),

    CONSTRAINT "chave_api_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "cliente" (
    "id" UUID NOT NULL DEFAULT gen_random_uuid(),
    "cpf" CHAR(11),
    "nome" VARCHAR(150),
    "email" VARCHAR(150),
    "telefone" VARCHAR(20),
    "data_nascimento" DATE,
    "whatsapp_jid" VARCHAR(64),
    "qr_token" UUID NOT NULL DEFAULT gen_random_uuid(),
    "qr_gerado_em" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "senha_hash" VARCHAR(255),
    "data_ultimo_login" TIMESTAMPTZ(3),
    "criado_em" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "atualizado_em" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "anonimizado_em" TIMESTAMPTZ(3),

    CONSTRAINT "cliente_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "cliente_tenant" (
    "id" UUID NOT NULL DEFAULT gen_random_uuid(),
    "tenant_id" UUID NOT NULL,
    "cliente_id" UUID NOT NULL,
    "ativo" BOOLEAN NOT NULL DEFAULT true,
    "loja_origem_id" UUID,
    "criado_em" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "atualizado_em" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "cliente_tenant_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "consentimento_lgpd" (
    "id" UUID NOT NULL DEFAULT gen_random_uuid(),
    "cliente_id" UUID NOT NULL,
    "tenant_id" UUID,
    "loja_id" UUID,
    "canal" VARCHAR(30) NOT NULL,
    "versao_texto" VARCHAR(30) NOT NULL,
    "aceito" BOOLEAN NOT NULL,
    "criado_em" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "consentimento_lgpd_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "campanha" (
    "id" UUID NOT NULL DEFAULT gen_random_uuid(),
    "tenant_id" UUID NOT NULL,
    "nome" VARCHAR(150) NOT NULL,
    "tipo" "TipoBeneficio" NOT NULL,
    "status" "StatusCampanha" NOT NULL DEFAULT 'Rascunho',
    "percentual_cashback" DECIMAL(5,2),
    "pontos_por_real" DECIMAL(10,4),
    "compra_minima" DECIMAL(14,2) NOT NULL DEFAULT 0,
    "data_inicio" DATE,
    "data_fim" DATE,
    "validade_dias" INTEGER,
    "modo_cashback" "ModoCashback" NOT NULL DEFAULT 'Imediato',
    "dias_liberacao" INTEGER NOT NULL DEFAULT 0,
    "resgate_minimo" DECIMAL(14,2) NOT NULL DEFAULT 0,
    "percentual_maximo_resgate" DECIMAL(5,2),
    "pontos_minimos_para_resgate" INTEGER,
    "permite_uso_parcial_de_pontos" BOOLEAN NOT NULL DEFAULT true,
    "permite_checkout_cashback_na_venda" BOOLEAN NOT NULL DEFAULT false,
    "permite_desconto_sobre_cashback_gerado" BOOLEAN NOT NULL DEFAULT false,
    "permite_cashback_em_resgate" BOOLEAN NOT NULL DEFAULT false,
    "criado_em" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "atualizado_em" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "campanha_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "campanha_loja" (
    "campanha_id" UUID NOT NULL,
    "loja_id" UUID NOT NULL,
    "tipo" "TipoBeneficio" NOT NULL,
    "ativa" BOOLEAN NOT NULL DEFAULT false,

    CONSTRAINT "campanha_loja_pkey" PRIMARY KEY ("campanha_id","loja_id")
);

-- CreateTable
CREATE TABLE "venda" (
    "id" UUID NOT NULL DEFAULT gen_random_uuid(),
    "tenant_id" UUID NOT NULL,
    "loja_id" UUID NOT NULL,
    "cliente_id" UUID NOT NULL,
    "valor_venda" DECIMAL(14,2) NOT NULL,
    "cashback_usado" DECIMAL(14,2) NOT NULL DEFAULT 0,
    "desconto_gerado" DECIMAL(14,2) NOT NULL DEFAULT 0,
    "valor_final" DECIMAL(14,2) NOT NULL,
    "cashback_creditado" DECIMAL(14,2) NOT NULL DEFAULT 0,
    "pontos_creditados" DECIMAL(14,2) NOT NULL DEFAULT 0,
    "modelo" SMALLINT NOT NULL,
    "documento_externo" VARCHAR(100),
    "hash_requisicao" CHAR(64) NOT NULL,
    "observacao" VARCHAR(500),
    "status" "StatusVenda" NOT NULL DEFAULT 'Registrada',
    "resposta" JSONB NOT NULL,
    "criado_em" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "cancelada_em" TIMESTAMPTZ(3),
    "motivo_cancelamento" VARCHAR(500),
    "resposta_cancelamento" JSONB,

    CONSTRAINT "venda_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "resgate" (
    "id" UUID NOT NULL DEFAULT gen_random_uuid(),
    "tenant_id" UUID NOT NULL,
    "loja_id" UUID NOT NULL,
    "cliente_id" UUID NOT NULL,
    "tipo_beneficio" "TipoBeneficio" NOT NULL,
    "valor" DECIMAL(14,2) NOT NULL,
    "documento_externo" VARCHAR(100),
    "hash_requisicao" CHAR(64) NOT NULL,
    "observacao" VARCHAR(500),
    "descricao_troca" VARCHAR(200),
    "resposta" JSONB NOT NULL,
    "criado_em" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "resgate_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "movimentacao" (
    "id" UUID NOT NULL DEFAULT gen_random_uuid(),
    "tenant_id" UUID NOT NULL,
    "cliente_id" UUID NOT NULL,
    "loja_id" UUID,
    "campanha_id" UUID,
    "venda_id" UUID,
    "resgate_id" UUID,
    "lote_id" UUID,
    "tipo" "TipoMovimentacao" NOT NULL,
    "tipo_beneficio" "TipoBeneficio" NOT NULL,
    "valor" DECIMAL(14,2) NOT NULL,
    "descricao" VARCHAR(300),
    "criado_em" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "movimentacao_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "lote" (
    "id" UUID NOT NULL DEFAULT gen_random_uuid(),
    "tenant_id" UUID NOT NULL,
    "cliente_id" UUID NOT NULL,
    "loja_id" UUID NOT NULL,
    "campanha_id" UUID,
    "venda_id" UUID,
    "movimentacao_id" UUID NOT NULL,
    "tipo_beneficio" "TipoBeneficio" NOT NULL,
    "valor_original" DECIMAL(14,2) NOT NULL,
    "valor_disponivel" DECIMAL(14,2) NOT NULL,
    "status" "StatusLote" NOT NULL,
    "data_liberacao" DATE,
    "libera_em" TIMESTAMPTZ(3),
    "data_expiracao" DATE,
    "expira_em" TIMESTAMPTZ(3),
    "criado_em" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "atualizado_em" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "lote_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "consumo_lote" (
    "id" UUID NOT NULL DEFAULT gen_random_uuid(),
    "lote_id" UUID NOT NULL,
    "movimentacao_id" UUID NOT NULL,
    "valor" DECIMAL(14,2) NOT NULL,
    "criado_em" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "consumo_lote_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "evento_outbox" (
    "id" UUID NOT NULL DEFAULT gen_random_uuid(),
    "tenant_id" UUID,
    "tipo" VARCHAR(60) NOT NULL,
    "chave" VARCHAR(200) NOT NULL,
    "payload" JSONB NOT NULL,
    "status" "StatusEvento" NOT NULL DEFAULT 'Pendente',
    "tentativas" INTEGER NOT NULL DEFAULT 0,
    "proxima_tentativa_em" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "ultimo_erro" VARCHAR(1000),
    "criado_em" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "enviado_em" TIMESTAMPTZ(3),

    CONSTRAINT "evento_outbox_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE UNIQUE INDEX "loja_cnpj_key" ON "loja"("cnpj");

-- CreateIndex
CREATE INDEX "loja_tenant_id_idx" ON "loja"("tenant_id");

-- CreateIndex
CREATE UNIQUE INDEX "chave_api_prefixo_key" ON "chave_api"("prefixo");

-- CreateIndex
CREATE UNIQUE INDEX "chave_api_hash_key" ON "chave_api"("hash");

-- CreateIndex
CREATE INDEX "chave_api_tenant_id_idx" ON "chave_api"("tenant_id");

-- CreateIndex
CREATE UNIQUE INDEX "cliente_cpf_key" ON "cliente"("cpf");

-- CreateIndex
CREATE UNIQUE INDEX "cliente_qr_token_key" ON "cliente"("qr_token");

-- CreateIndex
CREATE INDEX "cliente_tenant_cliente_id_idx" ON "cliente_tenant"("cliente_id");

-- CreateIndex
CREATE UNIQUE INDEX "cliente_tenant_tenant_id_cliente_id_key" ON "cliente_tenant"("tenant_id", "cliente_id");

-- CreateIndex
CREATE INDEX "consentimento_lgpd_cliente_id_idx" ON "consentimento_lgpd"("cliente_id");

-- CreateIndex
CREATE INDEX "campanha_tenant_id_status_idx" ON "campanha"("tenant_id", "status");

-- CreateIndex
CREATE INDEX "campanha_loja_loja_id_idx" ON "campanha_loja"("loja_id");

-- CreateIndex
CREATE UNIQUE INDEX "campanha_loja_uma_ativa_por_tipo" ON "campanha_loja"("loja_id", "tipo") WHERE (ativa);

-- CreateIndex
CREATE INDEX "venda_tenant_id_criado_em_idx" ON "venda"("tenant_id", "criado_em");

-- CreateIndex
CREATE INDEX "venda_cliente_id_idx" ON "venda"("cliente_id");

-- CreateIndex
CREATE UNIQUE INDEX "venda_loja_id_documento_externo_key" ON "venda"("loja_id", "documento_externo");

-- CreateIndex
CREATE INDEX "resgate_cliente_id_idx" ON "resgate"("cliente_id");

-- CreateIndex
CREATE UNIQUE INDEX "resgate_loja_id_documento_externo_key" ON "resgate"("loja_id", "documento_externo");

-- CreateIndex
CREATE INDEX "movimentacao_tenant_id_criado_em_idx" ON "movimentacao"("tenant_id", "criado_em");

-- CreateIndex
CREATE INDEX "movimentacao_cliente_id_criado_em_idx" ON "movimentacao"("cliente_id", "criado_em");

-- CreateIndex
CREATE INDEX "movimentacao_venda_id_idx" ON "movimentacao"("venda_id");

-- CreateIndex
CREATE INDEX "lote_ativo_fifo" ON "lote"("tenant_id", "cliente_id", "tipo_beneficio", "criado_em") WHERE (status IN ('Pendente', 'Disponivel'));

-- CreateIndex
CREATE INDEX "lote_pendente_liberacao" ON "lote"("libera_em") WHERE (status = 'Pendente');

-- CreateIndex
CREATE INDEX "lote_ativo_expiracao" ON "lote"("expira_em") WHERE (status IN ('Pendente', 'Disponivel') AND expira_em IS NOT NULL);

-- CreateIndex
CREATE INDEX "lote_venda_id_idx" ON "lote"("venda_id");

-- CreateIndex
CREATE INDEX "consumo_lote_movimentacao_id_idx" ON "consumo_lote"("movimentacao_id");

-- CreateIndex
CREATE INDEX "consumo_lote_lote_id_idx" ON "consumo_lote"("lote_id");

-- CreateIndex
CREATE UNIQUE INDEX "evento_outbox_chave_key" ON "evento_outbox"("chave");

-- CreateIndex
CREATE INDEX "evento_outbox_pendente" ON "evento_outbox"("proxima_tentativa_em") WHERE (status = 'Pendente');

-- AddForeignKey
ALTER TABLE "loja" ADD CONSTRAINT "loja_tenant_id_fkey" FOREIGN KEY ("tenant_id") REFERENCES "tenant"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "chave_api" ADD CONSTRAINT "chave_api_tenant_id_fkey" FOREIGN KEY ("tenant_id") REFERENCES "tenant"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "cliente_tenant" ADD CONSTRAINT "cliente_tenant_tenant_id_fkey" FOREIGN KEY ("tenant_id") REFERENCES "tenant"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "cliente_tenant" ADD CONSTRAINT "cliente_tenant_cliente_id_fkey" FOREIGN KEY ("cliente_id") REFERENCES "cliente"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "consentimento_lgpd" ADD CONSTRAINT "consentimento_lgpd_cliente_id_fkey" FOREIGN KEY ("cliente_id") REFERENCES "cliente"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "campanha" ADD CONSTRAINT "campanha_tenant_id_fkey" FOREIGN KEY ("tenant_id") REFERENCES "tenant"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "campanha_loja" ADD CONSTRAINT "campanha_loja_campanha_id_fkey" FOREIGN KEY ("campanha_id") REFERENCES "campanha"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "campanha_loja" ADD CONSTRAINT "campanha_loja_loja_id_fkey" FOREIGN KEY ("loja_id") REFERENCES "loja"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "venda" ADD CONSTRAINT "venda_tenant_id_fkey" FOREIGN KEY ("tenant_id") REFERENCES "tenant"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "venda" ADD CONSTRAINT "venda_loja_id_fkey" FOREIGN KEY ("loja_id") REFERENCES "loja"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "venda" ADD CONSTRAINT "venda_cliente_id_fkey" FOREIGN KEY ("cliente_id") REFERENCES "cliente"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "resgate" ADD CONSTRAINT "resgate_loja_id_fkey" FOREIGN KEY ("loja_id") REFERENCES "loja"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "resgate" ADD CONSTRAINT "resgate_cliente_id_fkey" FOREIGN KEY ("cliente_id") REFERENCES "cliente"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "movimentacao" ADD CONSTRAINT "movimentacao_cliente_id_fkey" FOREIGN KEY ("cliente_id") REFERENCES "cliente"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "lote" ADD CONSTRAINT "lote_cliente_id_fkey" FOREIGN KEY ("cliente_id") REFERENCES "cliente"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "lote" ADD CONSTRAINT "lote_loja_id_fkey" FOREIGN KEY ("loja_id") REFERENCES "loja"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "lote" ADD CONSTRAINT "lote_venda_id_fkey" FOREIGN KEY ("venda_id") REFERENCES "venda"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "consumo_lote" ADD CONSTRAINT "consumo_lote_lote_id_fkey" FOREIGN KEY ("lote_id") REFERENCES "lote"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- Hand-written (not expressible in schema.prisma): the ledger's invariants, guarded by the
-- database itself so that no code path can leave a negative or impossible balance.
ALTER TABLE "lote" ADD CONSTRAINT "lote_valores_validos"
  CHECK ("valor_original" > 0 AND "valor_disponivel" >= 0 AND "valor_disponivel" <= "valor_original");
ALTER TABLE "movimentacao" ADD CONSTRAINT "movimentacao_valor_nao_negativo" CHECK ("valor" >= 0);
ALTER TABLE "consumo_lote" ADD CONSTRAINT "consumo_lote_valor_positivo" CHECK ("valor" > 0);
ALTER TABLE "resgate" ADD CONSTRAINT "resgate_valor_positivo" CHECK ("valor" > 0);
ALTER TABLE "venda" ADD CONSTRAINT "venda_valores_validos"
  CHECK ("valor_venda" > 0 AND "cashback_usado" >= 0 AND "desconto_gerado" >= 0
         AND "valor_final" = "valor_venda" - "cashback_usado" - "desconto_gerado" AND "valor_final" >= 0);
