import { SO_SUPERADMIN, rotaStatusAdmin } from '@/lib/api/admin';
import { alterarStatusTenant } from '@/lib/domain/tenant/gravar-tenant';

export const dynamic = 'force-dynamic';

export const PATCH = rotaStatusAdmin('PATCH /api/v1/admin/tenants/{id}/status', SO_SUPERADMIN, alterarStatusTenant, ['Tenant', 'o']);
