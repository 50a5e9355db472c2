import { describe, expect, it } from 'vitest';
import { completarCnpj } from '@/lib/documentos/cnpj';
import { MENSAGENS_FILTRO } from '@/lib/domain/segmento/filtro';
import { MENSAGENS_CAMPANHA } from '@/app/api/v1/admin/campanhaadmin/schemas';
import { MENSAGEM_VENDA_NAO_NOMEADA } from '@/app/api/v1/venda/schemas';
import { erroDoCnpj, erroDoCpf, errosDaResposta, errosDoPainel, mensagemDoPainel, mensagensSemCampo } from './mensagens-formulario';

const ROTULOS = {
  nome: 'Nome da loja',
  percentualCashback: 'Cashback (%)',
  lojaIds: 'Lojas',
  email: 'E-mail',
  'administrador.email': 'E-mail do administrador',
};

describe('mensagemDoPainel', () => {
  it.each([
    ['O campo PercentualCashback deve ser maior que zero.', '“Cashback (%)” deve ser maior que zero.'],
    ['O campo Email é obrigatório.', 'Preencha “E-mail”.'],
    ['O campo Email não é um endereço de e-mail válido.', '“E-mail” não é um e-mail válido (exemplo: nome@empresa.com.br).'],
    ['O campo Nome deve ter no mínimo 2 caracteres.', '“Nome da loja” está curto demais: use ao menos 2 caracteres.'],
    ['O campo Nome deve ter no máximo 150 caracteres.', '“Nome da loja” está longo demais: use no máximo 150 caracteres.'],
    ['O campo LojaIds[0] deve ser um UUID.', '“Lojas” deve ser um UUID.'],
    ['O campo Administrador.Email é obrigatório.', 'Preencha “E-mail do administrador”.'],
    ['Informe ao menos uma loja no campo LojaIds.', 'Informe ao menos uma loja no campo “Lojas”.'],
  ])('%s', (api, painel) => {
    expect(mensagemDoPainel(api, ROTULOS)).toBe(painel);
  });

  it('keeps messages about fields the form does not have, and messages naming no field', () => {
    expect(mensagemDoPainel('O campo TenantId deve ser um UUID.', ROTULOS)).toBe('O campo TenantId deve ser um UUID.');
    expect(mensagemDoPainel('Já existe uma loja com este CNPJ.', ROTULOS)).toBe('Já existe uma loja com este CNPJ.');
  });

  it('says a typed name is too short where the spec says it is required', () => {
    expect(mensagemDoPainel('O campo Nome é obrigatório.', ROTULOS, 'A')).toBe('“Nome da loja” está curto demais.');
    expect(mensagemDoPainel('O campo Nome é obrigatório.', ROTULOS, '  ')).toBe('Preencha “Nome da loja”.');
  });
});

// The zod refinements that compare two fields name the second one the ASP.NET way too.
describe('a second field named in the message', () => {
  const SEGMENTO = {
    compraNosUltimosDias: 'Comprou nos últimos (dias)',
    semCompraHaDias: 'Sem comprar há (dias)',
    comprasMin: 'Compras no período, mínimo',
    comprasMax: 'Compras no período, máximo',
    valorGastoMin: 'Valor gasto, mínimo (R$)',
    valorGastoMax: 'Valor gasto, máximo (R$)',
  };
  const CAMPANHA = {
    dataInicio: 'Início',
    dataFim: 'Fim',
    modoCashback: 'Modo',
    diasLiberacao: 'Dias até liberar',
    permiteDescontoSobreCashbackGerado: 'Permitir desconto imediato',
  };

  it.each([
    [MENSAGENS_FILTRO.intervaloCompras, SEGMENTO, '“Compras no período, mínimo” deve ser menor ou igual a “Compras no período, máximo”.'],
    [MENSAGENS_FILTRO.intervaloValor, SEGMENTO, '“Valor gasto, mínimo (R$)” deve ser menor ou igual a “Valor gasto, máximo (R$)”.'],
    [MENSAGENS_FILTRO.recenciaImpossivel, SEGMENTO, '“Comprou nos últimos (dias)” deve ser maior que “Sem comprar há (dias)”.'],
    [MENSAGENS_CAMPANHA.periodo, CAMPANHA, '“Fim” deve ser igual ou posterior a “Início”.'],
    [MENSAGENS_CAMPANHA.diferidoSemDias, CAMPANHA, 'Campanhas com “Modo” Diferido precisam de “Dias até liberar” de 1 a 365.'],
    [MENSAGENS_CAMPANHA.modelo3Imediato, CAMPANHA, '“Permitir desconto imediato” exige “Modo” Imediato.'],
    [MENSAGEM_VENDA_NAO_NOMEADA, { vendaId: 'Venda', documentoExterno: 'Documento' }, 'Informe o campo “Venda” ou o campo “Documento”.'],
  ])('%s', (api, rotulos, painel) => {
    expect(mensagemDoPainel(api, rotulos)).toBe(painel);
  });

  it('keeps a name the form has no field for, and values that only look like names', () => {
    expect(mensagemDoPainel(MENSAGENS_FILTRO.intervaloCompras, { comprasMin: 'Mínimo' })).toBe(
      '“Mínimo” deve ser menor ou igual a ComprasMax.',
    );
    expect(mensagemDoPainel('O campo Perfil deve ser SuperAdmin, AdminTenant ou Operador.', { perfil: 'Perfil' })).toBe(
      '“Perfil” deve ser SuperAdmin, AdminTenant ou Operador.',
    );
    const aninhado = 'O campo Bonus.TipoBeneficio deve ser Cashback ou Pontos.';
    expect(mensagemDoPainel(aninhado, { tipoBeneficio: 'Benefício' })).toBe(aninhado);
  });

  it('words a refusal the same next to its field and in a box that is about no field (the live count)', () => {
    const porCampo = errosDaResposta([MENSAGENS_FILTRO.intervaloCompras], SEGMENTO);
    expect(porCampo).toEqual({ comprasMin: '“Compras no período, mínimo” deve ser menor ou igual a “Compras no período, máximo”.' });
    expect(mensagemDoPainel(MENSAGENS_FILTRO.intervaloCompras, SEGMENTO)).toBe(porCampo.comprasMin);
  });
});

describe('errosDoPainel and errosDaResposta', () => {
  it('rewrites client-side messages by path, reading nested values', () => {
    expect(
      errosDoPainel({ nome: 'O campo Nome é obrigatório.', 'administrador.email': 'O campo Administrador.Email é obrigatório.' }, ROTULOS, {
        nome: 'X',
        administrador: { email: '' },
      }),
    ).toEqual({ nome: '“Nome da loja” está curto demais.', 'administrador.email': 'Preencha “E-mail do administrador”.' });
  });

  it('places an API refusal next to its fields; unknown messages go above the form', () => {
    const cnpj = (m: string) => (m.startsWith('CNPJ') ? 'cnpj' : null);
    expect(
      errosDaResposta(['O campo Email é obrigatório.', 'CNPJ inválido. Informe 14 dígitos.', 'Plano não encontrado.'], ROTULOS, cnpj),
    ).toEqual({ email: 'Preencha “E-mail”.', cnpj: 'CNPJ inválido. Informe 14 dígitos.', _: 'Plano não encontrado.' });
  });

  it('keeps every message that names no field, in the order the API sent them, not only the first', () => {
    const erros = errosDaResposta(
      ['Plano não encontrado.', 'O campo Email é obrigatório.', 'Acesso negado.', 'Plano não encontrado.', 'Limite de lojas atingido.'],
      ROTULOS,
    );
    expect(erros).toEqual({
      email: 'Preencha “E-mail”.',
      _: 'Plano não encontrado.\nAcesso negado.\nLimite de lojas atingido.',
    });
    expect(mensagensSemCampo(erros._)).toEqual(['Plano não encontrado.', 'Acesso negado.', 'Limite de lojas atingido.']);
    expect(mensagensSemCampo(errosDaResposta(['Plano não encontrado.'], ROTULOS)._)).toEqual(['Plano não encontrado.']);
    expect(mensagensSemCampo(errosDaResposta(['O campo Email é obrigatório.'], ROTULOS)._)).toEqual([]);
  });

  it('keeps the first message of a field that two messages name', () => {
    expect(errosDaResposta(['O campo Email é obrigatório.', 'O campo Email não é um endereço de e-mail válido.'], ROTULOS)).toEqual({
      email: 'Preencha “E-mail”.',
    });
  });
});

describe('erroDoCpf', () => {
  it.each([
    ['', 'Preencha o CPF.'],
    ['123.456.789', 'O CPF tem 11 dígitos; você digitou 9.'],
    ['123.456.789-00', 'CPF inválido: os dígitos verificadores não conferem.'],
    ['111.111.111-11', 'CPF inválido: os dígitos verificadores não conferem.'],
    ['1234567890a', 'O CPF tem só números (pontos e traço são opcionais).'],
  ])('%j', (cpf, mensagem) => {
    expect(erroDoCpf(cpf)).toBe(mensagem);
  });

  it('accepts a valid CPF with or without mask', () => {
    expect(erroDoCpf('529.982.247-25')).toBeNull();
    expect(erroDoCpf('52998224725')).toBeNull();
  });
});

describe('erroDoCnpj', () => {
  const valido = completarCnpj('12ABC34501DE');
  it('accepts numeric and alphanumeric CNPJs', () => {
    expect(erroDoCnpj('11.222.333/0001-81')).toBeNull();
    expect(erroDoCnpj(valido.toLowerCase())).toBeNull();
  });

  it.each([
    ['', 'Preencha o CNPJ.'],
    ['11.222.333/0001', 'O CNPJ tem 14 caracteres; você digitou 12.'],
    ['11.222.333/0001-82', 'CNPJ inválido: os dígitos verificadores não conferem.'],
    ['12.ABC.345/01DE-3X', 'Os dois últimos caracteres do CNPJ são números (os dígitos verificadores).'],
    ['11.222.333/0001-8*', 'O CNPJ tem só letras e números (pontos, barra e traço são opcionais).'],
  ])('%j', (cnpj, mensagem) => {
    expect(erroDoCnpj(cnpj)).toBe(mensagem);
  });
});
