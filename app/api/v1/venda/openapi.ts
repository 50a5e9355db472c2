// OpenAPI declaration of POST /api/v1/venda (lib/openapi/registro.ts explains the pattern).
import { MENSAGENS } from '@/lib/erros';
import { obrigatorio } from '@/lib/api/campos';
import { MENSAGENS_VENDA } from '@/lib/domain/venda/mensagens';
import { ERROS, ERROS_VENDA, ERRO_DOCUMENTO_VENDA, SUCESSO_VENDA } from '@/lib/openapi/comuns';
import { definirOperacoes } from '@/lib/openapi/registro';
import type { RotasDocumentadas } from '@/app/api/v1/openapi.json/rotas';
import { CNPJ, CPF, EMAIL, NOME, TELEFONE } from '@/lib/openapi/exemplos';
import { vendaSchema } from './schemas';

const op = definirOperacoes<RotasDocumentadas>({ tag: 'Venda', seguranca: 'apiKey' });

export const operacoes = [
  op('POST /api/v1/venda', 'registrarVenda', {
    resumo: 'Registrar uma venda e creditar os benefícios',
    descricao: `Registra a venda e aplica **toda** campanha ativa elegível (\`compraMinima <= valorVenda\`): um elemento em \`beneficiosAplicados\` por campanha (no máximo 1 Cashback + 1 Pontos por loja).

Regras (spec, POST /api/v1/venda):
1. CPF já cadastrado: o objeto \`cliente\` é ignorado e o cadastro existente é mantido.
2. CPF novo sem \`cliente\`: o cliente é criado sem nome (\`clienteNome\` null).
3. CPF novo com \`cliente.nome\` em branco: 400.
4. **Modelo 2** — \`usarCashbackDisponivel: true\`: o saldo acumulado vira desconto (lotes consumidos do mais antigo para o mais novo) e o novo crédito é calculado sobre \`valorFinal\`, tudo numa transação. Ignorado em silêncio quando a loja não permite (\`permiteCheckoutCashbackNaVenda\` false) ou a campanha é diferida.
5. **Modelo 3** — \`usarCashbackGerado: true\`: o cashback desta venda vira desconto imediato; exige \`permiteDescontoSobreGerado\` (veja POST /api/v1/venda/preview). Funciona na primeira compra, junto com \`cliente\`.
6. Os dois modelos na mesma venda: 422.
7. Nenhuma campanha elegível: 422 e nada é registrado.
8. Reenviar o mesmo \`documentoExterno\` devolve a venda já registrada sem creditar de novo.

Campos: \`cnpjLoja\` e \`cpfCliente\` com ou sem máscara; \`valorVenda\` > 0 com até 2 casas; \`documentoExterno\` até 100 caracteres; \`observacao\` até 500 (null aceito); \`cliente.nome\` de 2 a 150 caracteres.`,
    corpo: ['VendaPdvRequest', vendaSchema],
    exemplos: {
      'Venda simples, com cadastro automático na primeira compra': {
        cnpjLoja: CNPJ,
        cpfCliente: CPF,
        valorVenda: 150,
        documentoExterno: 'NFCE-000123',
        cliente: { nome: NOME, email: EMAIL, telefone: TELEFONE },
      },
      'Modelo 2: usar o cashback disponível como desconto': {
        cnpjLoja: CNPJ,
        cpfCliente: CPF,
        valorVenda: 80,
        documentoExterno: 'NFCE-000124',
        usarCashbackDisponivel: true,
      },
      'Modelo 3: usar o cashback gerado por esta venda como desconto': {
        cnpjLoja: CNPJ,
        cpfCliente: CPF,
        valorVenda: 100,
        documentoExterno: 'NFCE-000125',
        usarCashbackGerado: true,
      },
    },
    ...SUCESSO_VENDA,
    mensagem: 'Venda registrada com sucesso.',
    erros: [
      [400, 'Campo obrigatório ausente', obrigatorio('CnpjLoja'), { cpfCliente: CPF, valorVenda: 10 }],
      [
        400,
        'CPF com formato ou dígitos inválidos',
        MENSAGENS.cpfInvalidoVenda,
        { cnpjLoja: CNPJ, cpfCliente: '123.456.789-00', valorVenda: 10 },
      ],
      [
        400,
        'valorVenda menor ou igual a zero',
        'O campo ValorVenda deve ser maior que zero.',
        { cnpjLoja: CNPJ, cpfCliente: CPF, valorVenda: 0 },
      ],
      [400, 'CPF novo com cliente.nome em branco (regra 3)', MENSAGENS_VENDA.clienteNomeObrigatorio],
      ...ERROS_VENDA,
      ERROS.cnpj,
      ERROS.loja,
      ERROS.clienteInativo,
      ERRO_DOCUMENTO_VENDA,
    ],
  }),
];
