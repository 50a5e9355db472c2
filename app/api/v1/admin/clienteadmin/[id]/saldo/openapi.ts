// OpenAPI declaration of GET /api/v1/admin/ClienteAdmin/{id}/saldo (lib/openapi/registro.ts).
import { definirOperacoes } from '@/lib/openapi/registro';
import type { RotasDocumentadas } from '@/app/api/v1/openapi.json/rotas';
import { ERROS_PROGRAMA } from '@/lib/openapi/comuns';
import { clienteSaldoResponseSchema } from '@/lib/openapi/respostas';
import { SALDO_CLIENTE } from '@/lib/openapi/exemplos';
import { ERRO_NAO_ENCONTRADO, clienteNoPrograma } from '../openapi';

const op = definirOperacoes<RotasDocumentadas>({ tag: 'Painel: clientes', seguranca: 'bearerAdmin' });

export const operacoes = [
  op('GET /api/v1/admin/ClienteAdmin/{id}/saldo', 'consultarSaldoClienteAdmin', {
    resumo: 'Saldo do cliente no programa, com os lotes',
    descricao: `O mesmo \`ClienteSaldoResponse\` de \`GET /api/v1/resgate/saldo\`, pelo id do cliente, no programa.

Diferente do PDV, responde também para cliente **inativo** no programa: o painel precisa ver o saldo congelado.

Perfis: Operador, AdminTenant e SuperAdmin (este informa \`tenantId\`; a lista de parâmetros da spec está cortada depois de \`id\`).`,
    ...clienteNoPrograma,
    dados: clienteSaldoResponseSchema,
    sucesso: 'Saldo e lotes ativos do cliente no programa.',
    exemplo: SALDO_CLIENTE,
    erros: [...ERROS_PROGRAMA, ERRO_NAO_ENCONTRADO],
  }),
];
