// OpenAPI declarations of the club authentication (spec "Club endpoints"): PIN request, login by
// PIN or password, sliding renewal and password definition (lib/openapi/registro.ts explains the
// pattern; docs/clube.md the rules and the PIN arithmetic).
import { z } from 'zod';
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
import { definirOperacao, type ErroDocumentado } from '@/lib/openapi/registro';
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

const muitasTentativas = (causa: string): ErroDocumentado => ({
  status: 429,
  causa,
  mensagem: MENSAGENS.limiteExcedido,
  erros: [MENSAGENS.muitasTentativas],
});

const erroCpfAusente = (entrada: unknown): ErroDocumentado => ({
  status: 400,
  causa: 'cpf ausente',
  mensagem: obrigatorio('Cpf'),
  entrada,
});
const erroCpfInvalido = (entrada: unknown): ErroDocumentado => ({
  status: 400,
  causa: 'CPF com formato ou dígitos verificadores inválidos',
  mensagem: CPF_INVALIDO,
  entrada,
});

const loginExemplo = {
  token: 'eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJwZXJmaWwiOiJDbHViZUNsaWVudGUifQ.assinatura',
  expiraEm: '2026-12-22T15:00:00Z',
  nome: NOME,
  cpf: CPF,
  qrToken: ID.qr,
};

export const operacoes = [
  definirOperacao({
    metodo: 'POST',
    caminho: '/api/v1/clube/auth/solicitar-pin',
    id: 'solicitarPinClube',
    tag: TAG,
    resumo: 'Pedir o código (PIN) de acesso ao clube',
    descricao: `Envia um PIN de 6 dígitos para o WhatsApp ou o e-mail cadastrado do CPF (\`canal\`: \`whatsapp\` ou \`email\`).

- **Sempre 200** (spec, nota 1), também para CPF não cadastrado ou sem contato no canal pedido: a resposta traz um destino mascarado plausível e leva no mínimo 700 ms, para que nem o conteúdo nem o tempo revelem quais CPFs existem.
- \`whatsappIndisponivel: true\`: o número não está no WhatsApp e nada foi enviado; a mensagem é \`${MENSAGEM_SEM_WHATSAPP}\` — ofereça o e-mail.
- O PIN vale **${VALIDADE_PIN_MINUTOS} minutos**, é de uso único e um novo pedido invalida o anterior. No máximo **${MAX_PINS_POR_HORA} PINs por hora** por conta (os pedidos a mais respondem igual, sem enviar).

**Limite (spec "Limits"):** ${REGRAS.solicitarPin.limite} pedidos por minuto por IP; acima disso, 429 com \`Retry-After\`.`,
    seguranca: 'nenhuma',
    corpo: {
      schema: solicitarPinSchema,
      nome: 'ClubeSolicitarPinRequest',
      exemplos: [
        { resumo: 'Por WhatsApp', valor: { cpf: CPF, canal: 'whatsapp' } },
        { resumo: 'Por e-mail, CPF só com dígitos', valor: { cpf: CPF_DIGITOS, canal: 'email' } },
      ],
    },
    dados: clubeSolicitarPinResponseSchema,
    sucesso: {
      status: 200,
      descricao: 'Pedido aceito (mesma resposta para CPF cadastrado ou não).',
      mensagem: MENSAGEM_PIN_ENVIADO,
      exemplo: { destinoMascarado: '(11) *****-4321', whatsappIndisponivel: false },
    },
    erros: [
      erroCpfAusente({ canal: 'email' }),
      erroCpfInvalido({ cpf: '123', canal: 'email' }),
      { status: 400, causa: 'canal ausente', mensagem: obrigatorio('Canal'), entrada: { cpf: CPF } },
      {
        status: 400,
        causa: 'canal diferente de whatsapp e email',
        mensagem: 'O campo Canal deve ser whatsapp ou email.',
        entrada: { cpf: CPF, canal: 'sms' },
      },
      muitasTentativas(`Mais de ${REGRAS.solicitarPin.limite} pedidos por minuto do mesmo IP`),
    ],
  }),
  definirOperacao({
    metodo: 'POST',
    caminho: '/api/v1/clube/auth/login',
    id: 'loginClube',
    tag: TAG,
    resumo: 'Entrar no clube com CPF e PIN, ou com CPF e senha',
    descricao: `Troca o CPF e o PIN recebido (ou a senha definida em \`definir-senha\`) por um token bearer do clube, **válido por ${DIAS_TOKEN} dias** e renovável em \`POST /api/v1/clube/auth/renovar\`. Envie \`pin\` **ou** \`senha\` (o nome do campo de senha é nosso: a spec não o mostra).

Proteção contra tentativas (por **conta**, não por IP, então muitos IPs não ajudam): um PIN morre após ${MAX_TENTATIVAS_POR_PIN} erros; ${MAX_FALHAS_POR_CONTA} erros de PIN em 24 horas bloqueiam o acesso por PIN por ${HORAS_BLOQUEIO} horas (a senha continua valendo). Um atacante tem no máximo ~${MAX_FALHAS_POR_CONTA} palpites por dia numa conta: ${MAX_FALHAS_POR_CONTA} em 1.000.000.

CPF desconhecido e senha errada dão a mesma resposta, com o mesmo custo de verificação. Conta sem senha definida: 422 (use o PIN).

**Limite (spec "Limits"):** ${REGRAS.loginClube.limite} tentativas por minuto por IP.`,
    seguranca: 'nenhuma',
    corpo: {
      schema: loginClubeSchema,
      nome: 'ClubeLoginRequest',
      exemplos: [
        { resumo: 'Com o PIN', valor: { cpf: CPF, pin: '482913' } },
        { resumo: 'Com a senha', valor: { cpf: CPF_DIGITOS, senha: SENHA_EXEMPLO } },
      ],
    },
    dados: clubeLoginResponseSchema,
    sucesso: { status: 200, descricao: 'Token do clube emitido.', mensagem: 'Login realizado com sucesso.', exemplo: loginExemplo },
    erros: [
      erroCpfAusente({ pin: '123456' }),
      erroCpfInvalido({ cpf: '111.111.111-11', pin: '123456' }),
      {
        status: 400,
        causa: 'Nem PIN nem senha, ou os dois',
        mensagem: 'Informe o PIN ou a senha (apenas um dos dois).',
        entrada: { cpf: CPF },
      },
      { status: 401, causa: 'PIN errado, expirado, já usado ou invalidado (ou CPF desconhecido)', mensagem: MENSAGENS_PIN.invalido },
      { status: 401, causa: `Acesso por PIN bloqueado após ${MAX_FALHAS_POR_CONTA} erros em 24 horas`, mensagem: MENSAGENS_PIN.bloqueado },
      { status: 401, causa: 'Senha errada ou CPF desconhecido', mensagem: MENSAGENS_LOGIN_CLUBE.senhaInvalida },
      { status: 422, causa: 'Login com senha numa conta sem senha definida', mensagem: MENSAGENS_LOGIN_CLUBE.senhaNaoDefinida },
      muitasTentativas(`Mais de ${REGRAS.loginClube.limite} tentativas por minuto do mesmo IP`),
    ],
  }),
  definirOperacao({
    metodo: 'POST',
    caminho: '/api/v1/clube/auth/renovar',
    id: 'renovarSessaoClube',
    tag: TAG,
    resumo: 'Renovar o token do clube (janela deslizante de 30 dias)',
    descricao: `Sem corpo. Devolve um token novo, com nova validade de ${DIAS_TOKEN} dias a partir de agora (spec: janela deslizante). O token anterior continua válido até expirar.

Um token deixa de valer antes do prazo quando o cliente troca a senha ou exclui os dados (LGPD).`,
    seguranca: 'bearerClube',
    dados: clubeLoginResponseSchema,
    sucesso: { status: 200, descricao: 'Novo token.', mensagem: 'Sessão renovada.', exemplo: loginExemplo },
    erros: [
      {
        status: 401,
        causa: 'Token do clube ausente, inválido, expirado ou revogado (senha trocada, dados excluídos)',
        mensagem: MENSAGENS.naoAutorizado,
      },
    ],
  }),
  definirOperacao({
    metodo: 'POST',
    caminho: '/api/v1/clube/auth/definir-senha',
    id: 'definirSenhaClube',
    tag: TAG,
    resumo: 'Definir ou trocar a senha do clube',
    descricao: `Define a senha do clube (para entrar sem PIN) ou troca a atual. \`senhaAtual\` só é exigida quando já existe senha.

${MENSAGENS_SENHA.politica}

Trocar uma senha existente **encerra todas as sessões** do cliente, inclusive a atual (entre de novo com a nova senha); definir a primeira mantém a sessão.`,
    seguranca: 'bearerClube',
    corpo: {
      schema: definirSenhaSchema,
      nome: 'ClubeDefinirSenhaRequest',
      exemplos: [
        { resumo: 'Primeira senha', valor: { novaSenha: SENHA_EXEMPLO, confirmacaoSenha: SENHA_EXEMPLO } },
        { resumo: 'Troca de senha', valor: { senhaAtual: SENHA_EXEMPLO, novaSenha: 'OutraSenha2027', confirmacaoSenha: 'OutraSenha2027' } },
      ],
    },
    dados: z.null(),
    sucesso: { status: 200, descricao: 'Senha definida.', mensagem: MENSAGENS_DEFINIR_SENHA.definida, exemplo: null },
    erros: [
      { status: 400, causa: 'novaSenha ausente', mensagem: obrigatorio('NovaSenha'), entrada: { confirmacaoSenha: SENHA_EXEMPLO } },
      {
        status: 400,
        causa: 'Senha fora da política',
        mensagem: MENSAGENS_SENHA.politica,
        entrada: { novaSenha: 'curta', confirmacaoSenha: 'curta' },
      },
      {
        status: 400,
        causa: 'Confirmação diferente da nova senha',
        mensagem: MENSAGENS_SENHA.confirmacao,
        entrada: { novaSenha: SENHA_EXEMPLO, confirmacaoSenha: 'OutraSenha2027' },
      },
      { status: 400, causa: 'Já existe senha e senhaAtual não foi enviada', mensagem: MENSAGENS_DEFINIR_SENHA.senhaAtualObrigatoria },
      { status: 422, causa: 'senhaAtual errada', mensagem: MENSAGENS_DEFINIR_SENHA.senhaAtualErrada },
    ],
  }),
];
