// A tenant's marketing rules (docs/comunicacao.md, "Regras do tenant"): the weekly cap and the
// quiet hours. No row = the defaults below.
import 'server-only';
import { consulta, type Executor } from '@/lib/db';

export type ConfiguracaoComunicacao = { limiteSemanal: number; silencioInicio: string; silencioFim: string; fusoHorario: string };

export const CONFIGURACAO_PADRAO: ConfiguracaoComunicacao = {
  limiteSemanal: 2,
  silencioInicio: '21:00',
  silencioFim: '08:00',
  fusoHorario: 'America/Sao_Paulo',
};

const Q_CONFIGURACAO = consulta(`
  SELECT limite_semanal, silencio_inicio, silencio_fim, fuso_horario FROM configuracao_comunicacao WHERE tenant_id = $1`);

const S_CONFIGURACAO = consulta(`
  INSERT INTO configuracao_comunicacao (tenant_id, limite_semanal, silencio_inicio, silencio_fim, fuso_horario, atualizado_em)
  VALUES ($1, $2, $3, $4, $5, $6)
  ON CONFLICT (tenant_id) DO UPDATE SET limite_semanal = EXCLUDED.limite_semanal, silencio_inicio = EXCLUDED.silencio_inicio,
    silencio_fim = EXCLUDED.silencio_fim, fuso_horario = EXCLUDED.fuso_horario, atualizado_em = EXCLUDED.atualizado_em`);

type Linha = { limite_semanal: number; silencio_inicio: string; silencio_fim: string; fuso_horario: string };

export async function lerConfiguracao(ex: Executor, tenantId: string): Promise<ConfiguracaoComunicacao> {
  const [l] = await ex.query<Linha>(Q_CONFIGURACAO, [tenantId]);
  if (!l) return { ...CONFIGURACAO_PADRAO };
  return { limiteSemanal: l.limite_semanal, silencioInicio: l.silencio_inicio, silencioFim: l.silencio_fim, fusoHorario: l.fuso_horario };
}

export async function gravarConfiguracao(ex: Executor, tenantId: string, c: ConfiguracaoComunicacao, agora: Date): Promise<void> {
  await ex.query(S_CONFIGURACAO, [tenantId, c.limiteSemanal, c.silencioInicio, c.silencioFim, c.fusoHorario, agora]);
}
