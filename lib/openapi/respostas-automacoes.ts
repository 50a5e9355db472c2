// zod schemas of the `dados` the automation endpoints answer (docs/automacoes.md), for the
// OpenAPI document (lib/openapi/respostas.ts explains the pattern).
import { z } from 'zod';
import { d, dataHoraOuNulo, inteiro, uuid } from '@/lib/openapi/formatos';
import { TIPOS_AUTOMACAO } from '@/lib/domain/automacao/definicoes';
import { comparacaoDosGrupos } from '@/lib/openapi/respostas-comunicacao';

const tipoAutomacao = z.enum(TIPOS_AUTOMACAO).meta(d('Qual automação.'));

export const automacaoResponseSchema = z
  .object({
    tipo: tipoAutomacao,
    nome: z.string().meta(d('Nome para o painel.')),
    descricao: z.string().meta(d('O que ela faz.')),
    configurada: z.boolean().meta(d('False até o primeiro salvamento: os valores são os padrões e nada roda.')),
    ativa: z.boolean().meta(d('Ligada: roda a cada 15 minutos.')),
    ativadaEm: dataHoraOuNulo('Quando foi ligada pela última vez (UTC); as boas-vindas valem para primeiras compras a partir daí.'),
    campanhaId: uuid(
      'Campanha de comunicação que guarda canal, modelo e grupo de controle (resultados: GET …/automacoes/{tipo}/resultados).',
    ).nullable(),
    canal: z.enum(['WhatsApp', 'Email']).meta(d('Canal das mensagens.')),
    assunto: z.string().nullable().meta(d('Assunto (e-mail).')),
    modelo: z
      .string()
      .meta(
        d(
          'Modelo da mensagem, com {nome}, {saldoCashback}, {proximaExpiracao}, {loja}, {pontos} e, em Aniversario e Reconquista com bônus, {bonus} (o bônus creditado com a mensagem: R$ 10,00 ou 500 pontos).',
        ),
      ),
    holdoutPercentual: inteiro('Percentual do grupo de controle (0 a 50), que não recebe nada.'),
    diasSemCompra: inteiro('Reconquista: dias sem compra.').nullable(),
    bonus: z
      .object({
        tipoBeneficio: z.enum(['Cashback', 'Pontos']).meta(d('Benefício do bônus.')),
        valor: z.number().meta(d('R$ (cashback) ou pontos inteiros.')),
        validadeDias: inteiro('Dias de validade do bônus; null: a validade da campanha ativa da loja, ou sem expiração.').nullable(),
      })
      .nullable()
      .meta(d('Bônus creditado com a mensagem (aniversário, reconquista).')),
    envios: z
      .object({
        enviados: inteiro('Mensagens enviadas ou na fila.'),
        pendentes: inteiro('Esperando o horário permitido ou o próximo lote.'),
        holdout: inteiro('Clientes sorteados para o grupo de controle.'),
        ignorados: inteiro('Sem consentimento, descadastrados, no limite semanal, sem contato ou cancelados.'),
      })
      .meta(d('Destinatários por resultado, desde a criação.')),
    atualizadoEm: dataHoraOuNulo('Última alteração (UTC).'),
  })
  .meta({ id: 'AutomacaoResponse', description: 'Uma automação do programa e seus números.' });

export const listaAutomacoesSchema = z
  .array(automacaoResponseSchema)
  .meta({ id: 'ListaAutomacoesResponse', description: 'As quatro automações, sempre na mesma ordem.' });

export const resultadosAutomacaoSchema = z
  .object({
    tipo: tipoAutomacao,
    campanhaId: uuid('Campanha de comunicação da automação; null se nunca foi configurada.').nullable(),
    janelas: z.array(
      z.object({
        dias: z.int().meta(d('Dias depois de cada destinatário ser alcançado.')),
        emAndamento: inteiro('Destinatários cuja janela ainda não terminou (fora da conta).'),
        ...comparacaoDosGrupos,
      }),
    ),
    descadastrosCausados: inteiro(
      'Descadastros causados pela automação: clientes que receberam uma mensagem dela e saíram por ela (o link do e-mail, ou SAIR em resposta no WhatsApp), desde a criação. Como `contagens.descadastrosCausados` de uma campanha.',
    ),
  })
  .meta({
    id: 'ResultadosAutomacaoResponse',
    description: 'Compras e receita, na janela de cada destinatário, do grupo que recebeu contra o grupo de controle.',
  });
