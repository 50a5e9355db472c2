-- CreateIndex
CREATE INDEX "cliente_tenant_tenant_id_criado_em_idx" ON "cliente_tenant"("tenant_id", "criado_em");

-- Hand-written (Prisma cannot express INCLUDE; noted in schema.prisma): covering indexes of the
-- AnalyticsAdmin queries, so a tenant's period aggregates are index-only scans
-- (docs/api-admin-analytics.md, "Desempenho").
CREATE INDEX "venda_analytics_periodo" ON "venda"("tenant_id", "criado_em")
  INCLUDE ("status", "loja_id", "cliente_id", "valor_venda", "valor_final", "cashback_usado", "desconto_gerado",
           "cashback_creditado", "pontos_creditados");
CREATE INDEX "movimentacao_analytics_tipo" ON "movimentacao"("tenant_id", "tipo", "criado_em")
  INCLUDE ("valor", "campanha_id", "venda_id");
CREATE INDEX "lote_analytics_saldo" ON "lote"("tenant_id", "cliente_id")
  INCLUDE ("tipo_beneficio", "status", "valor_disponivel", "libera_em", "expira_em")
  WHERE (status IN ('Pendente', 'Disponivel'));
CREATE INDEX "lote_analytics_expiracao" ON "lote"("tenant_id", "expira_em")
  INCLUDE ("tipo_beneficio", "status", "valor_disponivel", "data_expiracao", "cliente_id")
  WHERE (status IN ('Pendente', 'Disponivel', 'Expirado') AND expira_em IS NOT NULL);
