-- AlterTable
ALTER TABLE "webhook_endpoint" ADD COLUMN     "alerta_falha_em" TIMESTAMPTZ(3),
ADD COLUMN     "falhando_desde" TIMESTAMPTZ(3),
ADD COLUMN     "ultima_entrega_em" TIMESTAMPTZ(3);

-- CreateIndex
CREATE INDEX "evento_outbox_webhook_falhou" ON "evento_outbox"("webhook_endpoint_id", "criado_em") WHERE (status = 'Falhou');

-- The last delivery of the existing endpoints: the newest delivered row (walked backwards on
-- evento_outbox_webhook, which stops at the first delivered one).
UPDATE "webhook_endpoint" w
   SET "ultima_entrega_em" = u.enviado_em
  FROM (SELECT e.id, ult.enviado_em
          FROM "webhook_endpoint" e
          CROSS JOIN LATERAL (SELECT o.enviado_em FROM "evento_outbox" o
                               WHERE o.webhook_endpoint_id = e.id AND o.status = 'Enviado'
                               ORDER BY o.criado_em DESC LIMIT 1) ult) u
 WHERE w.id = u.id;
