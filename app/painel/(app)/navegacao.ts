// The panel's menu, by profile (docs/painel.md). Operators work the cashier (sales, redemptions,
// cancellations, customers) and see customers and sales; managers run their programme; SuperAdmin runs the platform.
import type { Perfil } from '@/lib/domain/acesso/sessao-admin';

/** `secao`: the paths the item stands for, when its page is one of several (default: `href`). */
export type ItemMenu = { href: string; rotulo: string; perfis: Perfil[]; secao?: string };

export const MENU: ItemMenu[] = [
  { href: '/painel', rotulo: 'Visão geral', perfis: ['SuperAdmin', 'AdminTenant'] },
  { href: '/painel/caixa', rotulo: 'Caixa', perfis: ['SuperAdmin', 'AdminTenant', 'Operador'] },
  { href: '/painel/clientes', rotulo: 'Clientes', perfis: ['SuperAdmin', 'AdminTenant', 'Operador'] },
  { href: '/painel/vendas', rotulo: 'Vendas', perfis: ['SuperAdmin', 'AdminTenant', 'Operador'] },
  { href: '/painel/campanhas', rotulo: 'Campanhas', perfis: ['SuperAdmin', 'AdminTenant'] },
  { href: '/painel/segmentos', rotulo: 'Segmentos', perfis: ['SuperAdmin', 'AdminTenant'] },
  { href: '/painel/comunicacao', rotulo: 'Comunicação', perfis: ['SuperAdmin', 'AdminTenant'] },
  { href: '/painel/automacoes', rotulo: 'Automações', perfis: ['SuperAdmin', 'AdminTenant'] },
  { href: '/painel/indicacao', rotulo: 'Indicação', perfis: ['SuperAdmin', 'AdminTenant'] },
  { href: '/painel/lojas', rotulo: 'Lojas', perfis: ['SuperAdmin', 'AdminTenant'] },
  { href: '/painel/chaves', rotulo: 'Chaves de API', perfis: ['SuperAdmin', 'AdminTenant'] },
  { href: '/painel/webhooks', rotulo: 'Webhooks', perfis: ['SuperAdmin', 'AdminTenant'] },
  { href: '/painel/usuarios', rotulo: 'Usuários', perfis: ['SuperAdmin', 'AdminTenant'] },
  { href: '/painel/assinatura', rotulo: 'Assinatura', perfis: ['SuperAdmin', 'AdminTenant'] },
  { href: '/painel/auditoria', rotulo: 'Auditoria', perfis: ['SuperAdmin', 'AdminTenant'] },
  { href: '/painel/tenants', rotulo: 'Tenants', perfis: ['SuperAdmin'] },
  { href: '/painel/mensagens/entregas', secao: '/painel/mensagens', rotulo: 'Mensagens e entregas', perfis: ['SuperAdmin'] },
];

/** Each profile in the panel's words (the header, "Minha conta"). */
export const PAPEL_DO_PERFIL: Record<Perfil, string> = {
  SuperAdmin: 'Equipe da plataforma',
  AdminTenant: 'Gestor',
  Operador: 'Operador de caixa',
};

/** Every profile's own account page, linked next to "Sair" in the menu (docs/painel.md, "Minha conta"). */
export const PAGINA_CONTA = { href: '/painel/conta', rotulo: 'Minha conta' } as const;

/** Where each profile lands after signing in. */
export function inicioDoPerfil(perfil: Perfil): string {
  return perfil === 'Operador' ? '/painel/caixa' : '/painel';
}
