// The first access of a new programme's manager (docs/api-admin-plataforma.md): the platform team creates her
// through the API, which queues the e-mail with the link to define her password.
import 'server-only';
import { expect } from 'vitest';
import { chamar } from '@/lib/testing/api';
import { criarTenant } from '@/lib/testing/cenario';

/** A fresh tenant and its manager `email`, created by the platform team through POST /api/v1/admin/usuarios. */
export async function gerenteCriadaPelaPlataforma(tokenSuperAdmin: string, email: string) {
  const { tenantId } = await criarTenant();
  const criado = await chamar('POST', '/api/v1/admin/usuarios', {
    token: tokenSuperAdmin,
    corpo: { nome: 'Nova Gerente', email, perfil: 'AdminTenant', tenantId },
  });
  expect(criado.status).toBe(201);
  return { tenantId };
}
