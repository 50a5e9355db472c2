// zod schemas of the `dados` the communication campaign endpoints answer (docs/comunicacao.md),
// for the OpenAPI document (lib/openapi/respostas.ts explains the pattern).
import { z } from 'zod';
import { d, uuid, dataHora, dataHoraOuNulo, inteiro, paginaDoPainel, criadoEAtualizado } from '@/lib/openapi/formatos';
import { nomeDaCampanha, nomeDoPrograma } from '@/lib/openapi/campos';

const contagensSchema = z
  .object({
    total: inteiro('Destinatários preparados (membros do segmento no envio).'),
    pendentes: inteiro('Aguardando liberação (agendamento ou horário de silêncio).'),
    enfileirados: inteiro('No outbox, ainda não entregues.'),
    enviados: inteiro('Entregues ao canal.'),
    holdout: inteiro('Grupo de controle: não recebem nada.'),
    ignoradosConsentimento: inteiro('Sem consentimento de marketing para o canal.'),
    ignoradosOptout: inteiro('Retiraram o consentimento (descadastro) antes de a mensagem sair.'),
    ignoradosLimite: inteiro('Já tinham atingido o limite semanal de mensagens de marketing.'),
    semContato: inteiro('Sem e-mail ou telefone para o canal (também quando o contato sumiu antes do envio).'),
    falhas: inteiro('O canal recusou a mensagem em todas as tentativas (8); não contam no limite semanal.'),
    cancelados: inteiro('Não enviados porque a campanha foi cancelada.'),
    descadastrosCausados: inteiro(
      'Descadastros que a campanha causou: clientes inscritos que, depois de receber a mensagem, saíram pelo link dela ou respondendo SAIR. Continuam contados em enviados (não é uma situação).',
    ),
  })
  .meta({ id: 'ContagensCampanhaComunicacao', description: 'Destinatários da campanha por situação.' });

export const campanhaComunicacaoSchema = z
  .object({
    id: uuid('Id da campanha.'),
    tenantId: uuid('Tenant.'),
    nome: nomeDaCampanha,
    segmentoId: uuid('Segmento do público (null se o segmento foi excluído).').nullable(),
    canal: z.enum(['WhatsApp', 'Email']).meta(d('Canal da mensagem.')),
    assunto: z.string().nullable().meta(d('Assunto (e-mail); aceita variáveis.')),
    modelo: z.string().meta(d('Texto com variáveis {nome}, {saldoCashback}, {proximaExpiracao}, {loja}, {pontos}.')),
    holdoutPercentual: z.int().meta(d('Percentual sorteado para o grupo de controle (0 a 50).')),
    status: z.enum(['Rascunho', 'Agendada', 'Enviando', 'Concluida', 'Cancelada']).meta(d('Situação.')),
    agendadaPara: dataHoraOuNulo('Quando o envio começa (UTC).'),
    iniciadaEm: dataHoraOuNulo('Quando os destinatários foram preparados (UTC); início da janela dos resultados.'),
    ...criadoEAtualizado,
    contagens: contagensSchema,
  })
  .meta({ id: 'CampanhaComunicacaoResponse', description: 'Campanha de comunicação com as contagens dos destinatários.' });

export const listaCampanhasComunicacaoSchema = paginaDoPainel(
  'ListaCampanhasComunicacaoResponse',
  campanhaComunicacaoSchema,
  'Itens desta página, mais recentes primeiro.',
  'Total de campanhas.',
);

/** The reach before sending: in the preview's answer, and the whole answer of GET …/campanhas/{id}/alcance. */
export const alcanceCampanhaSchema = z.object({
  noSegmento: inteiro('Clientes do segmento agora (na prévia, igual a totalSegmento).'),
  podemReceber: inteiro(
    'Com consentimento de marketing neste canal, neste programa, e o contato do canal (telefone / e-mail): a mesma regra do envio. Os demais ficam de fora.',
  ),
  semConsentimento: inteiro('Têm o contato, mas não aceitaram marketing neste canal (ficarão `IgnoradoConsentimento`).'),
  semContato: inteiro('Sem telefone (WhatsApp) ou e-mail (Email) (ficarão `SemContato`).'),
  holdoutPercentual: inteiro('Grupo de controle usado na estimativa (o da campanha salva; na prévia, o do pedido, e sem ele 10).'),
  grupoControleEstimado: inteiro('Cerca de quantos o grupo de controle segura: podemReceber × holdout %, arredondado.'),
  envioEstimado: inteiro(
    'Cerca de quantos recebem: podemReceber − grupoControleEstimado. O sorteio é por cliente, então o número exato só se sabe no envio; o limite semanal pode deixar mais alguns de fora.',
  ),
});

export const previaComunicacaoSchema = z
  .object({
    clienteId: uuid('Cliente da prévia.'),
    nomeCliente: z.string().nullable().meta(d('Nome cadastrado.')),
    assunto: z.string().nullable().meta(d('Assunto renderizado (e-mail).')),
    texto: z.string().meta(d('Texto renderizado, com o rodapé de descadastro.')),
    totalSegmento: inteiro('Clientes do segmento agora.'),
    alcance: alcanceCampanhaSchema.meta(d('Alcance antes de enviar (docs/comunicacao.md, "Alcance antes de enviar").')),
  })
  .meta({ id: 'PreviaCampanhaComunicacaoResponse', description: 'A mensagem que um cliente do segmento receberia.' });

const grupoSchema = z.object({
  clientes: inteiro('Clientes do grupo.'),
  compradores: inteiro('Clientes com ao menos uma compra na janela.'),
  compras: inteiro('Compras (vendas registradas) na janela.'),
  receita: z.string().meta(d('Soma de valorFinal (R$, decimal exato).')),
  receitaPorCliente: z.string().meta(d('Receita / clientes (R$).')),
  comprasPorCliente: z.string().meta(d('Compras / clientes.')),
  taxaConversao: z.string().meta(d('Compradores / clientes (0 a 1).')),
});

const intervaloSchema = z
  .object({
    diferenca: z.string().meta(d('Enviados − controle.')),
    inferior: z.string().meta(d('Limite inferior do IC 95 %.')),
    superior: z.string().meta(d('Limite superior do IC 95 %.')),
    erroPadrao: z.string().meta(d('Erro padrão da diferença.')),
  })
  .nullable();

/** A results window's comparison of the group that received against the control group (campaigns and automations). */
export const comparacaoDosGrupos = {
  enviados: grupoSchema,
  holdout: grupoSchema,
  receitaPorCliente: intervaloSchema.meta(d('Diferença de receita por cliente (Welch), null com menos de 2 clientes num grupo.')),
  taxaConversao: intervaloSchema.meta(d('Diferença da taxa de conversão (aproximação normal).')),
};

export const resultadosComunicacaoSchema = z
  .object({
    campanhaId: uuid('Campanha.'),
    iniciadaEm: dataHoraOuNulo('Início da janela (UTC); null se a campanha não foi enviada.'),
    janelas: z.array(
      z.object({
        dias: z.int().meta(d('Dias após o envio.')),
        inicio: dataHora('Início (UTC).'),
        fim: dataHora('Fim, exclusivo (UTC).'),
        completa: z.boolean().meta(d('A janela já terminou.')),
        ...comparacaoDosGrupos,
      }),
    ),
  })
  .meta({
    id: 'ResultadosCampanhaComunicacaoResponse',
    description: 'Compras e receita por cliente do grupo enviado contra o grupo de controle.',
  });

export const configuracaoComunicacaoResponseSchema = z
  .object({
    limiteSemanal: z.int().meta(d('Máximo de mensagens de marketing por cliente em 7 dias.')),
    silencioInicio: z.string().meta(d('Início do horário de silêncio (HH:MM, hora local).')),
    silencioFim: z.string().meta(d('Fim do horário de silêncio (HH:MM); igual ao início = sem silêncio.')),
    fusoHorario: z.string().meta(d('Fuso IANA padrão: vale para clientes sem loja de origem; os demais seguem o fuso da loja de origem.')),
  })
  .meta({ id: 'ConfiguracaoComunicacaoResponse', description: 'Regras de marketing do tenant.' });

export const descadastroSchema = z
  .object({
    programa: nomeDoPrograma,
    canal: z.enum(['WhatsApp', 'Email']).meta(d('Canal do link.')),
    inscrito: z.boolean().meta(d('Ainda aceita marketing por este canal.')),
  })
  .meta({ id: 'DescadastroResponse', description: 'O que o link de descadastro nomeia.' });

export const entradaWhatsappResponseSchema = z
  .object({
    descadastrado: z.boolean().meta(d('A mensagem era uma palavra de saída (SAIR, PARAR…).')),
    programas: inteiro('Programas em que o número deixou de receber marketing pelo WhatsApp.'),
  })
  .meta({ id: 'EntradaWhatsappResponse', description: 'Resultado de uma resposta recebida pelo WhatsApp.' });
