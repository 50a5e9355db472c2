-- CreateIndex
CREATE INDEX "destinatario_comunicacao_cliente" ON "destinatario_comunicacao"("tenant_id", "cliente_id", "criado_em" DESC);

-- Hand-written (Prisma cannot express an index on a JSON key): one customer's notices in the
-- outbox, newest first, for GET /api/v1/admin/ClienteAdmin/{id}/mensagens. Webhook deliveries and
-- the panel users' e-mails (no `clienteId`) stay out of it.
CREATE INDEX "evento_outbox_cliente" ON "evento_outbox" ((payload->>'clienteId'), "criado_em" DESC)
  WHERE webhook_endpoint_id IS NULL AND payload ? 'clienteId';
