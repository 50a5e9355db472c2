// OpenAPI declaration of GET /api/v1/cliente/buscar (lib/openapi/registro.ts explains the pattern).
import { MENSAGENS_CLIENTE } from '@/lib/domain/cliente/mensagens';
import { definirOperacoes } from '@/lib/openapi/registro';
import type { RotasDocumentadas } from '@/app/api/v1/openapi.json/rotas';
import { muitasTentativas } from '@/lib/openapi/comuns';
import { mensagemDeEspera } from '@/lib/api/limites';
import { clienteBuscaResponseSchema } from '@/lib/openapi/respostas';
import { CADASTRO_EM, CPF, PESSOA, TELEFONE_DIGITOS } from '@/lib/openapi/exemplos';
import { buscarQuerySchema } from '../schemas';

const op = definirOperacoes<RotasDocumentadas>({ tag: 'Cliente', seguranca: 'apiKey' });

export const operacoes = [
  op('GET /api/v1/cliente/buscar', 'buscarCliente', {
    resumo: 'Buscar os dados cadastrais de um cliente por CPF ou QR',
    descricao: `Consulta somente leitura na base **global** do clube (qualquer cliente da plataforma, não só os vinculados à loja; o vínculo com o tenant nasce na primeira venda). Informe **exatamente um** de \`cpf\` ou \`qr\`.

Saldos, cashback, pontos e histórico de compras não são retornados.

Limites (spec, "Limits"): 60 requisições por minuto por IP de origem; buscas por \`cpf\` também 3 por hora por CPF (buscas por \`qr\` só pelo IP). Acima do limite: 429 com \`Retry-After\`.`,
    query: {
      schema: buscarQuerySchema,
      descricoes: {
        cpf: 'CPF do cliente, com ou sem máscara. Não envie junto com `qr`.',
        qr: 'Token UUID do QR do cliente (só o UUID, sem URL nem prefixo). Não envie junto com `cpf`.',
      },
      exemplo: { cpf: CPF },
    },
    dados: clienteBuscaResponseSchema,
    sucesso: 'Dados cadastrais do cliente.',
    exemplo: {
      ...PESSOA,
      whatsappJid: `55${TELEFONE_DIGITOS}@s.whatsapp.net`,
      cadastradoEm: CADASTRO_EM,
    },
    erros: [
      [404, 'CPF ou token QR inexistente na plataforma', MENSAGENS_CLIENTE.naoEncontrado],
      [422, 'Nenhum ou ambos os parâmetros cpf e qr', MENSAGENS_CLIENTE.buscaUmParametro],
      [422, 'CPF inválido (dígitos verificadores)', MENSAGENS_CLIENTE.cpfInvalido],
      [422, 'qr não é um UUID (em geral, um CPF no parâmetro errado)', MENSAGENS_CLIENTE.qrInvalido],
      muitasTentativas('Mais de 60 requisições por minuto do mesmo IP'),
      // The per-CPF window refills once an hour: the message names the real wait (Retry-After).
      muitasTentativas('Quarta busca do mesmo CPF na mesma hora (a espera é a do Retry-After)', mensagemDeEspera(60 * 60)),
    ],
  }),
];
