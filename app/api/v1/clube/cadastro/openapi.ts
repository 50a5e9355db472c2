// OpenAPI declarations of joining a store's programme by its link ("Participe do clube"): the
// store's page, the code request and the confirmation that signs the person in (docs/clube.md,
// "Participar pelo link da loja"; lib/openapi/registro.ts explains the pattern).
import { z } from 'zod';
import { MAX_FALHAS_POR_CONTA } from '@/lib/domain/clube/pin-clube';
import { formatoInvalido, obrigatorio } from '@/lib/api/campos';
import { emailInvalido } from '@/lib/api/campos-documentos';
import { REGRAS } from '@/lib/limites/limitador';
import { MENSAGENS_CLIENTE } from '@/lib/domain/cliente/mensagens';
import { MENSAGENS_CADASTRO_CLUBE } from '@/lib/domain/clube/mensagens-cadastro';
import {
  MAX_CODIGOS_POR_CONTATO_HORA,
  MAX_TENTATIVAS_CODIGO_CADASTRO,
  VALIDADE_CODIGO_CADASTRO_MINUTOS,
} from '@/lib/domain/clube/solicitar-codigo-cadastro';
import { VALIDADE_TOKEN_CLUBE_S } from '@/lib/domain/clube/sessao-clube';
import {
  MENSAGENS_CADASTRO_CLUBE_CAMPOS,
  confirmarCadastroSchema,
  lojaDoCadastroQuerySchema,
  solicitarCodigoCadastroSchema,
} from '@/lib/api/schemas/clube-cadastro';
import { definirOperacoes, type ErroDeclarado } from '@/lib/openapi/registro';
import type { RotasDocumentadas } from '@/app/api/v1/openapi.json/rotas';
import { muitasTentativas } from '@/lib/openapi/comuns';
import { loginExemplo } from '@/app/api/v1/clube/auth/openapi';
import {
  confirmarCadastroResponseSchema,
  lojaCadastroClubeResponseSchema,
  solicitarCodigoCadastroResponseSchema,
} from '@/lib/openapi/respostas-clube';
import { CPF, CPF_DIGITOS, EMAIL, NOME, TELEFONE } from '@/lib/openapi/exemplos';

const LOJA_ID = '3f2a1b4c-5d6e-4f70-8a9b-0c1d2e3f4a5b';
const CADASTRO_ID = '5b6c7d8e-9f0a-4b1c-8d2e-3f4a5b6c7d8e';
const PROGRAMA = 'Café Aurora';
const LOJA_NOME = 'Café Aurora Centro';
const DIAS_TOKEN = VALIDADE_TOKEN_CLUBE_S / 86_400;

// The path's id is any text: a malformed one is the same 404 as an unknown one (a person scanning a
// QR code has nothing to correct), so the schema takes anything and documents no 400.
const lojaDoCaminhoSchema = z.object({ lojaId: z.string() });

const lojaNaoEncontrada = (causa: string): ErroDeclarado => [404, causa, MENSAGENS_CADASTRO_CLUBE.lojaNaoEncontrada];

const pedido = {
  lojaId: LOJA_ID,
  cpf: CPF,
  nome: NOME,
  canal: 'whatsapp',
  telefone: TELEFONE,
  email: EMAIL,
  dataNascimento: '1990-04-15',
  aceiteLgpd: true,
  marketingWhatsapp: true,
  marketingEmail: false,
} as const;
const porEmail = { lojaId: LOJA_ID, cpf: CPF_DIGITOS, nome: NOME, canal: 'email', email: EMAIL, aceiteLgpd: true } as const;

const op = definirOperacoes<RotasDocumentadas>({ tag: 'Clube: cadastro', seguranca: 'nenhuma' });

export const operacoes = [
  op('GET /api/v1/clube/cadastro/loja/{lojaId}', 'obterLojaDoCadastroClube', {
    resumo: 'A loja de um link "Participe do clube"',
    descricao: `O que a página de cadastro mostra: o nome da loja, o do programa e os benefícios em frases, lidos das campanhas ativas da loja (cashback e pontos, liberação, validade).

Com \`indicacao\` (o código do link de indicação de um cliente, \`/clube/participar/{lojaId}?indicacao=K7M2Q9XA\`, maiúsculas indiferentes), \`indicacao\` traz o primeiro nome de quem convidou e o bônus de quem entra (docs/indicacao.md); um código desconhecido, de outro programa, de um participante inativo ou com a indicação desligada dá \`indicacao: null\`, nunca um erro.

**404 \`${MENSAGENS_CADASTRO_CLUBE.lojaNaoEncontrada}\`** para qualquer id que não seja o de uma loja que aceita cadastros: id malformado, inexistente, loja ou empresa inativa, loja de sandbox. A resposta não diz qual dos casos foi.

**Limite:** ${REGRAS.lojaCadastro.limite} por minuto por IP.`,
    parametrosCaminho: {
      schema: lojaDoCaminhoSchema,
      descricoes: { lojaId: 'Id da loja, o do link (`/clube/participar/{lojaId}`).' },
      exemplo: { lojaId: LOJA_ID },
    },
    query: {
      schema: lojaDoCadastroQuerySchema,
      descricoes: { indicacao: 'Código de indicação do link de um cliente (8 caracteres, maiúsculas indiferentes). Opcional.' },
      exemplo: { indicacao: 'K7M2Q9XA' },
    },
    dados: lojaCadastroClubeResponseSchema,
    sucesso: 'A loja, o programa e os benefícios.',
    exemplo: {
      lojaId: LOJA_ID,
      lojaNome: LOJA_NOME,
      programa: PROGRAMA,
      beneficios: ['5 % de cashback em cada compra', 'Cashback liberado 7 dias após a compra', 'Cashback válido por 90 dias'],
      indicacao: { indicador: 'Maria', tipoBeneficio: 'Cashback', bonusIndicado: 10, compraMinima: 50, diasCarencia: 7 },
    },
    erros: [
      lojaNaoEncontrada('lojaId malformado (não é um UUID)'),
      lojaNaoEncontrada('Loja inexistente, inativa, de empresa inativa ou de sandbox'),
      muitasTentativas(`Mais de ${REGRAS.lojaCadastro.limite} consultas por minuto do mesmo IP`),
    ],
  }),
  op('POST /api/v1/clube/cadastro/solicitar-codigo', 'solicitarCodigoCadastroClube', {
    resumo: 'Pedir o código que confirma o contato do cadastro',
    descricao: `Passo 1 do cadastro pelo link da loja. Guarda os dados digitados como um cadastro **pendente** e envia um código de 6 dígitos para o contato **informado** no canal escolhido (\`canal\`: \`whatsapp\` usa \`telefone\`, \`email\` usa \`email\`; o outro contato é opcional).

- Os campos seguem as regras e mensagens de \`POST /api/v1/cliente\` (nome, e-mail, telefone, data de nascimento, aceite de LGPD) e do \`solicitar-pin\` do clube (CPF, canal). \`aceiteLgpd\` deve ser \`true\`. \`marketingWhatsapp\` e \`marketingEmail\` (padrão \`false\`) são o consentimento de marketing do próprio cliente neste programa, e só valem para o canal do código (o contato que o código confirma): \`marketingWhatsapp\` com \`canal: whatsapp\`, \`marketingEmail\` com \`canal: email\`. O outro canal se ativa depois, nas preferências do clube.
- **O CPF não é consultado**: a resposta é a mesma para CPF cadastrado ou não. Quem é o CPF só é decidido em \`confirmar\`.
- WhatsApp: o número é conferido antes; fora do WhatsApp a resposta é 200 com \`whatsappIndisponivel: true\`, \`cadastroId: null\` e a mensagem \`${MENSAGENS_CADASTRO_CLUBE.semWhatsapp}\`, e nada é guardado nem enviado.
- O código vale **${VALIDADE_CODIGO_CADASTRO_MINUTOS} minutos**, é de uso único e morre após ${MAX_TENTATIVAS_CODIGO_CADASTRO} erros. Um novo pedido do mesmo CPF na mesma loja invalida os anteriores.
- No máximo **${MAX_CODIGOS_POR_CONTATO_HORA} códigos por hora para um mesmo telefone ou e-mail**, de qualquer IP (proteção de quem teve o contato digitado por outro), e no máximo ${REGRAS.whatsappCadastroClube.limite} consultas por hora de um mesmo número ao WhatsApp, contando as que acham o número fora do WhatsApp: acima disso, 429 com \`Retry-After\`.

**Limite:** ${REGRAS.cadastroClube.limite} pedidos por minuto por IP.`,
    corpo: ['ClubeSolicitarCodigoCadastroRequest', solicitarCodigoCadastroSchema],
    exemplos: {
      'Código por WhatsApp, com aceite de ofertas pelo WhatsApp': pedido,
      'Código por e-mail, só o obrigatório': porEmail,
    },
    dados: solicitarCodigoCadastroResponseSchema,
    sucesso: `Código enviado. Número fora do WhatsApp: \`whatsappIndisponivel: true\`, \`cadastroId: null\` e a mensagem \`${MENSAGENS_CADASTRO_CLUBE.semWhatsapp}\`.`,
    mensagem: MENSAGENS_CADASTRO_CLUBE.codigoEnviado,
    exemplo: { cadastroId: CADASTRO_ID, destinoMascarado: '(11) *****-4321', whatsappIndisponivel: false, validadeMinutos: 10 },
    erros: [
      [400, 'lojaId ausente', obrigatorio('LojaId'), { ...porEmail, lojaId: undefined }],
      [400, 'lojaId que não é um UUID', 'O campo LojaId deve ser um UUID.', { ...porEmail, lojaId: '123' }],
      [400, 'cpf ausente', obrigatorio('Cpf'), { ...porEmail, cpf: undefined }],
      [400, 'CPF com formato ou dígitos verificadores inválidos', MENSAGENS_CLIENTE.cpfInvalido, { ...porEmail, cpf: '111.111.111-11' }],
      [400, 'nome ausente ou com menos de 2 caracteres', MENSAGENS_CLIENTE.nomeObrigatorio, { ...porEmail, nome: 'A' }],
      [400, 'canal ausente', obrigatorio('Canal'), { ...porEmail, canal: undefined }],
      [400, 'canal diferente de whatsapp e email', 'O campo Canal deve ser whatsapp ou email.', { ...porEmail, canal: 'sms' }],
      [400, 'canal whatsapp sem telefone', obrigatorio('Telefone'), { ...porEmail, canal: 'whatsapp' }],
      [400, 'canal email sem e-mail', obrigatorio('Email'), { ...porEmail, email: undefined }],
      [400, 'telefone malformado', formatoInvalido('Telefone'), { ...porEmail, telefone: '1234' }],
      [400, 'e-mail malformado', emailInvalido('Email'), { ...porEmail, email: 'maria@' }],
      [
        400,
        'dataNascimento fora de AAAA-MM-DD',
        'O campo DataNascimento deve estar no formato AAAA-MM-DD.',
        { ...porEmail, dataNascimento: '15/04/1990' },
      ],
      [400, 'aceiteLgpd ausente ou false', MENSAGENS_CLIENTE.aceiteLgpd, { ...porEmail, aceiteLgpd: false }],
      [
        400,
        'marketingWhatsapp com o código por e-mail (o celular não seria confirmado)',
        MENSAGENS_CADASTRO_CLUBE_CAMPOS.marketingWhatsappSemCodigo,
        { ...porEmail, marketingWhatsapp: true },
      ],
      [
        400,
        'marketingEmail com o código pelo WhatsApp (o e-mail não seria confirmado)',
        MENSAGENS_CADASTRO_CLUBE_CAMPOS.marketingEmailSemCodigo,
        { ...pedido, marketingEmail: true },
      ],
      lojaNaoEncontrada('Loja inexistente, inativa, de empresa inativa ou de sandbox'),
      muitasTentativas(`Mais de ${REGRAS.cadastroClube.limite} pedidos por minuto do mesmo IP`),
      {
        status: 429,
        causa: `Já foram ${MAX_CODIGOS_POR_CONTATO_HORA} códigos para este telefone ou e-mail (ou ${REGRAS.whatsappCadastroClube.limite} consultas deste número ao WhatsApp) na última hora`,
        mensagem: MENSAGENS_CADASTRO_CLUBE.muitosCodigos,
      },
    ],
  }),
  op('POST /api/v1/clube/cadastro/confirmar', 'confirmarCadastroClube', {
    resumo: 'Confirmar o código: entrar no programa e no clube',
    descricao: `Passo 2. Com o código certo, o cliente entra no programa da loja e a resposta é a do login do clube (token bearer válido por ${DIAS_TOKEN} dias), mais \`jaExistia\`, \`programa\` e \`lojaNome\`.

- **CPF novo**: a pessoa é criada com os dados do cadastro; mensagem \`${MENSAGENS_CADASTRO_CLUBE.concluido}\`.
- **CPF já na base e o contato confirmado é o cadastrado** (telefone ou e-mail do canal): nome e contatos não mudam; a participação no programa é criada se faltar; \`jaExistia: true\`, mensagem \`${MENSAGENS_CADASTRO_CLUBE.jaParticipava}\`.
- **CPF já na base com outro contato**: 409 e nada muda (o código fica gasto). Confirmar o próprio e-mail nunca assume o CPF de outra pessoa.
- Participação desativada pela loja: 422, nada muda.

Em cada entrada são gravados o aceite de LGPD (canal \`Clube\`, com a loja) e os aceites de marketing marcados no cadastro, como nas preferências do clube. Um código vale uma vez; ${MAX_TENTATIVAS_CODIGO_CADASTRO} erros o invalidam; um CPF aceita no máximo ${MAX_FALHAS_POR_CONTA} erros em 24 horas, somados todos os seus cadastros (como o PIN), e nenhuma tentativa enquanto o acesso por PIN da pessoa estiver bloqueado.

**Limite:** ${REGRAS.confirmarCadastroClube.limite} tentativas por minuto por IP.`,
    corpo: ['ClubeConfirmarCadastroRequest', confirmarCadastroSchema],
    exemplos: { 'O código recebido': { cadastroId: CADASTRO_ID, codigo: '482913' } },
    dados: confirmarCadastroResponseSchema,
    sucesso: `Cliente no programa e com o login do clube. CPF que já estava na base: \`jaExistia: true\` e a mensagem \`${MENSAGENS_CADASTRO_CLUBE.jaParticipava}\`.`,
    mensagem: MENSAGENS_CADASTRO_CLUBE.concluido,
    exemplo: {
      ...loginExemplo,
      jaExistia: false,
      programa: PROGRAMA,
      lojaNome: LOJA_NOME,
    },
    erros: [
      [400, 'cadastroId ausente', obrigatorio('CadastroId'), { codigo: '482913' }],
      [400, 'cadastroId que não é um UUID', 'O campo CadastroId deve ser um UUID.', { cadastroId: '123', codigo: '482913' }],
      [400, 'codigo ausente', obrigatorio('Codigo'), { cadastroId: CADASTRO_ID }],
      [400, 'codigo que não tem 6 dígitos', MENSAGENS_CADASTRO_CLUBE_CAMPOS.codigo, { cadastroId: CADASTRO_ID, codigo: '12345' }],
      [
        401,
        'Código errado, expirado, já usado, invalidado (novo pedido ou 5 erros) ou cadastro desconhecido',
        MENSAGENS_CADASTRO_CLUBE.codigoInvalido,
      ],
      lojaNaoEncontrada('A loja ou a empresa foi desativada depois do pedido do código'),
      [409, 'CPF já cadastrado com outro telefone ou e-mail no canal confirmado', MENSAGENS_CADASTRO_CLUBE.outroContato],
      [422, 'Participação do cliente neste programa desativada', MENSAGENS_CADASTRO_CLUBE.vinculoInativo],
      muitasTentativas(`Mais de ${REGRAS.confirmarCadastroClube.limite} tentativas por minuto do mesmo IP`),
    ],
  }),
];
