// Names people read for the audit log's codes (`acao`, `entidade`; docs/api-admin-plataforma.md,
// "Auditoria", and the other areas' audit tables), from the catalogue `auditar` is typed with
// (lib/domain/auditoria/acoes.ts). A code of an older row no longer written is shown as it is.
import type { AuditoriaResponse } from '@/lib/domain/auditoria/listar-auditoria';
import { ACOES_AUDITORIA, ENTIDADES_AUDITORIA } from '@/lib/domain/auditoria/acoes';

/** The entities' names, by code (the catalogue every audit row is written with). */
export const ENTIDADES: Record<string, string> = ENTIDADES_AUDITORIA;

/** The actions' sentences, by code. */
export const ACOES: Record<string, string> = ACOES_AUDITORIA;

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
