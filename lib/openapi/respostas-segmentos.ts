// zod schemas of the `dados` the segment endpoints answer (docs/segmentos.md), for the OpenAPI
// document (lib/openapi/respostas.ts explains the pattern).
import { z } from 'zod';
import { d, uuid, dataHora, dataHoraOuNulo, inteiro, listaFiltrada, paginaDoPainel, criadoEAtualizado } from '@/lib/openapi/formatos';
import { cpfMascarado, nomeDoCliente, nomeDoPrograma } from '@/lib/openapi/campos';

const opcional = <T extends z.ZodType>(s: T, descricao: string) => s.optional().meta(d(descricao));

export const filtroSegmentoResponseSchema = z
  .object({
    lojaId: opcional(z.uuid(), 'Só quem comprou nesta loja; compras, valor gasto, recência e RFM contam só as compras dela.'),
    compraNosUltimosDias: opcional(z.int(), 'Comprou nos últimos N dias.'),
    semCompraHaDias: opcional(z.int(), 'Não comprou nos últimos N dias (inclui quem nunca comprou).'),
    periodoDias: opcional(z.int(), 'Período, em dias até agora, de comprasMin/Max e valorGastoMin/Max (padrão 90).'),
    comprasMin: opcional(z.int(), 'Mínimo de compras no período.'),
    comprasMax: opcional(z.int(), 'Máximo de compras no período (quem não comprou tem 0).'),
    valorGastoMin: opcional(z.number(), 'Mínimo gasto no período (R$, soma de valorFinal).'),
    valorGastoMax: opcional(z.number(), 'Máximo gasto no período (R$).'),
    saldoMin: opcional(z.number(), 'Saldo de cashback disponível agora de pelo menos (R$).'),
    saldoExpirandoMin: opcional(z.number(), 'Cashback disponível que expira em até expiraEmDias de pelo menos (R$); 0: algum.'),
    expiraEmDias: opcional(z.int(), 'Janela de expiração em dias (padrão 30).'),
    mesesAniversario: opcional(z.array(z.int().min(1).max(12)), 'Meses de aniversário (1 a 12), qualquer um deles.'),
    canal: opcional(z.enum(['WhatsApp', 'Email']), 'Com consentimento de marketing neste canal e um contato (telefone ou e-mail).'),
    rfm: opcional(
      z.array(z.enum(['Novos', 'Ativos', 'EmRisco', 'Inativos', 'Campeoes'])),
      'Classes RFM, qualquer uma delas (definições em docs/segmentos.md).',
    ),
  })
  .meta({ id: 'FiltroSegmento', description: 'Condições do segmento: todas valem juntas (E); dentro de uma lista, qualquer valor (OU).' });

export const segmentoResponseSchema = z
  .object({
    id: uuid('Id do segmento.'),
    tenantId: uuid('Tenant do segmento.'),
    nome: z.string().meta(d('Nome, único no tenant.')),
    descricao: z.string().nullable().meta(d('Descrição livre.')),
    filtro: filtroSegmentoResponseSchema,
    ...criadoEAtualizado,
  })
  .meta({ id: 'SegmentoResponse', description: 'Segmento salvo. Os membros são calculados a cada consulta, nunca guardados.' });

export const listaSegmentosSchema = listaFiltrada(segmentoResponseSchema, 'ListaSegmentosResponse', 'segmentos');

export const contagemSegmentoSchema = z
  .object({
    total: inteiro('Clientes do segmento agora.'),
    calculadoEm: dataHora('Instante da contagem (UTC).'),
  })
  .meta({ id: 'ContagemSegmentoResponse', description: 'Contagem de um filtro.' });

export const membroSegmentoSchema = z
  .object({
    id: uuid('Id do cliente (abre `/painel/clientes/{id}`; o `clienteId` da API do PDV).'),
    nome: nomeDoCliente,
    cpfMascarado: cpfMascarado('CPF mascarado `***.456.789-**`, como na lista de clientes, para todos os perfis.'),
    ultimaCompraEm: dataHoraOuNulo('Última compra registrada no programa, em qualquer loja (UTC); null se nunca comprou.'),
    saldoCashback: z.number().meta(d('Cashback liberado no programa, disponível para resgate agora (R$), como na lista de clientes.')),
    saldoPontos: z.number().meta(d('Pontos disponíveis no programa.')),
  })
  .meta({ id: 'MembroSegmentoItem', description: 'Cliente que está no segmento agora.' });

export const listaMembrosSegmentoSchema = paginaDoPainel(
  'ListaMembrosSegmentoResponse',
  membroSegmentoSchema,
  'Página pedida: quem comprou por último primeiro; quem nunca comprou no fim; empate pelo id.',
  'Clientes no segmento agora (o mesmo número da contagem).',
);

// --- Preferências de comunicação (clube) ----------------------------------------------------------

export const preferenciasClubeSchema = z
  .object({
    telefoneInformado: z.boolean().meta(d('O perfil tem telefone (necessário para aceitar WhatsApp).')),
    emailInformado: z.boolean().meta(d('O perfil tem e-mail (necessário para aceitar e-mail).')),
    programas: z
      .array(
        z.object({
          tenantId: uuid('Programa (tenant).'),
          programa: nomeDoPrograma,
          whatsapp: z.boolean().meta(d('Aceita mensagens de marketing pelo WhatsApp neste programa.')),
          email: z.boolean().meta(d('Aceita mensagens de marketing por e-mail neste programa.')),
          atualizadoEm: dataHora('Última escolha (UTC); null se o cliente nunca escolheu (nada consentido).').nullable(),
        }),
      )
      .meta(d('Um item por programa ativo do cliente, em ordem de nome.')),
  })
  .meta({ id: 'PreferenciasClubeResponse', description: 'Preferências de marketing do cliente, por programa.' });
