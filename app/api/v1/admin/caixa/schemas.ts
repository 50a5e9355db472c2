// Requests of the cashier's counter (/api/v1/admin/caixa/*). Ours: the spec has no such routes.
// The fields are the PDV's (VendaPdvRequest, ResgatePdvRequest, CancelarVendaRequest), validated
// by the same field schemas, with two differences: the customer is named by `clienteId` (the
// counter identified it by QR, CPF or phone; the CPF never travels back), and `documentoExterno`
// is required on writes — the counter generates it once per form, so a double click or a reload
// replays the same sale instead of crediting twice (docs/caixa.md).
import { z } from 'zod';
import { booleanoOpcional, textoObrigatorio, textoOpcional, valorMonetario } from '@/lib/api/campos';
import { campoUuid, dataDeQuery } from '@/lib/api/consulta';
import { resgateSchema } from '@/app/api/v1/resgate/schemas';
import { MENSAGEM_VENDA_NAO_NOMEADA, camposCancelamento, vendaNomeada } from '@/app/api/v1/venda/schemas';

const uuid = { type: 'string', format: 'uuid' } as const;
const tenantId = campoUuid('TenantId').nullish().meta(uuid);
const clienteId = campoUuid('ClienteId').meta(uuid);
const documentoExterno = textoObrigatorio({ campo: 'DocumentoExterno', max: 100 });

/** Query of GET /api/v1/admin/caixa/cliente: exactly one of qr, cpf, telefone, clienteId. */
export const buscarClienteCaixaQuerySchema = z.object({
  qr: textoOpcional({ campo: 'Qr', max: 200 }),
  cpf: textoOpcional({ campo: 'Cpf', max: 20 }),
  telefone: textoOpcional({ campo: 'Telefone', max: 20 }),
  clienteId: textoOpcional({ campo: 'ClienteId', max: 36 }).meta(uuid),
  tenantId: campoUuid('TenantId').optional().meta(uuid),
});

/** POST /api/v1/admin/caixa/venda/preview. */
export const previewVendaCaixaSchema = z.object({
  cnpjLoja: textoObrigatorio({ campo: 'CnpjLoja', max: 50 }),
  clienteId,
  valorVenda: valorMonetario('ValorVenda'),
  tenantId,
});

/** POST /api/v1/admin/caixa/venda: VendaPdvRequest with clienteId for cpfCliente, without `cliente`. */
export const vendaCaixaSchema = z.object({
  cnpjLoja: textoObrigatorio({ campo: 'CnpjLoja', max: 50 }),
  clienteId,
  valorVenda: valorMonetario('ValorVenda'),
  documentoExterno,
  observacao: textoOpcional({ campo: 'Observacao', max: 500 }),
  usarCashbackDisponivel: booleanoOpcional('UsarCashbackDisponivel'),
  usarCashbackGerado: booleanoOpcional('UsarCashbackGerado'),
  tenantId,
});

/** POST /api/v1/admin/caixa/resgate: ResgatePdvRequest with clienteId for cpfCliente. */
export const resgateCaixaSchema = resgateSchema.omit({ cpfCliente: true, documentoExterno: true }).extend({
  clienteId,
  documentoExterno,
  tenantId,
});

/** POST /api/v1/admin/caixa/venda/cancelar: CancelarVendaRequest (same fields and messages) plus tenantId. */
export const cancelarCaixaSchema = z
  .object({ ...camposCancelamento, tenantId })
  .refine(vendaNomeada, { error: MENSAGEM_VENDA_NAO_NOMEADA });

/** GET /api/v1/admin/caixa/configuracao. */
export const configuracaoCaixaQuerySchema = z.object({ tenantId: campoUuid('TenantId').optional().meta(uuid) });

/** PUT /api/v1/admin/caixa/configuracao: the limit in R$ (2 decimals), or null for no limit. Required: absent is a 400, not a silent clear. */
export const configuracaoCaixaSchema = z.object({
  limiteVendaCaixaOperador: valorMonetario('LimiteVendaCaixaOperador').nullable(),
  tenantId,
});

/** GET /api/v1/admin/caixa/fechamento: one local day (default: today in the programme's zone), optional store and operator. */
export const fechamentoCaixaQuerySchema = z.object({
  data: dataDeQuery('data').optional().meta({ type: 'string', format: 'date' }),
  lojaId: campoUuid('LojaId').optional().meta(uuid),
  usuarioId: campoUuid('UsuarioId').optional().meta(uuid),
  tenantId: campoUuid('TenantId').optional().meta(uuid),
});
