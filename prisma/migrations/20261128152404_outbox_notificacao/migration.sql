-- CreateIndex
CREATE INDEX "evento_outbox_notificacao" ON "evento_outbox"("criado_em" DESC) WHERE (webhook_endpoint_id IS NULL);
