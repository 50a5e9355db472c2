// Every operation of the OpenAPI document, in display order: the one list to extend when a
// route is added (declare its operations in an `openapi.ts` next to its route.ts with
// `definirOperacoes` of lib/openapi/registro.ts, add its path to ./rotas.ts, and import it here).
// lib/openapi/openapi.test.ts fails while a route.ts method is missing from this list.
import type { Operacao } from '@/lib/openapi/registro';
import { operacoes as venda } from '@/app/api/v1/venda/openapi';
import { operacoes as vendaPreview } from '@/app/api/v1/venda/preview/openapi';
import { operacoes as vendaCancelar } from '@/app/api/v1/venda/cancelar/openapi';
import { operacoes as resgateSaldo } from '@/app/api/v1/resgate/saldo/openapi';
import { operacoes as resgate } from '@/app/api/v1/resgate/openapi';
import { operacoes as cliente } from '@/app/api/v1/cliente/openapi';
import { operacoes as clienteBuscar } from '@/app/api/v1/cliente/buscar/openapi';
import { operacoes as sandbox } from '@/app/api/v1/sandbox/openapi';
import { operacoes as configuracao } from '@/app/api/v1/configuracao/openapi';
import { operacoes as cron } from '@/app/api/cron/openapi';
import { operacoes as authAdmin } from '@/app/api/v1/authadmin/openapi';
import { operacoes as campanhaAdmin } from '@/app/api/v1/admin/campanhaadmin/openapi';
import { operacoes as clienteAdmin } from '@/app/api/v1/admin/clienteadmin/openapi';
import { operacoes as clienteAdminImportar } from '@/app/api/v1/admin/clienteadmin/importar/openapi';
import { operacoes as clienteAdminId } from '@/app/api/v1/admin/clienteadmin/[id]/openapi';
import { operacoes as clienteAdminStatus } from '@/app/api/v1/admin/clienteadmin/[id]/status/openapi';
import { operacoes as clienteAdminSaldo } from '@/app/api/v1/admin/clienteadmin/[id]/saldo/openapi';
import { operacoes as clienteAdminAjuste } from '@/app/api/v1/admin/clienteadmin/[id]/ajuste/openapi';
import { operacoes as clienteAdminHistorico } from '@/app/api/v1/admin/clienteadmin/[id]/historico/openapi';
import { operacoes as clienteAdminMensagens } from '@/app/api/v1/admin/clienteadmin/[id]/mensagens/openapi';
import { operacoes as clienteIdentificar } from '@/app/api/v1/admin/cliente/identificar/openapi';
import { operacoes as adminDispositivo } from '@/app/api/v1/admin/admindispositivo/openapi';
import { operacoes as assinatura } from '@/app/api/v1/assinatura/openapi';
import { operacoes as campanhaLancamento } from '@/app/api/v1/campanha-lancamento/openapi';
import { operacoes as campanhaLancamentoAdmin } from '@/app/api/v1/admin/campanha-lancamento/openapi';
import { operacoes as tenantsAdmin } from '@/app/api/v1/admin/tenants/openapi';
import { operacoes as lojasAdmin } from '@/app/api/v1/admin/lojas/openapi';
import { operacoes as segmentosAdmin } from '@/app/api/v1/admin/segmentos/openapi';
import { operacoes as comunicacaoAdmin } from '@/app/api/v1/admin/comunicacao/openapi';
import { operacoes as automacoesAdmin } from '@/app/api/v1/admin/automacoes/openapi';
import { operacoes as indicacaoAdmin } from '@/app/api/v1/admin/indicacao/openapi';
import { operacoes as chavesAdmin } from '@/app/api/v1/admin/chaves/openapi';
import { operacoes as webhooksAdmin } from '@/app/api/v1/admin/webhooks/openapi';
import { operacoes as usuariosAdmin } from '@/app/api/v1/admin/usuarios/openapi';
import { operacoes as auditoriaAdmin } from '@/app/api/v1/admin/auditoria/openapi';
import { operacoes as analyticsAdmin } from '@/app/api/v1/admin/analyticsadmin/openapi';
import { operacoes as mensagensDev } from '@/app/api/v1/admin/mensagens/openapi';
import { operacoes as clubeAuth } from '@/app/api/v1/clube/auth/openapi';
import { operacoes as clubeCadastro } from '@/app/api/v1/clube/cadastro/openapi';
import { operacoes as clubePerfil } from '@/app/api/v1/clube/perfil/openapi';
import { operacoes as clubePreferencias } from '@/app/api/v1/clube/preferencias/openapi';
import { operacoes as clubeSaldo } from '@/app/api/v1/clube/saldo/openapi';
import { operacoes as clubeIndicacao } from '@/app/api/v1/clube/indicacao/openapi';
import { operacoes as clubeHistorico } from '@/app/api/v1/clube/historico/openapi';
import { operacoes as clubeRenovarQr } from '@/app/api/v1/clube/cliente/renovar-qr/openapi';
import { operacoes as clubeLgpd } from '@/app/api/v1/clube/lgpd/openapi';
import { operacoes as clienteAdminLgpd } from '@/app/api/v1/admin/clienteadmin/[id]/lgpd/openapi';
import { operacoes as caixa } from '@/app/api/v1/admin/caixa/openapi';
import { operacoes as vendaAdmin } from '@/app/api/v1/admin/vendaadmin/openapi';
import { operacoes as vendaAdminId } from '@/app/api/v1/admin/vendaadmin/[id]/openapi';
import { operacoes as exportacaoAdmin } from '@/app/api/v1/admin/exportacao/openapi';

export const operacoes: readonly Operacao[] = [
  ...venda,
  ...vendaPreview,
  ...vendaCancelar,
  ...resgateSaldo,
  ...resgate,
  ...cliente,
  ...clienteBuscar,
  ...configuracao,
  ...sandbox,
  ...cron,
  ...authAdmin,
  ...campanhaAdmin,
  ...clienteAdmin,
  ...clienteAdminImportar,
  ...clienteAdminId,
  ...clienteAdminStatus,
  ...clienteAdminSaldo,
  ...clienteAdminAjuste,
  ...clienteAdminHistorico,
  ...clienteAdminMensagens,
  ...vendaAdmin,
  ...vendaAdminId,
  ...exportacaoAdmin,
  ...clienteIdentificar,
  ...adminDispositivo,
  ...assinatura,
  ...campanhaLancamento,
  ...campanhaLancamentoAdmin,
  ...tenantsAdmin,
  ...lojasAdmin,
  ...segmentosAdmin,
  ...comunicacaoAdmin,
  ...automacoesAdmin,
  ...indicacaoAdmin,
  ...chavesAdmin,
  ...webhooksAdmin,
  ...usuariosAdmin,
  ...auditoriaAdmin,
  ...analyticsAdmin,
  ...mensagensDev,
  ...clubeAuth,
  ...clubeCadastro,
  ...clubePerfil,
  ...clubePreferencias,
  ...clubeSaldo,
  ...clubeIndicacao,
  ...clubeHistorico,
  ...clubeRenovarQr,
  ...clubeLgpd,
  ...clienteAdminLgpd,
  ...caixa,
];
