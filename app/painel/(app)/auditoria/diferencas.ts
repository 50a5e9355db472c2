// A readable before/after of an audit row (docs/api-admin-plataforma.md, "Auditoria"): the JSON
// of `antes` and `depois` flattened to fields (`assinatura.plano`), with the changed ones marked.
// Pure: the page renders it on the server.

export type Diferenca = { campo: string; antes: string | null; depois: string | null; mudou: boolean };

type Plano = Record<string, unknown>;

function achatar(valor: unknown, prefixo = '', saida: Plano = {}): Plano {
  if (valor !== null && typeof valor === 'object' && !Array.isArray(valor)) {
    const entradas = Object.entries(valor as Plano);
    if (entradas.length === 0 && prefixo) saida[prefixo] = '{}';
    for (const [k, v] of entradas) achatar(v, prefixo ? `${prefixo}.${k}` : k, saida);
    return saida;
  }
  if (prefixo) saida[prefixo] = valor;
  return saida;
}

const ISO_DATA_HORA = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:\d{2})$/;

/** A value as a person reads it: dates in São Paulo time, Sim/Não, lists joined. */
export function formatarValor(v: unknown): string | null {
  if (v === null || v === undefined) return null;
  if (typeof v === 'boolean') return v ? 'Sim' : 'Não';
  if (typeof v === 'string' && ISO_DATA_HORA.test(v)) {
    return new Intl.DateTimeFormat('pt-BR', { dateStyle: 'short', timeStyle: 'short', timeZone: 'America/Sao_Paulo' }).format(new Date(v));
  }
  if (Array.isArray(v))
    return v.length === 0 ? '(vazio)' : v.map((x) => (typeof x === 'object' ? JSON.stringify(x) : String(x))).join(', ');
  if (typeof v === 'object') return JSON.stringify(v);
  return String(v);
}

/**
 * The fields of a change. With both sides (an update), only what changed, unless `todos`; with one
 * side (a creation, a removal), every field of it.
 */
export function diferencas(antes: unknown, depois: unknown, o: { todos?: boolean } = {}): Diferenca[] {
  const a = antes === null || antes === undefined ? null : achatar(antes);
  const d = depois === null || depois === undefined ? null : achatar(depois);
  const campos = [...new Set([...Object.keys(a ?? {}), ...Object.keys(d ?? {})])];
  const linhas = campos.map((campo) => {
    const va = a ? formatarValor(a[campo]) : null;
    const vd = d ? formatarValor(d[campo]) : null;
    return { campo, antes: va, depois: vd, mudou: !!a && !!d && JSON.stringify(a[campo]) !== JSON.stringify(d[campo]) };
  });
  return a && d && !o.todos ? linhas.filter((l) => l.mudou) : linhas;
}

const ROTULOS_CAMPO: Record<string, string> = {
  nome: 'Nome',
  ativo: 'Ativo',
  cnpj: 'CNPJ',
  cpf: 'CPF',
  email: 'E-mail',
  emailContato: 'E-mail de contato',
  telefone: 'Telefone',
  fusoHorario: 'Fuso horário',
  perfil: 'Perfil',
  tenantId: 'Tenant',
  prefixo: 'Prefixo',
  ambiente: 'Ambiente',
  revogadaEm: 'Revogada em',
  ultimoUsoEm: 'Último uso',
  ultimoLoginEm: 'Último login',
  criadoEm: 'Criado em',
  atualizadoEm: 'Atualizado em',
  plano: 'Plano',
  status: 'Situação',
  trialAte: 'Avaliação até',
  periodoAtualAte: 'Pago até',
  limiteLojas: 'Limite de lojas',
  primeiroAcessoPendente: 'Primeiro acesso pendente',
  substituidaPor: 'Substituída pela chave',
  rotacaoDe: 'Rotação da chave',
  motivo: 'Motivo',
  id: 'Id',
};

/** `assinatura.trialAte` -> `Assinatura › Avaliação até`; unknown names are split from camelCase. */
export function rotuloCampo(campo: string): string {
  return campo
    .split('.')
    .map((parte) => {
      if (ROTULOS_CAMPO[parte]) return ROTULOS_CAMPO[parte]!;
      const palavras = parte.replace(/([a-z0-9])([A-Z])/g, '$1 $2').toLowerCase();
      return palavras.charAt(0).toUpperCase() + palavras.slice(1);
    })
    .join(' › ');
}
