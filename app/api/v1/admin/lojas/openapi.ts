// OpenAPI declarations of the store administration (list, create, read, update, status)
// (lib/openapi/registro.ts explains the pattern). One file for the folder and its [id] and
// [id]/status subfolders.
import { MENSAGENS } from '@/lib/erros';
import { obrigatorio } from '@/lib/api/campos';
import { MENSAGENS_LOJA_ADMIN, type LojaResponse } from '@/lib/domain/loja/admin-lojas';
import { definirOperacoes, type ErroDeclarado } from '@/lib/openapi/registro';
import type { RotasDocumentadas } from '@/app/api/v1/openapi.json/rotas';
import {
  ERROS,
  LOJA_ID,
  TENANT_ID,
  alternarAtivo,
  recursoDoPainel,
  PRIMEIRA_PAGINA,
  tenantInexistente,
  perfisDoTenant,
} from '@/lib/openapi/comuns';
import { listaLojasSchema, lojaResponseSchema } from '@/lib/openapi/respostas-plataforma';
import { CNPJ, CNPJ_DIGITOS, RECEM_CRIADO } from '@/lib/openapi/exemplos';
import { atualizarLojaSchema, criarLojaSchema, listarLojasQuerySchema } from './schemas';

const TAG = 'Painel: lojas';

const loja: LojaResponse = {
  id: LOJA_ID,
  tenantId: TENANT_ID,
  nome: 'Loja Centro',
  cnpj: CNPJ_DIGITOS,
  ativo: true,
  fusoHorario: 'America/Sao_Paulo',
  ...RECEM_CRIADO,
};

const PERFIS_ESCRITA = perfisDoTenant('lojas');
const PERFIS_LEITURA = `**Perfis:** \`Operador\` e \`AdminTenant\` (lojas do próprio tenant) e \`SuperAdmin\` (qualquer tenant).`;
const OUTRO_TENANT = `Loja de outro tenant responde 404 \`${MENSAGENS_LOJA_ADMIN.naoEncontrada}\`, como se não existisse.`;
const LIMITE = `**Limite do plano:** com assinatura, o tenant tem no máximo as lojas **ativas** do plano (\`Essencial\` 1, \`Profissional\` 5, \`Rede\` ilimitadas); além disso, 422 \`${MENSAGENS_LOJA_ADMIN.limitePlano(5)}\` (\`… 1 loja.\` no Essencial). Lojas desativadas não contam.`;

const erroTenant: ErroDeclarado = [403, 'AdminTenant ou Operador informando o tenantId de outro tenant', MENSAGENS.acessoNegado];
const erro404: ErroDeclarado = [404, 'Loja inexistente ou de outro tenant', MENSAGENS_LOJA_ADMIN.naoEncontrada];
const lojas = recursoDoPainel(lojaResponseSchema, loja, ['Id da loja (UUID).', LOJA_ID], erro404);
const CAUSA_FUSO = 'Fuso horário que não é uma zona IANA (ex.: -03:00)';
const erroFuso: ErroDeclarado = [
  400,
  CAUSA_FUSO,
  MENSAGENS_LOJA_ADMIN.fusoInvalido,
  { nome: 'Loja Centro', cnpj: CNPJ, fusoHorario: '-03:00' },
];
const erroLimite: ErroDeclarado = [422, 'O plano não tem vaga para mais uma loja ativa', MENSAGENS_LOJA_ADMIN.limitePlano(5)];

const op = definirOperacoes<RotasDocumentadas>({ tag: TAG, seguranca: 'bearerAdmin' });

export const operacoes = [
  op('GET /api/v1/admin/lojas', 'listarLojas', {
    resumo: 'Listar lojas',
    descricao: `Lojas em ordem de nome, paginadas. \`busca\` procura no nome e no início do CNPJ (com ou sem máscara). SuperAdmin sem \`tenantId\` vê as lojas de todos os tenants.\n\n${PERFIS_LEITURA} Um \`tenantId\` de outro tenant dá 403.`,
    query: {
      schema: listarLojasQuerySchema,
      descricoes: {
        tenantId: 'Tenant (SuperAdmin). Para os demais perfis, só o próprio.',
        busca: 'Trecho do nome ou início do CNPJ.',
        ativo: '`true` só ativas; `false` só desativadas; ausente: todas.',
      },
      exemplo: { busca: 'Centro', ativo: 'true', ...PRIMEIRA_PAGINA },
    },
    ...lojas.pagina(listaLojasSchema, 'Página de lojas.'),
    erros: [erroTenant],
  }),

  op('POST /api/v1/admin/lojas', 'criarLoja', {
    resumo: 'Criar uma loja',
    descricao: `Cria uma loja ativa. O \`cnpj\` (com ou sem máscara, numérico ou alfanumérico) é o \`cnpjLoja\` que o PDV envia: único na plataforma e **imutável** depois de criado. \`fusoHorario\` é uma zona IANA (padrão \`America/Sao_Paulo\`) que define o "hoje" de liberação e expiração dos créditos da loja. SuperAdmin informa \`tenantId\`; para os demais, a loja é do próprio tenant.

${LIMITE}

${PERFIS_ESCRITA}`,
    corpo: ['CriarLojaRequest', criarLojaSchema],
    exemplos: {
      'Loja no fuso padrão': { nome: 'Loja Centro', cnpj: CNPJ },
      'Loja em outro fuso, criada pela plataforma': {
        tenantId: TENANT_ID,
        nome: 'Loja Manaus',
        cnpj: '12.ABC.345/01DE-35',
        fusoHorario: 'America/Manaus',
      },
    },
    ...lojas.criado('Loja criada.', 'Loja criada com sucesso.'),
    erros: [
      [400, 'CNPJ ausente', obrigatorio('Cnpj'), { nome: 'Loja Centro' }],
      erroFuso,
      ERROS.semTenant,
      ERROS.perfil,
      erroTenant,
      tenantInexistente(MENSAGENS_LOJA_ADMIN.tenantNaoEncontrado),
      [422, 'CNPJ com tamanho ou dígitos verificadores inválidos', MENSAGENS.cnpjInvalido],
      [422, 'CNPJ já usado por outra loja da plataforma', MENSAGENS_LOJA_ADMIN.cnpjEmUso],
      erroLimite,
    ],
  }),

  op('GET /api/v1/admin/lojas/{id}', 'obterLoja', {
    resumo: 'Obter uma loja',
    descricao: `${PERFIS_LEITURA} ${OUTRO_TENANT}`,
    ...lojas.obter('A loja.', [erro404]),
  }),

  op('PUT /api/v1/admin/lojas/{id}', 'atualizarLoja', {
    resumo: 'Atualizar uma loja',
    descricao: `Altera \`nome\` e \`fusoHorario\` (ausente: mantém o atual). O **CNPJ não muda**: enviá-lo igual é aceito, diferente dá 422 (um CNPJ novo é uma loja nova). Mudar o fuso vale para os créditos seguintes; os já emitidos mantêm suas datas. Sem mudança, nada é gravado nem auditado.\n\n${PERFIS_ESCRITA} ${OUTRO_TENANT}`,
    corpo: ['AtualizarLojaRequest', atualizarLojaSchema],
    exemplos: {
      'Novo nome e fuso': { nome: 'Loja Centro Histórico', fusoHorario: 'America/Recife' },
    },
    ...lojas.porId,
    sucesso: 'Loja atualizada.',
    mensagem: 'Loja atualizada com sucesso.',
    exemplo: { ...loja, nome: 'Loja Centro Histórico', fusoHorario: 'America/Recife', atualizadoEm: '2026-05-22T10:00:00Z' },
    erros: [
      [400, 'Nome ausente', obrigatorio('Nome'), { fusoHorario: 'America/Recife' }],
      [400, CAUSA_FUSO, MENSAGENS_LOJA_ADMIN.fusoInvalido, { nome: 'Loja Centro', fusoHorario: 'Marte/Olympus' }],
      ERROS.perfil,
      erro404,
      [422, 'cnpj diferente do da loja', MENSAGENS_LOJA_ADMIN.cnpjImutavel],
    ],
  }),

  op('PATCH /api/v1/admin/lojas/{id}/status', 'alterarStatusLoja', {
    resumo: 'Ativar ou desativar uma loja',
    descricao: `\`ativo=false\`: toda chamada de PDV com o CNPJ da loja (venda, prévia, resgate, saldo, configuração) passa a responder 422 \`${MENSAGENS.lojaNaoEncontrada}\`, na hora. Vendas, lotes e campanhas são mantidos; \`ativo=true\` restaura a loja, se o plano tiver vaga. Repetir o status atual não muda nada.\n\n${LIMITE}\n\n${PERFIS_ESCRITA} ${OUTRO_TENANT}`,
    ...alternarAtivo('Loja', 'a'),
    ...lojas.porId,
    exemplo: { ...loja, ativo: false, atualizadoEm: '2026-05-22T10:00:00Z' },
    erros: [ERROS.ativoAusente, ERROS.perfil, erro404, [422, 'Reativação sem vaga no plano', MENSAGENS_LOJA_ADMIN.limitePlano(5)]],
  }),
];
