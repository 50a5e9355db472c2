import { z } from 'zod';
import { inteiroPositivo, obrigatorio, textoObrigatorio, textoOpcional, valorMonetario } from '@/lib/api/campos';
import { campoCpf } from '@/lib/api/campos-documentos';

/** ResgatePdvRequest (spec "Resources"). */
export const resgateSchema = z.object({
  cnpjLoja: textoObrigatorio({ campo: 'CnpjLoja', max: 50 }),
  cpfCliente: campoCpf('CpfCliente', 'CPF informado é inválido.'),
  tipoBeneficio: z.enum(['Cashback', 'Pontos'], {
    error: (iss) =>
      iss.input === undefined || iss.input === null || iss.input === ''
        ? obrigatorio('TipoBeneficio')
        : 'O campo TipoBeneficio deve ser Cashback ou Pontos.',
  }),
  valorResgate: valorMonetario('ValorResgate').nullish(),
  pontosResgate: inteiroPositivo('PontosResgate').nullish(),
  documentoExterno: textoOpcional({ campo: 'DocumentoExterno', max: 100 }),
  observacao: textoOpcional({ campo: 'Observacao', max: 500 }),
  descricaoTroca: textoOpcional({ campo: 'DescricaoTroca', max: 200 }),
});

/** Query of GET /api/v1/resgate/saldo. */
export const saldoQuerySchema = z.object({
  cnpjLoja: textoObrigatorio({ campo: 'CnpjLoja', max: 50 }),
  cpfCliente: campoCpf('CpfCliente', 'CPF informado é inválido.'),
});
