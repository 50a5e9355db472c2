// Names people read for the audit log's codes (`acao`, `entidade`; docs/api-admin-plataforma.md,
// "Auditoria", and the other areas' audit tables). An unknown code is shown as it is.
import type { AuditoriaResponse } from '@/lib/domain/auditoria/listar-auditoria';

export const ENTIDADES: Record<string, string> = {
  Tenant: 'Tenant',
  Loja: 'Loja',
  ChaveApi: 'Chave de API',
  UsuarioAdmin: 'Usuário do painel',
  Campanha: 'Campanha',
  Cliente: 'Cliente',
  Assinatura: 'Assinatura',
  CheckoutAssinatura: 'Pagamento da assinatura',
  CampanhaLancamento: 'Campanha de lançamento',
  DispositivoAdmin: 'Dispositivo',
  Venda: 'Venda',
};

export const ACOES: Record<string, string> = {
  CriarTenant: 'Criou o tenant',
  AtualizarTenant: 'Editou o tenant',
  AlterarStatusTenant: 'Mudou a situação do tenant',
  CriarLoja: 'Criou a loja',
  AtualizarLoja: 'Editou a loja',
  AlterarStatusLoja: 'Mudou a situação da loja',
  CriarChaveApi: 'Criou uma chave de API',
  RotacionarChaveApi: 'Rotacionou uma chave de API',
  RevogarChaveApi: 'Revogou uma chave de API',
  CriarUsuarioAdmin: 'Criou um usuário',
  AtualizarUsuarioAdmin: 'Editou um usuário',
  AlterarStatusUsuarioAdmin: 'Mudou a situação de um usuário',
  PrimeiroAcesso: 'Definiu a senha no primeiro acesso',
  RedefinicaoSenha: 'Redefiniu a senha',
  CriarCampanha: 'Criou uma campanha',
  AtualizarCampanha: 'Editou uma campanha',
  AlterarStatusCampanha: 'Mudou o status de uma campanha',
  CadastrarCliente: 'Cadastrou um cliente',
  AtualizarCliente: 'Editou um cliente',
  AlterarStatusCliente: 'Mudou a situação de um cliente',
  ExportacaoLgpd: 'Exportou os dados de um cliente (LGPD)',
  AnonimizacaoLgpd: 'Anonimizou um cliente (LGPD)',
  CriarCheckoutAssinatura: 'Iniciou o pagamento da assinatura',
  ConfirmarCheckoutAssinatura: 'Confirmou o pagamento da assinatura',
  AtivarAssinatura: 'Ativou a assinatura',
  AlterarAssinatura: 'Alterou a assinatura (suporte)',
  CriarCampanhaLancamento: 'Criou a campanha de lançamento',
  AtualizarCampanhaLancamento: 'Editou a campanha de lançamento',
  RegistrarDispositivo: 'Registrou um dispositivo',
  AtualizarDispositivo: 'Atualizou um dispositivo',
  RemoverDispositivo: 'Removeu um dispositivo',
  CancelarVenda: 'Cancelou uma venda',
};

const ATIVACOES: Record<string, [string, string]> = {
  AlterarStatusTenant: ['Ativou o tenant', 'Desativou o tenant'],
  AlterarStatusLoja: ['Ativou a loja', 'Desativou a loja'],
  AlterarStatusUsuarioAdmin: ['Ativou um usuário', 'Desativou um usuário'],
  AlterarStatusCliente: ['Ativou um cliente', 'Desativou um cliente'],
};

/** What happened, in a sentence: "Desativou a loja" rather than "AlterarStatusLoja". */
export function descreverAcao(a: Pick<AuditoriaResponse, 'acao' | 'depois'>): string {
  const par = ATIVACOES[a.acao];
  const ativo = (a.depois as { ativo?: unknown } | null)?.ativo;
  if (par && typeof ativo === 'boolean') return ativo ? par[0] : par[1];
  return ACOES[a.acao] ?? a.acao;
}

/** The readable name of the changed object, when the row carries one. */
export function nomeDoObjeto(a: Pick<AuditoriaResponse, 'antes' | 'depois'>): string | null {
  for (const lado of [a.depois, a.antes]) {
    const o = lado as { nome?: unknown; email?: unknown; titulo?: unknown } | null;
    if (o && typeof o.nome === 'string') return o.nome;
    if (o && typeof o.titulo === 'string') return o.titulo;
    if (o && typeof o.email === 'string') return o.email;
  }
  return null;
}
