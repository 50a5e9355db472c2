// zod schemas of the \`dados\` the sandbox routes answer (docs/sandbox.md), for the OpenAPI
// document and, as types, for the domain (lib/domain/sandbox), as in ./respostas.ts.
import { z } from 'zod';
import { d, dataHora, inteiro } from '@/lib/openapi/formatos';

const agora = dataHora('Instante atual da sandbox (UTC), já com o deslocamento.');

export const relogioSandboxResponseSchema = z
  .object({
    agora,
    deslocamentoDias: inteiro('Dias que o relógio da sandbox está à frente do relógio real.'),
    lotesLiberados: inteiro('Lotes pendentes que passaram a disponíveis com este avanço.'),
    lotesExpirados: inteiro('Lotes que expiraram com este avanço.'),
  })
  .meta({ id: 'RelogioSandboxResponse', description: 'O relógio da sandbox depois do avanço.' });

export const esvaziarSandboxResponseSchema = z
  .object({
    clientes: inteiro('Vínculos de clientes removidos da sandbox.'),
    vendas: inteiro('Vendas removidas.'),
    resgates: inteiro('Resgates removidos.'),
    lotes: inteiro('Lotes removidos.'),
    movimentacoes: inteiro('Movimentações removidas.'),
  })
  .meta({ id: 'EsvaziarSandboxResponse', ...d('O que foi removido da sandbox.') });

export const estadoSandboxResponseSchema = z
  .object({
    agora,
    deslocamentoDias: inteiro('Dias que o relógio da sandbox está à frente do relógio real (0 depois de esvaziar).'),
  })
  .meta({ id: 'EstadoSandboxResponse', description: 'O relógio da sandbox.' });
