// The panel's own words for validation messages (docs/painel.md, "Mensagens de validação").
// The API answers with the spec's messages, which name fields the ASP.NET way (`O campo
// PercentualCashback deve ser maior que zero.`, `O campo Email é obrigatório.`). That is the
// contract for integrators and never changes; a person filling in a form reads the label of the
// field instead (`“Cashback (%)” deve ser maior que zero.`). The same zod schemas still decide
// what is valid: only the wording is the panel's.
import { cnpjValido, normalizarCnpj } from '@/lib/documentos/cnpj';
import { cpfValido, normalizarCpf } from '@/lib/documentos/cpf';

/** Field path as the schema names it (`nome`, `administrador.email`, `lojaIds`) -> the label on screen. */
export type Rotulos = Record<string, string>;

/**
 * Messages by field path, one per field; `_` holds what is about no field of the form, every such
 * message of a refusal, one a line (`mensagensSemCampo` reads them back).
 */
export type ErrosPorCampo = Record<string, string>;

/** The messages that name no field of the form (`_`), in the API's order: one, several or none. */
export function mensagensSemCampo(semCampo: string | null | undefined): string[] {
  return semCampo ? semCampo.split('\n') : [];
}

/** An ASP.NET field name: `Nome`, `Administrador.Email`, `LojaIds[0]` (a sentence's final dot is not part of it). */
const NOME = String.raw`([A-Za-z]\w*(?:\.[A-Za-z]\w*)*(?:\[\d+\])*)`;
const CAMPO_DA_API = new RegExp(String.raw`^O campo ${NOME} (.*)$`, 's');
/** A field named inside a message (`Informe ao menos uma loja no campo LojaIds.`). */
const CAMPO_NO_MEIO = new RegExp(String.raw`\bcampo ${NOME}`);

/**
 * Another field named further on, the ASP.NET way (`…menor ou igual a ComprasMax.`, `…posterior a
 * DataInicio.`, `Campanhas com ModoCashback Diferido…`). Only names of two words or more: a single
 * capitalised word is as often a value of the API (`Canal deve ser WhatsApp ou Email.`) or the
 * start of a sentence. Never a piece of a dotted name (`Bonus.TipoBeneficio` is not `tipoBeneficio`).
 */
const OUTRO_NOME = /(?<![\w.])[A-Z][a-z]+[A-Z][A-Za-z]*(?!\w|\.\w)/g;

/** The schema's path for a field named in an API message (`Administrador.Email` -> `administrador.email`). */
function chaveDoCampo(nome: string, rotulos: Rotulos): string | null {
  const alvo = nome.replace(/\[\d+\]/g, '').toLowerCase();
  return Object.keys(rotulos).find((k) => k.toLowerCase() === alvo) ?? null;
}

/** The other fields of the form a text names get their labels; names of fields it has not stay. */
function comRotulos(texto: string, rotulos: Rotulos): string {
  return texto.replace(OUTRO_NOME, (nome) => {
    const chave = chaveDoCampo(nome, rotulos);
    return chave ? `“${rotulos[chave]}”` : nome;
  });
}

/**
 * One API message in the panel's words, with the label of the field it names, and of any other field
 * of the form it names further on (`“Compras no período, mínimo” deve ser menor ou igual a “Compras
 * no período, máximo”.`). `valor` is what the person typed: a name of one letter gets "curto
 * demais", not "é obrigatório" (the spec's message for the customer's name covers both, see
 * MENSAGENS_CLIENTE.nomeObrigatorio).
 */
export function mensagemDoPainel(mensagem: string, rotulos: Rotulos, valor?: unknown): string {
  const m = CAMPO_DA_API.exec(mensagem);
  const chave = m && chaveDoCampo(m[1]!, rotulos);
  if (!chave) {
    const meio = CAMPO_NO_MEIO.exec(mensagem);
    const noMeio = meio && chaveDoCampo(meio[1]!, rotulos);
    if (!noMeio) return comRotulos(mensagem, rotulos);
    const depois = mensagem.slice(meio.index + meio[0].length);
    return `${comRotulos(mensagem.slice(0, meio.index), rotulos)}campo “${rotulos[noMeio]}”${comRotulos(depois, rotulos)}`;
  }
  const rotulo = `“${rotulos[chave]}”`;
  const resto = comRotulos(m[2]!, rotulos);
  let x: RegExpExecArray | null;
  if (resto === 'é obrigatório.') {
    return typeof valor === 'string' && valor.trim() !== '' ? `${rotulo} está curto demais.` : `Preencha ${rotulo}.`;
  }
  if ((x = /^deve ter no mínimo (\d+) caracteres\.$/.exec(resto))) return `${rotulo} está curto demais: use ao menos ${x[1]} caracteres.`;
  if ((x = /^deve ter no máximo (\d+) caracteres\.$/.exec(resto))) return `${rotulo} está longo demais: use no máximo ${x[1]} caracteres.`;
  if (resto === 'não é um endereço de e-mail válido.') return `${rotulo} não é um e-mail válido (exemplo: nome@empresa.com.br).`;
  return `${rotulo} ${resto}`;
}

/** Read a value by path (`administrador.email`) from the values the form sent. */
function valorNoCaminho(valores: unknown, caminho: string): unknown {
  let v: unknown = valores;
  for (const p of caminho.split('.')) v = v && typeof v === 'object' ? (v as Record<string, unknown>)[p] : undefined;
  return v;
}

/** Messages keyed by field (from the client-side check with the API's schema) in the panel's words. */
export function errosDoPainel(erros: ErrosPorCampo, rotulos: Rotulos, valores?: unknown): ErrosPorCampo {
  const r: ErrosPorCampo = {};
  for (const [campo, m] of Object.entries(erros)) r[campo] = mensagemDoPainel(m, rotulos, valorNoCaminho(valores, campo));
  return r;
}

/**
 * The `erros` of an API refusal placed next to their fields: a message naming a field of the form
 * goes to it (in the panel's words; the first, when several name the same field); `outros` says
 * which field another known message is about (`CNPJ inválido…` -> `cnpj`); all the rest goes to
 * `_`, as the API wrote it, one a line: the form shows every one (AlertaDeErros), not the first.
 */
export function errosDaResposta(
  mensagens: string[],
  rotulos: Rotulos,
  outros: (mensagem: string) => string | null = () => null,
  valores?: unknown,
): ErrosPorCampo {
  const r: ErrosPorCampo = {};
  for (const m of mensagens) {
    const nome = CAMPO_DA_API.exec(m)?.[1] ?? CAMPO_NO_MEIO.exec(m)?.[1];
    const campo = (nome && chaveDoCampo(nome, rotulos)) || outros(m) || '_';
    if (campo !== '_') r[campo] ??= mensagemDoPainel(m, rotulos, valorNoCaminho(valores, campo));
    else if (!mensagensSemCampo(r._).includes(m)) r._ = r._ ? `${r._}\n${m}` : m;
  }
  return r;
}

const MENSAGEM_DV_CPF = 'CPF inválido: os dígitos verificadores não conferem.';
const MENSAGEM_DV_CNPJ = 'CNPJ inválido: os dígitos verificadores não conferem.';

/**
 * What is wrong with a CPF, in words that match what was typed (brazil.md): a missing one, a wrong
 * count of digits, letters, or eleven digits whose check digits do not match. Null when valid.
 */
export function erroDoCpf(valor: string): string | null {
  if (valor.trim() === '') return 'Preencha o CPF.';
  if (/[^\d.\-\s]/.test(valor)) return 'O CPF tem só números (pontos e traço são opcionais).';
  const n = normalizarCpf(valor).length;
  if (n !== 11) return `O CPF tem 11 dígitos; você digitou ${n}.`;
  return cpfValido(valor) ? null : MENSAGEM_DV_CPF;
}

/** The same for a CNPJ, numeric or alphanumeric (12 letters or digits, then 2 check digits). */
export function erroDoCnpj(valor: string): string | null {
  if (valor.trim() === '') return 'Preencha o CNPJ.';
  const c = normalizarCnpj(valor);
  if (/[^0-9A-Z]/.test(c)) return 'O CNPJ tem só letras e números (pontos, barra e traço são opcionais).';
  if (c.length !== 14) return `O CNPJ tem 14 caracteres; você digitou ${c.length}.`;
  if (!/^\d{2}$/.test(c.slice(12))) return 'Os dois últimos caracteres do CNPJ são números (os dígitos verificadores).';
  return cnpjValido(valor) ? null : MENSAGEM_DV_CNPJ;
}
