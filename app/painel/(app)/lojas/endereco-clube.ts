// The address a store hands its customers to join its programme by themselves (docs/clube.md,
// "Participar pelo link da loja"): the club's page of that store, on the app's public address.
import 'server-only';
import { env } from '@/lib/env';

export function enderecoParticipar(lojaId: string): string {
  return `${env().APP_URL.replace(/\/$/, '')}/clube/participar/${lojaId}`;
}
