-- Issue 11 §1 (docs/segmentos.md, "Com loja"): a segment with a store reads that store's
-- registered sales once, grouped by customer (first and last purchase, purchases and amount in a
-- period). Keyed by store then customer, this is an index-only range of the store's sales already
-- in customer order (no sort, no hash of the sales); valor_final included for the amounts.
-- Hand-written: Prisma cannot express INCLUDE nor a partial index (noted in schema.prisma).
CREATE INDEX "venda_segmento_loja" ON "venda" ("tenant_id", "loja_id", "cliente_id", "criado_em") INCLUDE ("valor_final")
  WHERE status = 'Registrada';
