// OpenAPI declarations of the club authentication (spec "Club endpoints"): PIN request, login by
// PIN or password, sliding renewal and password definition (lib/openapi/registro.ts explains the
// pattern; docs/clube.md the rules and the PIN arithmetic).
import { MENSAGENS } from '@/lib/erros';
import { obrigatorio } from '@/lib/api/campos';
import { REGRAS } from '@/lib/limites/limitador';
import { MENSAGENS_SENHA } from '@/lib/domain/acesso/tokens-senha';
import {
  BLOQUEIO_MS,
  MAX_FALHAS_POR_CONTA,
  MAX_PINS_POR_HORA,
  MAX_TENTATIVAS_POR_PIN,
  MENSAGENS_PIN,
  VALIDADE_PIN_MINUTOS,
} from '@/lib/domain/clube/pin-clube';
import { MENSAGENS_LOGIN_CLUBE } from '@/lib/domain/clube/login-clube';
import { MENSAGENS_DEFINIR_SENHA } from '@/lib/domain/clube/definir-senha';
import { VALIDADE_TOKEN_CLUBE_S } from '@/lib/domain/clube/sessao-clube';
import { definirOperacoes, soMensagem, type ErroDeclarado } from '@/lib/openapi/registro';
import type { RotasDocumentadas } from '@/app/api/v1/openapi.json/rotas';
import { muitasTentativas } from '@/lib/openapi/comuns';
import { clubeLoginResponseSchema, clubeSolicitarPinResponseSchema } from '@/lib/openapi/respostas-clube';
import { CPF, CPF_DIGITOS, NOME, ID } from '@/lib/openapi/exemplos';
import { definirSenhaSchema, loginClubeSchema, solicitarPinSchema } from '@/lib/api/schemas/clube-auth';

const TAG = 'Clube';
const DIAS_TOKEN = VALIDADE_TOKEN_CLUBE_S / 86_400;
const HORAS_BLOQUEIO = BLOQUEIO_MS / 3_600_000;
const CPF_INVALIDO = 'CPF inválido. Informe 11 dígitos.';
const SENHA_EXEMPLO = 'MinhaSenha2026';

// The two 200 messages of solicitar-pin (lib route).
export const MENSAGEM_PIN_ENVIADO = 'Se o CPF estiver cadastrado, enviaremos o código de acesso para o destino indicado.';
export const MENSAGEM_SEM_WHATSAPP = 'Este número não está no WhatsApp. Escolha receber o código por e-mail.';

const erroCpfAusente = (entrada: unknown): ErroDeclarado => [400, 'cpf ausente', obrigatorio('Cpf'), entrada];
const erroCpfInvalido = (entrada: unknown): ErroDeclarado => [
  400,
  'CPF com formato ou dígitos verificadores inválidos',
  CPF_INVALIDO,
  entrada,
];

/** The club's session of the story's customer: the login's answer, and the start of the registration's (`confirmarCadastro`). */
export const loginExemplo = {
  token: 'eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJwZXJmaWwiOiJDbHViZUNsaWVudGUifQ.assinatura',
  expiraEm: '2026-12-22T15:00:00Z',
  nome: NOME,
  cpf: CPF,
  qrToken: ID.qr,
};

const op = definirOperacoes<RotasDocumentadas>({ tag: TAG, seguranca: 'nenhuma' });

export const operacoes = [
  op('POST /api/v1/clube/auth/solicitar-pin', 'solicitarPinClube', {
    resumo: 'Pedir o código (PIN) de acesso ao clube',
    descricao: `Envia um PIN de 6 dígitos para o WhatsApp ou o e-mail cadastrado do CPF (\`canal\`: \`whatsapp\` ou \`email\`).

- **Sempre 200** (spec, nota 1), também para CPF não cadastrado ou sem contato no canal pedido: a resposta traz um destino mascarado plausível e leva no mínimo 700 ms, para que nem o conteúdo nem o tempo revelem quais CPFs existem.
- \`whatsappIndisponivel: true\`: o número não está no WhatsApp e nada foi enviado; a mensagem é \`${MENSAGEM_SEM_WHATSAPP}\` — ofereça o e-mail.
- O PIN vale **${VALIDADE_PIN_MINUTOS} minutos**, é de uso único e um novo pedido invalida o anterior. No máximo **${MAX_PINS_POR_HORA} PINs por hora** por conta (os pedidos a mais respondem igual, sem enviar).

**Limite (spec "Limits"):** ${REGRAS.solicitarPin.limite} pedidos por minuto por IP; acima disso, 429 com \`Retry-After\`.`,
    corpo: ['ClubeSolicitarPinRequest', solicitarPinSchema],
    exemplos: {
      'Por WhatsApp': { cpf: CPF, canal: 'whatsapp' },
      'Por e-mail, CPF só com dígitos': { cpf: CPF_DIGITOS, canal: 'email' },
    },
    dados: clubeSolicitarPinResponseSchema,
    sucesso: 'Pedido aceito (mesma resposta para CPF cadastrado ou não).',
    mensagem: MENSAGEM_PIN_ENVIADO,
    exemplo: { destinoMascarado: '(11) *****-4321', whatsappIndisponivel: false },
    erros: [
      erroCpfAusente({ canal: 'email' }),
      erroCpfInvalido({ cpf: '123', canal: 'email' }),
      [400, 'canal ausente', obrigatorio('Canal'), { cpf: CPF }],
      [400, 'canal diferente de whatsapp e email', 'O campo Canal deve ser whatsapp ou email.', { cpf: CPF, canal: 'sms' }],
      muitasTentativas(`Mais de ${REGRAS.solicitarPin.limite} pedidos por minuto do mesmo IP`),
    ],
  }),
  op('POST /api/v1/clube/auth/login', 'loginClube', {
    resumo: 'Entrar no clube com CPF e PIN, ou com CPF e senha',
    descricao: `Troca o CPF e o PIN recebido (ou a senha definida em \`definir-senha\`) por um token bearer do clube, **válido por ${DIAS_TOKEN} dias** e renovável em \`POST /api/v1/clube/auth/renovar\`. Envie \`pin\` **ou** \`senha\` (o nome do campo de senha é nosso: a spec não o mostra).

Proteção contra tentativas (por **conta**, não por IP, então muitos IPs não ajudam): um PIN morre após ${MAX_TENTATIVAS_POR_PIN} erros; ${MAX_FALHAS_POR_CONTA} erros de PIN em 24 horas bloqueiam o acesso por PIN por ${HORAS_BLOQUEIO} horas (a senha continua valendo). Um atacante tem no máximo ~${MAX_FALHAS_POR_CONTA} palpites por dia numa conta: ${MAX_FALHAS_POR_CONTA} em 1.000.000.

CPF desconhecido e senha errada dão a mesma resposta, com o mesmo custo de verificação. Conta sem senha definida: 422 (use o PIN).

**Limite (spec "Limits"):** ${REGRAS.loginClube.limite} tentativas por minuto por IP.`,
    corpo: ['ClubeLoginRequest', loginClubeSchema],
    exemplos: {
      'Com o PIN': { cpf: CPF, pin: '482913' },
      'Com a senha': { cpf: CPF_DIGITOS, senha: SENHA_EXEMPLO },
    },
    dados: clubeLoginResponseSchema,
    sucesso: 'Token do clube emitido.',
    mensagem: 'Login realizado com sucesso.',
    exemplo: loginExemplo,
    erros: [
      erroCpfAusente({ pin: '123456' }),
      erroCpfInvalido({ cpf: '111.111.111-11', pin: '123456' }),
      [400, 'Nem PIN nem senha, ou os dois', 'Informe o PIN ou a senha (apenas um dos dois).', { cpf: CPF }],
      [401, 'PIN errado, expirado, já usado ou invalidado (ou CPF desconhecido)', MENSAGENS_PIN.invalido],
      [401, `Acesso por PIN bloqueado após ${MAX_FALHAS_POR_CONTA} erros em 24 horas`, MENSAGENS_PIN.bloqueado],
      [401, 'Senha errada ou CPF desconhecido', MENSAGENS_LOGIN_CLUBE.senhaInvalida],
      [422, 'Login com senha numa conta sem senha definida', MENSAGENS_LOGIN_CLUBE.senhaNaoDefinida],
      muitasTentativas(`Mais de ${REGRAS.loginClube.limite} tentativas por minuto do mesmo IP`),
    ],
  }),
  op('POST /api/v1/clube/auth/renovar', 'renovarSessaoClube', {
    seguranca: 'bearerClube',
    resumo: 'Renovar o token do clube (janela deslizante de 30 dias)',
    descricao: `Sem corpo. Devolve um token novo, com nova validade de ${DIAS_TOKEN} dias a partir de agora (spec: janela deslizante). O token anterior continua válido até expirar.

Um token deixa de valer antes do prazo quando o cliente troca a senha ou exclui os dados (LGPD).`,
    dados: clubeLoginResponseSchema,
    sucesso: 'Novo token.',
    mensagem: 'Sessão renovada.',
    exemplo: loginExemplo,
    erros: [[401, 'Token do clube ausente, inválido, expirado ou revogado (senha trocada, dados excluídos)', MENSAGENS.naoAutorizado]],
  }),
  op('POST /api/v1/clube/auth/definir-senha', 'definirSenhaClube', {
    seguranca: 'bearerClube',
    resumo: 'Definir ou trocar a senha do clube',
    descricao: `Define a senha do clube (para entrar sem PIN) ou troca a atual. \`senhaAtual\` só é exigida quando já existe senha.

${MENSAGENS_SENHA.politica}

Trocar uma senha existente **encerra todas as sessões** do cliente, inclusive a atual (entre de novo com a nova senha); definir a primeira mantém a sessão.`,
    corpo: ['ClubeDefinirSenhaRequest', definirSenhaSchema],
    exemplos: {
      'Primeira senha': { novaSenha: SENHA_EXEMPLO, confirmacaoSenha: SENHA_EXEMPLO },
      'Troca de senha': { senhaAtual: SENHA_EXEMPLO, novaSenha: 'OutraSenha2027', confirmacaoSenha: 'OutraSenha2027' },
    },
    ...soMensagem('Senha definida.', MENSAGENS_DEFINIR_SENHA.definida),
    erros: [
      [400, 'novaSenha ausente', obrigatorio('NovaSenha'), { confirmacaoSenha: SENHA_EXEMPLO }],
      [400, 'Senha fora da política', MENSAGENS_SENHA.politica, { novaSenha: 'curta', confirmacaoSenha: 'curta' }],
      [
        400,
        'Confirmação diferente da nova senha',
        MENSAGENS_SENHA.confirmacao,
        { novaSenha: SENHA_EXEMPLO, confirmacaoSenha: 'OutraSenha2027' },
      ],
      [400, 'Já existe senha e senhaAtual não foi enviada', MENSAGENS_DEFINIR_SENHA.senhaAtualObrigatoria],
      [422, 'senhaAtual errada', MENSAGENS_DEFINIR_SENHA.senhaAtualErrada],
    ],
  }),
];
