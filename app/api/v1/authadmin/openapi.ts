// OpenAPI declarations of the admin panel's authentication endpoints: the public ones (login, first
// access and password recovery) and the signed-in user's own account and password change
// (lib/openapi/registro.ts explains the pattern). One file for the whole folder: the routes share
// their schemas (lib/api/schemas/authadmin.ts), the password policy and the rules of the sessions.
import { MENSAGENS } from '@/lib/erros';
import { obrigatorio } from '@/lib/api/campos';
import { REGRAS } from '@/lib/limites/limitador';
import { CREDENCIAIS_INVALIDAS } from '@/lib/domain/acesso/login-admin';
import { MARCADOR_CODIGO_NECESSARIO, MENSAGENS_DOIS_FATORES } from '@/lib/domain/acesso/mensagens-dois-fatores';
import { VALIDADE_TOKEN_ADMIN_S } from '@/lib/domain/acesso/sessao-admin';
import { MENSAGENS_SENHA, VALIDADE_PRIMEIRO_ACESSO_MS, VALIDADE_REDEFINICAO_MS } from '@/lib/domain/acesso/tokens-senha';
import { definirOperacoes, soMensagem, type ErroDeclarado } from '@/lib/openapi/registro';
import type { RotasDocumentadas } from '@/app/api/v1/openapi.json/rotas';
import { muitasTentativas } from '@/lib/openapi/comuns';
import {
  ativacaoIniciadaResponseSchema,
  codigosRecuperacaoResponseSchema,
  contaAdminResponseSchema,
  doisFatoresAtivadosResponseSchema,
  loginResponseSchema,
  senhaTrocadaResponseSchema,
} from '@/lib/openapi/respostas-admin';
import {
  confirmarDoisFatoresSchema,
  confirmarRedefinicaoSchema,
  loginSchema,
  primeiroAcessoQuerySchema,
  primeiroAcessoSchema,
  recuperarSenhaSchema,
  trocarSenhaSchema,
} from '@/lib/api/schemas/authadmin';

const TAG = 'Painel: autenticação';

const EMAIL_ADMIN = 'gerente@lojaexemplo.com.br';
const SENHA = 'Cashback2026';
/** Placeholder of the e-mailed token (32 random bytes, base64url). */
const TOKEN_EMAIL = 'KwHZ5pMcYX4-YBHicwpign5020WLLfiv2y25XqmjJ6I';

const HORAS_TOKEN = VALIDADE_TOKEN_ADMIN_S / 3600;
const HORAS_PRIMEIRO_ACESSO = VALIDADE_PRIMEIRO_ACESSO_MS / 3_600_000;
const MINUTOS_REDEFINICAO = VALIDADE_REDEFINICAO_MS / 60_000;

const limiteLogin = REGRAS.loginAdmin;
const limiteSenha = REGRAS.recuperacaoSenha;
const limiteTroca = REGRAS.trocaSenhaAdmin;
const MINUTOS_TROCA = limiteTroca.janelaMs / 60_000;
const limiteCodigo = REGRAS.codigoDoisFatores;
const MINUTOS_CODIGO = limiteCodigo.janelaMs / 60_000;

const CODIGO_APP = '492039';
const CODIGO_RECUPERACAO = 'K7QW2-MX4TP';
const TOKEN_NOVO = 'eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJzdWIiOiJkNWU2ZjdhOCJ9.c_fLSROkCnybpdyJDxwaO-rqVMjfGWq6i0PtLpyne9U';
const CODIGOS_RECUPERACAO = [
  'K7QW2-MX4TP',
  'B3RZ6-QH2LA',
  'D5WN7-EY3KC',
  'F2TJ4-VP6GM',
  'H6XL3-NA5RD',
  'J4CQ7-ZT2WE',
  'L2MB5-RK7XF',
  'N7PD3-WG4QH',
  'Q5SF6-YJ2TK',
  'S3VH2-BL6ZN',
];

/** The per-user limit of the two-step codes (all four routes and the login share it). */
const erro429Codigo = muitasTentativas(
  `Mais de ${limiteCodigo.limite} tentativas de código do mesmo usuário em ${MINUTOS_CODIGO} minutos (veja Retry-After)`,
  `Muitas tentativas. Aguarde ${MINUTOS_CODIGO} minutos.`,
);

const LIMITE_CODIGO_TEXTO = `**Limite:** ${limiteCodigo.limite} tentativas de código por usuário a cada ${MINUTOS_CODIGO} minutos, somadas com as do login, contadas depois de validar o corpo e antes de conferir senha e código; acima disso, 429 com \`Retry-After\`.`;

const SESSAO_RENOVADA = `- **As outras sessões terminam** (a versão de sessão muda); **a de quem chamou continua:** com \`Authorization: Bearer\`, a resposta traz o novo token em \`token\`; pela sessão do navegador, o cookie é renovado (\`Set-Cookie\`) e \`token\` vem null.`;

/** The refusals of turning it off and of new recovery codes: the confirmation's, not on, the limit. */
const errosComAtiva = (): ErroDeclarado[] => [
  ...errosDaConfirmacao(CODIGO_APP),
  [422, 'A verificação em duas etapas não está ativa', MENSAGENS_DOIS_FATORES.naoAtiva],
  erro429Codigo,
];

/** The 400s and 422s of a body with the password and a code. */
const errosDaConfirmacao = (codigo: string): ErroDeclarado[] => [
  [400, 'Senha ausente ou vazia', obrigatorio('Senha'), { codigo }],
  [400, 'Código ausente ou vazio', obrigatorio('Codigo'), { senha: SENHA }],
  [422, 'Senha atual errada', MENSAGENS_SENHA.senhaAtualErrada],
  [422, 'Código errado, já usado ou fora da janela', MENSAGENS_DOIS_FATORES.codigoInvalido],
];

/** The 429 of lib/api/limites.ts: `mensagem` and `erros[0]` differ (spec "Errors"). */
const erro429Senha = muitasTentativas(
  `Mais de ${limiteSenha.limite} requisições por minuto do mesmo IP nos endpoints de senha (veja Retry-After)`,
);

const POLITICA_SENHA = `A senha precisa ter de 8 a 128 caracteres, com ao menos uma letra e um número; espaços contam como caracteres (a senha não é aparada).`;

const LIMITE_SENHA_TEXTO = `**Limite:** ${limiteSenha.limite} requisições por minuto por IP, somadas entre os quatro endpoints de primeiro acesso e recuperação de senha (contra o envio de e-mails em massa); acima disso, 429 \`${MENSAGENS.muitasTentativas}\` com \`Retry-After\`.`;

const TOKEN_DE_USO_UNICO = `O token chega por e-mail, no link do painel (\`/painel/…?email=…&token=…\`). Ele é de **uso único**: só o link mais recente de cada tipo vale (pedir outro invalida os anteriores), e definir a senha gasta também os demais tokens pendentes do usuário. Token inexistente, expirado, já usado, de outro usuário ou de outro tipo dá sempre o mesmo 422 \`${MENSAGENS_SENHA.tokenInvalido}\`.

Ao definir a senha, **todos os tokens de acesso emitidos antes deixam de valer** (as sessões abertas caem) e a troca é registrada na auditoria.`;

const SEM_REVELAR_EMAIL = `A resposta é **sempre a mesma**, com o e-mail cadastrado ou não, e leva **no mínimo 400 ms**, para que nem o conteúdo nem o tempo revelem quais e-mails existem.`;

const erroTokenInvalido = [
  422,
  'Token inexistente, expirado, já usado, de outro usuário ou de outro tipo; ou usuário inativo',
  MENSAGENS_SENHA.tokenInvalido,
] as const;

/** The 400s of a new password (`campo`) and its confirmation; each `entrada` produces its message. */
const errosDaSenha = (campo: 'senha' | 'novaSenha', rotulo: string, fraca: string): ErroDeclarado[] => [
  [
    400,
    `${rotulo} fora da política (8 a 128 caracteres, letras e números)`,
    MENSAGENS_SENHA.politica,
    { email: EMAIL_ADMIN, token: TOKEN_EMAIL, [campo]: fraca, confirmacaoSenha: fraca },
  ],
  [
    400,
    `confirmacaoSenha diferente de ${campo}`,
    MENSAGENS_SENHA.confirmacao,
    { email: EMAIL_ADMIN, token: TOKEN_EMAIL, [campo]: SENHA, confirmacaoSenha: `${SENHA}!` },
  ],
];

/** The operations before sign-in (login, first access, password reset): no token. */
const op = definirOperacoes<RotasDocumentadas>({ tag: TAG, seguranca: 'nenhuma' });
/** The operations of a signed-in user (the panel's bearer token). */
const opLogado = definirOperacoes<RotasDocumentadas>({ tag: TAG, seguranca: 'bearerAdmin' });

export const operacoes = [
  op('POST /api/v1/authadmin/login', 'loginAdmin', {
    resumo: 'Entrar no painel administrativo',
    descricao: `Troca e-mail e senha de um usuário do painel por um token bearer, a enviar como \`Authorization: Bearer <token>\` nos endpoints \`/api/v1/admin/…\`.

- O e-mail não diferencia maiúsculas de minúsculas.
- **Validade do token: ${HORAS_TOKEN} horas** (\`expiraEm\`, UTC); depois disso, faça login de novo.
- O token é **revogado** antes de expirar quando a senha do usuário muda (redefinição ou primeiro acesso), quando o usuário é desativado ou quando o tenant dele é desativado: a partir daí toda chamada com ele recebe 401.
- \`perfil\` diz o que o usuário pode fazer: \`AdminTenant\` só no próprio tenant, \`SuperAdmin\` em qualquer tenant, \`Operador\` só os endpoints de operação do caixa (como a identificação do cliente).
- E-mail desconhecido, senha errada, usuário inativo ou de tenant inativo recebem a mesma resposta (401 \`${CREDENCIAIS_INVALIDAS}\`), com o mesmo custo de verificação, para não revelar quais contas existem.

**Verificação em duas etapas** (só para quem a ativou em Minha conta; para os demais nada muda e \`codigo\` é ignorado): com a senha certa, o login pede também \`codigo\` — o código de 6 dígitos do aplicativo autenticador, ou um código de recuperação (\`ABCDE-FGHIJ\`, uso único; um e-mail avisa que foi usado e quantos restam).
- Sem \`codigo\`: 401 \`${MENSAGENS_DOIS_FATORES.codigoNecessario}\`, com \`erros\` = [essa mensagem, \`${MARCADOR_CODIGO_NECESSARIO}\`]: o segundo item é o marcador fixo para o cliente pedir o código e repetir o login com ele.
- Código errado, já usado (o mesmo código do aplicativo não vale duas vezes) ou fora da janela de ±30 segundos: 401 \`${MENSAGENS_DOIS_FATORES.codigoInvalido}\`.
- Senha errada: a mesma resposta de sempre (401 \`${CREDENCIAIS_INVALIDAS}\`), com ou sem \`codigo\`.
- **Limite do código:** ${limiteCodigo.limite} tentativas de código por usuário a cada ${MINUTOS_CODIGO} minutos (login, ativar, desativar e novos códigos de recuperação somados), contadas antes de conferir o código; acima disso, 429 com \`Retry-After\`.

**Limite (spec "Limits"):** ${limiteLogin.limite} tentativas por minuto por IP, contadas antes de conferir as credenciais (inclusive as que terminam em 400); a seguinte recebe 429 \`${MENSAGENS.muitasTentativas}\` com o cabeçalho \`Retry-After\` (segundos até liberar).`,
    corpo: ['LoginRequest', loginSchema],
    exemplos: {
      'Login de um gestor de loja': { email: EMAIL_ADMIN, senha: SENHA },
      'Com a verificação em duas etapas: o código do aplicativo': { email: EMAIL_ADMIN, senha: SENHA, codigo: CODIGO_APP },
      'Com um código de recuperação': { email: EMAIL_ADMIN, senha: SENHA, codigo: CODIGO_RECUPERACAO },
    },
    dados: loginResponseSchema,
    sucesso: `Login aceito: token válido por ${HORAS_TOKEN} horas.`,
    mensagem: 'Login realizado com sucesso.',
    exemplo: {
      token: 'eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJzdWIiOiJkNWU2ZjdhOCJ9.c_fLSROkCnybpdyJDxwaO-rqVMjfGWq6i0PtLpyne9U',
      expiraEm: '2026-05-21T22:30:00Z',
      nome: 'Ana Souza',
      email: EMAIL_ADMIN,
      perfil: 'AdminTenant',
    },
    erros: [
      [400, 'E-mail ausente ou vazio', obrigatorio('Email'), { senha: SENHA }],
      [400, 'Senha ausente ou vazia', obrigatorio('Senha'), { email: EMAIL_ADMIN, senha: '' }],
      [
        400,
        'Senha com mais de 128 caracteres',
        'O campo Senha deve ter no máximo 128 caracteres.',
        { email: EMAIL_ADMIN, senha: 'a1'.repeat(65) },
      ],
      [401, 'E-mail desconhecido, senha errada, usuário inativo ou tenant inativo', CREDENCIAIS_INVALIDAS],
      [401, 'Verificação em duas etapas ativa e codigo ausente (erros[1] é o marcador)', MENSAGENS_DOIS_FATORES.codigoNecessario],
      [401, 'Código do aplicativo ou de recuperação errado, já usado ou fora da janela', MENSAGENS_DOIS_FATORES.codigoInvalido],
      muitasTentativas(`Mais de ${limiteLogin.limite} tentativas por minuto do mesmo IP (veja Retry-After)`),
      erro429Codigo,
    ],
  }),

  op('GET /api/v1/AuthAdmin/primeiro-acesso', 'solicitarPrimeiroAcessoAdmin', {
    resumo: 'Pedir (de novo) o link de primeiro acesso',
    descricao: `Envia por e-mail o link para o usuário definir a senha pela primeira vez, quando a conta está ativa e ainda não tem senha (por exemplo, quando o link anterior expirou ou se perdeu).

- O link vale **${HORAS_PRIMEIRO_ACESSO} horas** e é de uso único; um novo pedido invalida o link anterior.
- ${SEM_REVELAR_EMAIL} A conta que já tem senha não recebe nada: use a recuperação de senha.

${LIMITE_SENHA_TEXTO}`,
    query: {
      schema: primeiroAcessoQuerySchema,
      descricoes: { email: 'E-mail do usuário do painel (sem diferenciar maiúsculas).' },
      exemplo: { email: EMAIL_ADMIN },
    },
    ...soMensagem('Pedido recebido (a mesma resposta com o e-mail cadastrado ou não).', MENSAGENS_SENHA.primeiroAcessoEnviado),
    erros: [[400, 'Parâmetro email ausente ou vazio', obrigatorio('Email'), {}], erro429Senha],
  }),

  op('POST /api/v1/AuthAdmin/primeiro-acesso', 'definirSenhaPrimeiroAcessoAdmin', {
    resumo: 'Definir a senha no primeiro acesso',
    descricao: `Define a primeira senha do usuário com o token recebido por e-mail (válido por **${HORAS_PRIMEIRO_ACESSO} horas**). Depois, faça login em POST /api/v1/authadmin/login.

${POLITICA_SENHA} \`confirmacaoSenha\` deve ser igual a \`senha\`.

${TOKEN_DE_USO_UNICO} Uma conta que já tem senha não aceita token de primeiro acesso (422).

${LIMITE_SENHA_TEXTO}`,
    corpo: ['PrimeiroAcessoRequest', primeiroAcessoSchema],
    exemplos: {
      'Definir a senha com o token do e-mail': { email: EMAIL_ADMIN, token: TOKEN_EMAIL, senha: SENHA, confirmacaoSenha: SENHA },
    },
    ...soMensagem('Senha definida; o token foi gasto.', MENSAGENS_SENHA.senhaDefinida),
    erros: [
      [400, 'Token ausente ou vazio', obrigatorio('Token'), { email: EMAIL_ADMIN, senha: SENHA, confirmacaoSenha: SENHA }],
      ...errosDaSenha('senha', 'Senha', 'abcdefgh'),
      [erroTokenInvalido[0], `${erroTokenInvalido[1]}; ou a conta já tem senha`, erroTokenInvalido[2]],
      erro429Senha,
    ],
  }),

  op('POST /api/v1/AuthAdmin/recuperar-senha', 'solicitarRedefinicaoSenhaAdmin', {
    resumo: 'Pedir o link de redefinição de senha',
    descricao: `Envia por e-mail o link para redefinir a senha de uma conta ativa. O link vale **${MINUTOS_REDEFINICAO} minutos** e é de uso único; um novo pedido invalida o link anterior. A senha atual continua valendo até ser redefinida.

${SEM_REVELAR_EMAIL}

${LIMITE_SENHA_TEXTO}`,
    corpo: ['RecuperarSenhaRequest', recuperarSenhaSchema],
    exemplos: {
      'Pedir o link de redefinição': { email: EMAIL_ADMIN },
    },
    ...soMensagem('Pedido recebido (a mesma resposta com o e-mail cadastrado ou não).', MENSAGENS_SENHA.recuperacaoEnviada),
    erros: [[400, 'E-mail ausente ou vazio', obrigatorio('Email'), { email: '  ' }], erro429Senha],
  }),

  opLogado('GET /api/v1/AuthAdmin/conta', 'obterMinhaContaAdmin', {
    resumo: 'A conta de quem está logado',
    descricao: `Nome, e-mail, perfil e empresa (tenant) do usuário dono do token, em qualquer perfil (\`Operador\` incluído), o login anterior ao desta sessão (\`loginAnteriorEm\`) e a situação da verificação em duas etapas (nunca o segredo). Sempre a própria conta: não há parâmetro de usuário.`,
    dados: contaAdminResponseSchema,
    sucesso: 'A conta do usuário do token.',
    exemplo: {
      id: 'd5e6f7a8-1b2c-4d3e-8f90-a1b2c3d4e5f6',
      nome: 'Ana Souza',
      email: EMAIL_ADMIN,
      perfil: 'AdminTenant',
      tenantId: '7c9e6679-7425-40de-944b-e07fc1f90ae7',
      tenantNome: 'Loja Exemplo',
      ultimoLoginEm: '2026-05-21T14:30:00Z',
      loginAnteriorEm: '2026-05-20T11:05:00Z',
      criadoEm: '2026-02-03T12:00:00Z',
      doisFatoresAtivadoEm: '2026-03-10T13:00:00Z',
      codigosRecuperacaoRestantes: 9,
    },
    erros: [],
  }),

  opLogado('POST /api/v1/AuthAdmin/trocar-senha', 'trocarSenhaAdmin', {
    resumo: 'Trocar a própria senha',
    descricao: `O usuário logado (qualquer perfil) troca a própria senha informando a atual. Com o token bearer ou com a sessão do painel no navegador (cookie; escrita só da própria origem).

${POLITICA_SENHA} \`confirmacaoSenha\` deve ser igual a \`novaSenha\`, e a nova senha deve ser diferente da atual.

- **As outras sessões terminam:** todo token emitido antes da troca (outros aparelhos, outras abas com outro login) passa a receber 401, como na redefinição.
- **A sessão de quem trocou continua:** chamada com \`Authorization: Bearer\`, a resposta traz o **novo token** em \`token\` (o usado na chamada deixou de valer); chamada pela sessão do navegador, a resposta renova o cookie da sessão (\`Set-Cookie\`) e \`token\` vem null — o token nunca chega ao JavaScript da página.
- A troca é registrada na auditoria (ação \`TrocaSenha\`, sem a senha) e um e-mail avisa o usuário: “Sua senha do painel Fidelidade foi alterada”, com data e hora e o link de “Esqueci minha senha” para quem não fez a troca. Links de redefinição ainda pendentes deixam de valer.

**Limite:** ${limiteTroca.limite} tentativas por usuário a cada ${MINUTOS_TROCA} minutos, contadas depois de validar o corpo e antes de conferir a senha atual (certas ou erradas, como no login), para que uma sessão roubada não sirva para adivinhar a senha; acima disso, 429 com \`Retry-After\`.`,
    corpo: ['TrocarSenhaRequest', trocarSenhaSchema],
    exemplos: {
      'Trocar a senha': { senhaAtual: SENHA, novaSenha: 'Fidelidade2027', confirmacaoSenha: 'Fidelidade2027' },
    },
    dados: senhaTrocadaResponseSchema,
    sucesso: 'Senha trocada: as outras sessões foram encerradas; a de quem chamou foi renovada.',
    mensagem: MENSAGENS_SENHA.senhaAlterada,
    exemplo: {
      token: 'eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJzdWIiOiJkNWU2ZjdhOCJ9.c_fLSROkCnybpdyJDxwaO-rqVMjfGWq6i0PtLpyne9U',
      expiraEm: '2026-05-21T22:30:00Z',
    },
    erros: [
      [400, 'Senha atual ausente ou vazia', obrigatorio('SenhaAtual'), { novaSenha: 'Fidelidade2027', confirmacaoSenha: 'Fidelidade2027' }],
      [
        400,
        'Nova senha fora da política (8 a 128 caracteres, letras e números)',
        MENSAGENS_SENHA.politica,
        { senhaAtual: SENHA, novaSenha: '12345678', confirmacaoSenha: '12345678' },
      ],
      [
        400,
        'confirmacaoSenha diferente de novaSenha',
        MENSAGENS_SENHA.confirmacao,
        { senhaAtual: SENHA, novaSenha: 'Fidelidade2027', confirmacaoSenha: 'Fidelidade2028' },
      ],
      [400, 'Nova senha igual à atual', MENSAGENS_SENHA.novaIgualAtual, { senhaAtual: SENHA, novaSenha: SENHA, confirmacaoSenha: SENHA }],
      [422, 'Senha atual errada (conta como tentativa no limite)', MENSAGENS_SENHA.senhaAtualErrada],
      muitasTentativas(
        `Mais de ${limiteTroca.limite} tentativas do mesmo usuário em ${MINUTOS_TROCA} minutos (veja Retry-After)`,
        `Muitas tentativas. Aguarde ${MINUTOS_TROCA} minutos.`,
      ),
    ],
  }),

  op('POST /api/v1/AuthAdmin/confirmar-redefinicao-senha', 'confirmarRedefinicaoSenhaAdmin', {
    resumo: 'Redefinir a senha com o token recebido',
    descricao: `Troca a senha com o token do e-mail de recuperação (válido por **${MINUTOS_REDEFINICAO} minutos**). Depois, faça login com a nova senha.

${POLITICA_SENHA} \`confirmacaoSenha\` deve ser igual a \`novaSenha\`.

${TOKEN_DE_USO_UNICO}

${LIMITE_SENHA_TEXTO}`,
    corpo: ['ConfirmarRedefinicaoSenhaRequest', confirmarRedefinicaoSchema],
    exemplos: {
      'Redefinir a senha com o token do e-mail': {
        email: EMAIL_ADMIN,
        token: TOKEN_EMAIL,
        novaSenha: 'Fidelidade2027',
        confirmacaoSenha: 'Fidelidade2027',
      },
    },
    ...soMensagem('Senha redefinida; o token foi gasto e as sessões anteriores foram encerradas.', MENSAGENS_SENHA.senhaRedefinida),
    erros: [
      [400, 'Nova senha ausente ou vazia', obrigatorio('NovaSenha'), { email: EMAIL_ADMIN, token: TOKEN_EMAIL, confirmacaoSenha: SENHA }],
      ...errosDaSenha('novaSenha', 'Nova senha', '12345678'),
      erroTokenInvalido,
      erro429Senha,
    ],
  }),

  opLogado('POST /api/v1/AuthAdmin/dois-fatores/iniciar', 'iniciarDoisFatoresAdmin', {
    resumo: 'Começar a ativar a verificação em duas etapas',
    descricao: `Primeiro passo da ativação (qualquer perfil, na própria conta): o servidor cria um **segredo pendente** e o devolve, com o endereço \`otpauth://\` para o código QR. O usuário o adiciona ao aplicativo autenticador (Google Authenticator, Microsoft Authenticator, 1Password…) e confirma em POST /api/v1/AuthAdmin/dois-fatores/ativar. Nada muda no login até a confirmação; chamar de novo troca o segredo pendente. O segredo é guardado cifrado e, depois de ativado, nunca mais é devolvido. Já ativa: 409.`,
    dados: ativacaoIniciadaResponseSchema,
    sucesso: 'Segredo pendente criado.',
    mensagem: MENSAGENS_DOIS_FATORES.iniciada,
    exemplo: {
      segredo: 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP',
      uri: 'otpauth://totp/Fidelidade%3Agerente%40lojaexemplo.com.br?secret=JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP&issuer=Fidelidade&algorithm=SHA1&digits=6&period=30',
    },
    erros: [[409, 'A verificação em duas etapas já está ativa', MENSAGENS_DOIS_FATORES.jaAtiva]],
  }),

  opLogado('POST /api/v1/AuthAdmin/dois-fatores/ativar', 'ativarDoisFatoresAdmin', {
    resumo: 'Confirmar a ativação da verificação em duas etapas',
    descricao: `Segundo passo: um código atual do aplicativo (do segredo pendente) **e** a senha atual ativam a verificação. A partir daí o login pede o código (POST /api/v1/authadmin/login, campo \`codigo\`).

- A resposta traz os **10 códigos de recuperação**, de uso único, **uma única vez** (o servidor guarda só o hash): guarde-os fora do celular.
${SESSAO_RENOVADA}
- Auditoria (\`AtivarDoisFatores\`, sem segredo nem códigos) e e-mail de aviso ao usuário.

${LIMITE_CODIGO_TEXTO}`,
    corpo: ['AtivarDoisFatoresRequest', confirmarDoisFatoresSchema],
    exemplos: { 'Confirmar com o código do aplicativo e a senha': { senha: SENHA, codigo: CODIGO_APP } },
    dados: doisFatoresAtivadosResponseSchema,
    sucesso: 'Verificação ativada; as outras sessões foram encerradas.',
    mensagem: MENSAGENS_DOIS_FATORES.ativada,
    exemplo: { token: TOKEN_NOVO, expiraEm: '2026-05-21T22:30:00Z', codigosRecuperacao: CODIGOS_RECUPERACAO },
    erros: [
      ...errosDaConfirmacao(CODIGO_APP),
      [409, 'A verificação em duas etapas já está ativa', MENSAGENS_DOIS_FATORES.jaAtiva],
      [422, 'Sem segredo pendente (chame dois-fatores/iniciar antes)', MENSAGENS_DOIS_FATORES.semAtivacaoPendente],
      erro429Codigo,
    ],
  }),

  opLogado('POST /api/v1/AuthAdmin/dois-fatores/desativar', 'desativarDoisFatoresAdmin', {
    resumo: 'Desativar a verificação em duas etapas',
    descricao: `Com a senha atual e um código — do aplicativo ou de recuperação —, desliga a verificação: o login volta a pedir só a senha; o segredo e os códigos de recuperação são apagados.

${SESSAO_RENOVADA}
- Auditoria (\`DesativarDoisFatores\`) e e-mail de aviso ao usuário.

${LIMITE_CODIGO_TEXTO}`,
    corpo: ['DesativarDoisFatoresRequest', confirmarDoisFatoresSchema],
    exemplos: {
      'Com o código do aplicativo': { senha: SENHA, codigo: CODIGO_APP },
      'Com um código de recuperação': { senha: SENHA, codigo: CODIGO_RECUPERACAO },
    },
    dados: senhaTrocadaResponseSchema,
    sucesso: 'Verificação desativada; as outras sessões foram encerradas.',
    mensagem: MENSAGENS_DOIS_FATORES.desativada,
    exemplo: { token: TOKEN_NOVO, expiraEm: '2026-05-21T22:30:00Z' },
    erros: errosComAtiva(),
  }),

  opLogado('POST /api/v1/AuthAdmin/dois-fatores/codigos-recuperacao', 'gerarCodigosRecuperacaoAdmin', {
    resumo: 'Gerar novos códigos de recuperação',
    descricao: `Com a senha atual e um código (do aplicativo ou de recuperação), troca os códigos de recuperação por **10 novos**, mostrados só nesta resposta; os anteriores, usados ou não, deixam de valer. As sessões continuam. Auditoria \`RegenerarCodigosRecuperacao\`.

${LIMITE_CODIGO_TEXTO}`,
    corpo: ['CodigosRecuperacaoRequest', confirmarDoisFatoresSchema],
    exemplos: { 'Com o código do aplicativo': { senha: SENHA, codigo: CODIGO_APP } },
    dados: codigosRecuperacaoResponseSchema,
    sucesso: 'Novos códigos de recuperação.',
    mensagem: MENSAGENS_DOIS_FATORES.codigosGerados,
    exemplo: { codigosRecuperacao: CODIGOS_RECUPERACAO },
    erros: errosComAtiva(),
  }),
];
