// OpenAPI declarations of the scheduled jobs (/api/cron/*), one pair (GET for Vercel Cron, POST
// for other schedulers) per job of lib/jobs/registro.ts.
import { z } from 'zod';
import { definirOperacoes } from '@/lib/openapi/registro';
import { processamentoLotesSchema } from '@/lib/openapi/respostas';

const rodape =
  '\n\nProtegida por `Authorization: Bearer <CRON_SECRET>` (sem `CRON_SECRET` configurado, toda chamada recebe 401). Processa em rodadas limitadas e pode rodar duas vezes ou em paralelo sem efeito duplicado. Para hospedar sem Vercel, `npm run jobs` executa as mesmas rotinas num processo à parte.';

/** A job's answer: how many of each thing the round handled. */
const contagens = <K extends string>(...nomes: K[]) =>
  z.object(Object.fromEntries(nomes.map((n) => [n, z.number().int()])) as Record<K, z.ZodNumber>);

const jobs = [
  {
    nome: 'lotes',
    id: 'processarLotes',
    resumo: 'Liberar e expirar lotes vencidos',
    descricao:
      'Grava as liberações (Pendente → Disponivel) e expirações (Disponivel → Expirado) de lotes que já venceram, com seus lançamentos e o aviso de cashback liberado, em rodadas de até 1000 lotes. As consultas de saldo e os resgates já consideram a data no momento da chamada; esta rotina mantém os registros em dia.',
    dados: processamentoLotesSchema,
    exemplo: { liberados: 12, expirados: 3, lotes: 1 },
  },
  {
    nome: 'outbox',
    id: 'despacharOutbox',
    resumo: 'Entregar notificações pendentes',
    descricao:
      'Entrega os eventos do outbox (WhatsApp ou e-mail) com novas tentativas e espera exponencial; cada evento leva a mesma chave de idempotência em todas as tentativas.',
    dados: contagens('enviados', 'falhas', 'descartados', 'reivindicados'),
    exemplo: { enviados: 40, falhas: 1, descartados: 2, reivindicados: 43 },
  },
  {
    nome: 'lembretes',
    id: 'enviarLembretesExpiracao',
    resumo: 'Avisar créditos que vão expirar',
    descricao: 'Enfileira o aviso de crédito a expirar nos próximos 5 dias, uma vez por lote.',
    dados: contagens('lotes', 'eventos'),
    exemplo: { lotes: 25, eventos: 22 },
  },
  {
    nome: 'limpeza',
    id: 'limparExpirados',
    resumo: 'Apagar PINs, tokens e mensagens expirados',
    descricao:
      'Apaga PINs do clube e tokens de senha vencidos, cadastros pelo link da loja não concluídos (e os eventos com seus códigos) com mais de 24 horas, eventos entregues com mais de 90 dias e mensagens do sink de desenvolvimento com mais de 30 dias; marca checkouts vencidos.',
    dados: contagens(
      'pins',
      'cadastrosClube',
      'eventosCadastroClube',
      'tokensAdmin',
      'eventosEntregues',
      'mensagensDev',
      'checkoutsExpirados',
    ),
    exemplo: {
      pins: 120,
      cadastrosClube: 14,
      eventosCadastroClube: 14,
      tokensAdmin: 3,
      eventosEntregues: 5000,
      mensagensDev: 0,
      checkoutsExpirados: 1,
    },
  },
  {
    nome: 'saldos',
    id: 'conferirSaldos',
    resumo: 'Conferir o saldo corrente com os lotes',
    descricao:
      'Recalcula, a partir dos lotes ativos, o saldo corrente de cada participação (cliente × loja × benefício: disponível e pendente pelo status gravado) e o compara com o mantido a cada movimento. Qualquer diferença é registrada no log como erro, com as chaves, e a rotina responde 500, para que o agendador acuse a falha.',
    dados: contagens('participacoes', 'divergencias'),
    exemplo: { participacoes: 5230, divergencias: 0 },
  },
  {
    nome: 'comunicacao',
    id: 'executarComunicacao',
    resumo: 'Preparar campanhas agendadas e liberar mensagens',
    descricao:
      'Prepara as campanhas de comunicação cujo horário chegou (destinatários do segmento, grupo de controle sorteado) e libera as mensagens devidas para o outbox sob as regras de marketing: consentimento do canal, limite semanal por cliente e horário de silêncio (docs/comunicacao.md).',
    dados: contagens('preparados', 'enfileirados', 'adiados', 'ignorados', 'concluidas'),
    exemplo: { preparados: 10000, enfileirados: 500, adiados: 0, ignorados: 12, concluidas: 0 },
  },
  {
    nome: 'automacoes',
    id: 'executarAutomacoes',
    resumo: 'Rodar as automações ligadas',
    descricao:
      'Para cada automação ligada (boas-vindas depois da primeira compra, aniversário, reconquista depois de N dias sem compra), grava os destinatários devidos agora, uma vez por ocorrência, com o grupo de controle sorteado, e credita o bônus configurado a quem recebe a mensagem. As mensagens saem pela rotina de comunicação, sob consentimento, limite semanal e silêncio (docs/automacoes.md).',
    dados: contagens('BoasVindas', 'Aniversario', 'Reconquista', 'LembreteExpiracao', 'bonus'),
    exemplo: { BoasVindas: 12, Aniversario: 30, Reconquista: 85, LembreteExpiracao: 0, bonus: 102 },
  },
  {
    nome: 'resumos',
    id: 'conferirResumos',
    resumo: 'Conferir o resumo por participação dos segmentos',
    descricao:
      'Recalcula, a partir das vendas registradas, dos vínculos, dos cadastros e das preferências de comunicação, o resumo de cada participação que os segmentos leem (última compra, últimas compras, mês de aniversário, consentimentos) e o de cada participação em cada loja onde comprou (primeira, última e últimas compras na loja), e os compara com os mantidos a cada escrita. Qualquer diferença é registrada no log como erro, com as chaves, e a rotina responde 500, para que o agendador acuse a falha.',
    dados: contagens('participacoes', 'divergencias'),
    exemplo: { participacoes: 5230, divergencias: 0 },
  },
  {
    nome: 'estatisticas',
    id: 'manterEstatisticas',
    resumo: 'Atualizar estatísticas e limpar linhas mortas sem autovacuum',
    descricao:
      'Só age quando o autovacuum do PostgreSQL está desligado (o banco embutido do `npm start` não tem): faz ANALYZE das tabelas em que mais de 50 linhas + 10 % mudaram desde o último, e VACUUM (com ANALYZE) das que têm mais de 50 + 20 % de linhas mortas, os limites padrão do autovacuum. Sem estatísticas, os planos feitos quando as tabelas eram pequenas (varreduras completas) ficariam para sempre nas conexões do servidor. Com o autovacuum ligado, responde zeros.',
    dados: contagens('analisadas', 'aspiradas'),
    exemplo: { analisadas: 3, aspiradas: 1 },
  },
] as const;

const op = definirOperacoes({ tag: 'Tarefas agendadas', seguranca: 'cronSecret' });

export const operacoes = jobs.flatMap((j) =>
  (['GET', 'POST'] as const).map((metodo) =>
    op(`${metodo} /api/cron/${j.nome}`, metodo === 'GET' ? j.id : `${j.id}Post`, {
      resumo: `${j.resumo} (${metodo === 'GET' ? 'Vercel Cron' : 'outros agendadores'})`,
      descricao: j.descricao + rodape,
      dados: j.dados as z.ZodObject,
      sucesso: 'O que a rodada fez.',
      exemplo: j.exemplo,
      erros: [],
    }),
  ),
);
