// OpenAPI declaration of the lot maintenance job, /api/cron/lotes (lib/openapi/registro.ts
// explains the pattern). GET is what Vercel Cron calls; POST serves other schedulers.
import type { z } from 'zod';
import { definirOperacao, type DeclaracaoOperacao } from '@/lib/openapi/registro';
import { processamentoLotesSchema } from '@/lib/openapi/respostas';

type Comum = Omit<DeclaracaoOperacao<z.ZodNever, z.ZodObject, z.ZodObject, typeof processamentoLotesSchema>, 'metodo' | 'id' | 'resumo'>;

const comum: Comum = {
  caminho: '/api/cron/lotes',
  tag: 'Tarefas agendadas',
  descricao: `Grava as liberações (Pendente → Disponivel) e expirações (Disponivel → Expirado) de lotes que já venceram, em rodadas de até 1000 lotes, cada uma numa transação curta, até não haver pendências ou acabar o tempo (cerca de 20 s). Pode rodar duas vezes ou em paralelo sem efeito duplicado.

As consultas de saldo e os resgates já consideram a data no momento da chamada; esta rotina só mantém os registros em dia. Sem \`CRON_SECRET\` configurado, toda chamada recebe 401.`,
  seguranca: 'cronSecret',
  dados: processamentoLotesSchema,
  sucesso: {
    status: 200,
    descricao: 'Quantos lotes foram liberados e expirados, e em quantas rodadas.',
    mensagem: null,
    exemplo: { liberados: 12, expirados: 3, lotes: 1 },
  },
  erros: [],
};

export const operacoes = [
  definirOperacao({ ...comum, metodo: 'GET', id: 'processarLotes', resumo: 'Liberar e expirar lotes vencidos (Vercel Cron)' }),
  definirOperacao({ ...comum, metodo: 'POST', id: 'processarLotesPost', resumo: 'Liberar e expirar lotes vencidos (outros agendadores)' }),
];
