// The engine's entry point for automations (docs/comunicacao.md, "Automações reutilizam o motor"):
// one occurrence per customer, idempotent, under the same policy as the campaigns (the weekly cap
// is shared with them).
import { describe, expect, it } from 'vitest';
import { pool, prisma, sql } from '@/lib/db';
import { campanhaAgendada, programaComClientes } from '@/lib/testing/cenario-comunicacao';
import { enfileirarMarketing } from './enfileirar-marketing';
import { liberarEnvios } from './liberar-envios';
import { prepararCampanha } from './preparar-envio';

describe('automations reuse the sending engine', () => {
  it('queues one occurrence per customer once, and shares the weekly cap with campaigns', async () => {
    const p = await programaComClientes(4, { limiteSemanal: 1 });
    const automacao = await prisma.campanhaComunicacao.create({
      data: {
        tenantId: p.tenantId,
        nome: 'Aniversário',
        origem: 'Automacao',
        canal: 'Email',
        assunto: 'Parabéns',
        modelo: 'Feliz aniversário, {nome}!',
        holdoutPercentual: 0,
        status: 'Enviando',
      },
    });
    const agora = new Date();
    expect(
      await enfileirarMarketing(sql, { campanhaId: automacao.id, clienteId: p.clientes[0]!, ocorrencia: 'aniversario:2026', agora }),
    ).toBe('Envio');
    expect(
      await enfileirarMarketing(sql, { campanhaId: automacao.id, clienteId: p.clientes[0]!, ocorrencia: 'aniversario:2026', agora }),
    ).toBe('JaExistia');
    expect(
      await enfileirarMarketing(sql, { campanhaId: automacao.id, clienteId: p.clientes[1]!, ocorrencia: 'aniversario:2026', agora }),
    ).toBe('Envio');
    expect(await liberarEnvios({ campanhaId: automacao.id, agora })).toMatchObject({ enfileirados: 2 });
    // A campaign the same week reaches only the two customers the automation did not.
    const k = await campanhaAgendada(p.tenantId, p.segmentoId, { holdout: 0 });
    await prepararCampanha(k.id, agora);
    expect(await liberarEnvios({ campanhaId: k.id, agora })).toMatchObject({ enfileirados: 2, ignoradosLimite: 2 });
    const { rows } = await pool.query(`SELECT count(*)::int AS n FROM evento_outbox WHERE tenant_id = $1 AND tipo = 'Marketing'`, [
      p.tenantId,
    ]);
    expect(rows[0].n).toBe(4);
  });
});
