-- Issue 11 §1 (docs/segmentos.md): the summary's `lojas_compra` (migration resumo_lojas_compra)
-- depends on the sale's store too, so a sale moved to another store recomputes its membership's
-- purchase columns like a change of status, instant, amount or customer does.
DROP TRIGGER "venda_resumo_participacao_upd" ON "venda";
CREATE TRIGGER "venda_resumo_participacao_upd" AFTER UPDATE ON "venda"
  FOR EACH ROW WHEN (OLD.status IS DISTINCT FROM NEW.status OR OLD.criado_em IS DISTINCT FROM NEW.criado_em
                     OR OLD.valor_final IS DISTINCT FROM NEW.valor_final OR OLD.tenant_id IS DISTINCT FROM NEW.tenant_id
                     OR OLD.cliente_id IS DISTINCT FROM NEW.cliente_id OR OLD.loja_id IS DISTINCT FROM NEW.loja_id)
  EXECUTE FUNCTION "venda_resumo_participacao"();
