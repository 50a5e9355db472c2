import type { Perfil } from '@/lib/domain/acesso/sessao-admin';

export const ROTULO_PERFIL: Record<Perfil, string> = {
  SuperAdmin: 'Equipe da plataforma (SuperAdmin)',
  AdminTenant: 'Gestor (AdminTenant)',
  Operador: 'Operador de caixa',
};

/**
 * Profiles the form offers, as the API allows them (lib/domain/acesso/admin-usuarios.ts): a
 * tenant's users are AdminTenant or Operador; SuperAdmin users belong to no tenant and only the
 * platform team creates them.
 */
export function perfisOferecidos(quem: Perfil, comTenant: boolean): Perfil[] {
  if (quem === 'SuperAdmin' && !comTenant) return ['SuperAdmin'];
  return ['AdminTenant', 'Operador'];
}
