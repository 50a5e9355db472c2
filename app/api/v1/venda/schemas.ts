import { z } from 'zod';
import { booleanoOpcional, textoObrigatorio, textoOpcional, valorMonetario } from '@/lib/api/campos';
import { campoCpf, campoEmailOpcional, campoTelefoneOpcional } from '@/lib/api/campos-documentos';
import { UUID } from '@/lib/api/consulta';

/** ClienteAutoRequest: validated in shape always; `nome` is required only when the CPF is new (rule 3). */
export const clienteAutoSchema = z
  .object({
    nome: textoOpcional({ campo: 'Cliente.Nome', max: 150 }),
    email: campoEmailOpcional('Cliente.Email'),
    telefone: campoTelefoneOpcional('Cliente.Telefone'),
  })
  .nullish()
  .transform((v) => v ?? undefined);

/** VendaPdvRequest (spec "Resources"). */
export const vendaSchema = z.object({
  cnpjLoja: textoObrigatorio({ campo: 'CnpjLoja', max: 50 }),
  cpfCliente: campoCpf('CpfCliente', 'CPF informado é inválido.'),
  valorVenda: valorMonetario('ValorVenda'),
  documentoExterno: textoOpcional({ campo: 'DocumentoExterno', max: 100 }),
  observacao: textoOpcional({ campo: 'Observacao', max: 500 }),
  usarCashbackDisponivel: booleanoOpcional('UsarCashbackDisponivel'),
  usarCashbackGerado: booleanoOpcional('UsarCashbackGerado'),
  cliente: clienteAutoSchema,
});

/** VendaPreviewRequest. */
export const previewSchema = z.object({
  cnpjLoja: textoObrigatorio({ campo: 'CnpjLoja', max: 50 }),
  valorVenda: valorMonetario('ValorVenda'),
});

/** The fields of CancelarVendaRequest, also the cashier's counter's (which adds tenantId). */
export const camposCancelamento = {
  cnpjLoja: textoObrigatorio({ campo: 'CnpjLoja', max: 50 }),
  vendaId: textoOpcional({ campo: 'VendaId', max: 36 }).refine((v) => v === undefined || UUID.test(v), {
    error: 'O campo VendaId deve ser um UUID.',
  }),
  documentoExterno: textoOpcional({ campo: 'DocumentoExterno', max: 100 }),
  motivo: textoOpcional({ campo: 'Motivo', max: 500 }),
};

/** A cancellation names the sale by vendaId or documentoExterno. */
export const vendaNomeada = (v: { vendaId?: string; documentoExterno?: string }) => !!(v.vendaId || v.documentoExterno);
export const MENSAGEM_VENDA_NAO_NOMEADA = 'Informe o campo VendaId ou o campo DocumentoExterno.';

/** CancelarVendaRequest (ours: the spec leaves it "not shown"). */
export const cancelarSchema = z.object(camposCancelamento).refine(vendaNomeada, { error: MENSAGEM_VENDA_NAO_NOMEADA });
