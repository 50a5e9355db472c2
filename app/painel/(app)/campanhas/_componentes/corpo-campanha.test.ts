// The campaign form's refusal after sending: what names a field goes next to it, in the panel's
// words; what names none (the one-active-per-type conflict) stays in the box, as the API wrote it.
import { describe, expect, it } from 'vitest';
import { ErroApi } from '@/lib/navegador/cliente-api';
import { mensagemConflito } from '@/lib/domain/campanha/uma-ativa-por-tipo';
import { MENSAGENS_CAMPANHA } from '@/app/api/v1/admin/campanhaadmin/schemas';
import { MENSAGEM_LOJA_INDISPONIVEL, errosDoEnvioCampanha } from './corpo-campanha';

describe('errosDoEnvioCampanha', () => {
  it('puts each field message of a 400 next to its field, with the label', () => {
    const e = new ErroApi(400, MENSAGENS_CAMPANHA.periodo, [
      MENSAGENS_CAMPANHA.periodo,
      'O campo Nome deve ter no mínimo 2 caracteres.',
      MENSAGENS_CAMPANHA.lojas,
    ]);
    expect(errosDoEnvioCampanha(e, { nome: 'A' })).toEqual({
      campos: {
        dataFim: '“Fim” deve ser igual ou posterior a “Início”.',
        nome: '“Nome” está curto demais: use ao menos 2 caracteres.',
        lojaIds: 'Informe ao menos uma loja no campo “Lojas”.',
      },
      geral: [],
    });
  });

  it('names the other fields a message mentions by their labels too', () => {
    const e = new ErroApi(400, MENSAGENS_CAMPANHA.diferidoSemDias, [MENSAGENS_CAMPANHA.diferidoSemDias]);
    // Names no field at its start: stays in the box, as the API wrote it.
    expect(errosDoEnvioCampanha(e, {}).geral).toEqual([MENSAGENS_CAMPANHA.diferidoSemDias]);
  });

  it('a store deactivated after the page loaded is said next to "Lojas"', () => {
    const e = new ErroApi(422, 'Loja não encontrada ou inativa.', ['Loja não encontrada ou inativa.']);
    expect(errosDoEnvioCampanha(e, {})).toEqual({ campos: { lojaIds: MENSAGEM_LOJA_INDISPONIVEL }, geral: [] });
  });

  it('keeps what names no field in the box, as the API wrote it (the conflict explained below the form)', () => {
    const conflito = mensagemConflito('Cashback', 'Loja Centro');
    expect(errosDoEnvioCampanha(new ErroApi(422, conflito, [conflito]), {})).toEqual({ campos: {}, geral: [conflito] });
    expect(errosDoEnvioCampanha(new Error('rede'), {})).toEqual({
      campos: {},
      geral: ['Não foi possível salvar a campanha. Tente novamente.'],
    });
    expect(errosDoEnvioCampanha(null, {})).toEqual({ campos: {}, geral: [] });
  });
});
