// POST ClienteAdmin/importar: a shop brings its customer list from a spreadsheet or its old system
// (docs/api-admin-clientes.md, "Importar clientes"). Each row is what one POST ClienteAdmin would
// register, with the same field rules and messages (lib/api/schemas/cliente.ts) and the same
// effect: a CPF already in Fidelidade keeps its data, the membership is created when missing
// (one that exists keeps its `ativo` and store of origin), and the registration consent is
// recorded, channel `Importacao`. Marketing consent is never imported: it must be the customer's
// own (LGPD).
//
// The valid rows are written set-based, 500 per transaction, in CPF order: two imports of one file
// at the same time lock the same rows in the same order and end with one person and one
// membership each (ON CONFLICT DO NOTHING; `novos` counts the memberships this import created).
// One audit row per batch, with the counts only: never a CPF, a name or a contact.
//
// Optional balance columns bring the balances of the shop's previous programme: each is credited
// in its row's batch transaction, after the person and the membership exist (importar-saldos.ts).
import 'server-only';
import type { z } from 'zod';
import { consulta, prisma, sql, transacaoPrisma, type Tx } from '@/lib/db';
import { ErroDeNegocio, MENSAGENS, regraDeNegocio } from '@/lib/erros';
import { agora as relogio } from '@/lib/relogio';
import { dataLocal } from '@/lib/datas';
import { cpfValido, mascararCpf, normalizarCpf } from '@/lib/documentos/cpf';
import { lerRegistrosCsv, type RegistroCsv } from '@/lib/csv-leitura';
import { validar } from '@/lib/api/binding';
import { cadastrarClienteSchema } from '@/lib/api/schemas/cliente';
import type { PrincipalAdmin } from '@/lib/domain/acesso/sessao-admin';
import { auditar } from '@/lib/domain/auditoria/auditar';
import { VERSAO_TERMO_LGPD, type CanalConsentimento } from '@/lib/domain/cliente/registrar-consentimento';
import { MENSAGENS_CLIENTE } from '@/lib/domain/cliente/mensagens';
import { MENSAGENS_CLIENTE_ADMIN, MENSAGENS_IMPORTACAO } from '@/lib/domain/cliente/admin-mensagens';
import type { importacaoClientesResponseSchema } from '@/lib/openapi/respostas-clientes';
import { sqlCampanhasAtivas } from '@/lib/domain/campanha/campanhas-da-venda';
import {
  ContagemSaldos,
  creditarSaldosDoLote,
  lerSaldoDaLinha,
  simularSaldos,
  temSaldo,
  type LojaDosSaldos,
  type SaldoDaLinha,
} from '@/lib/domain/cliente/importar-saldos';

export type ImportacaoClientesResponse = z.output<typeof importacaoClientesResponseSchema>;

export const MAXIMO_LINHAS = 5000;
const TAMANHO_LOTE = 500;
/**
 * A batch's transaction may run this long: 500 people with two balances each take about 1 s on a
 * quiet machine, several times that on a loaded one or behind a concurrent import's locks.
 */
const TEMPO_MAXIMO_LOTE_MS = 60_000;
const MAXIMO_ERROS = 200;
const CANAL: CanalConsentimento = 'Importacao';

type Campo = 'cpf' | 'nome' | 'email' | 'telefone' | 'dataNascimento' | 'saldoCashback' | 'saldoPontos' | 'validadeSaldo';

/** Header names as the contract lists them, compared without accents, case, spaces or underscores. */
const CAMPOS_DO_CABECALHO: Record<string, Campo> = {
  cpf: 'cpf',
  nome: 'nome',
  email: 'email',
  'e-mail': 'email',
  telefone: 'telefone',
  celular: 'telefone',
  datanascimento: 'dataNascimento',
  nascimento: 'dataNascimento',
  datadenascimento: 'dataNascimento',
  saldocashback: 'saldoCashback',
  cashback: 'saldoCashback',
  saldopontos: 'saldoPontos',
  pontos: 'saldoPontos',
  validadesaldo: 'validadeSaldo',
  validade: 'validadeSaldo',
};

const chaveDoCabecalho = (nome: string) => nome.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase().replace(/[\s_]/g, '');

/** Which column holds each field (the first of two with one meaning), and the names of the others. */
export function mapearCabecalho(cabecalho: string[]): { colunas: Partial<Record<Campo, number>>; colunasIgnoradas: string[] } {
  const colunas: Partial<Record<Campo, number>> = {};
  const colunasIgnoradas: string[] = [];
  cabecalho.forEach((nome, i) => {
    const campo = CAMPOS_DO_CABECALHO[chaveDoCabecalho(nome)];
    if (campo && colunas[campo] === undefined) colunas[campo] = i;
    else if (nome.trim()) colunasIgnoradas.push(nome.trim());
  });
  return { colunas, colunasIgnoradas };
}

/** `dd/mm/aaaa` (a pt-BR spreadsheet's) becomes `aaaa-mm-dd`; anything else is left to the schema's message. */
export function dataDoArquivo(valor: string): string {
  const m = /^\s*(\d{2})\/(\d{2})\/(\d{4})\s*$/.exec(valor);
  return m ? `${m[3]}-${m[2]}-${m[1]}` : valor;
}

type Pessoa = {
  cpf: string;
  nome: string;
  email: string | null;
  telefone: string | null;
  dataNascimento: string | null;
  /** The balances of the previous programme the row brings (none: both null). */
  saldo: SaldoDaLinha;
  linha: number;
};
type ErroDeLinha = ImportacaoClientesResponse['erros'][number];

/** A data row of the file: the person to import, or the message that refuses it. */
function lerLinha(r: RegistroCsv, colunas: Partial<Record<Campo, number>>): Pessoa | string {
  const valor = (campo: Campo) => {
    const i = colunas[campo];
    return i === undefined ? '' : (r.campos[i] ?? '');
  };
  let d;
  try {
    d = validar(cadastrarClienteSchema, {
      cpf: valor('cpf'),
      nome: valor('nome'),
      email: valor('email'),
      telefone: valor('telefone'),
      dataNascimento: dataDoArquivo(valor('dataNascimento')),
      aceiteLgpd: true,
    });
  } catch (e) {
    if (e instanceof ErroDeNegocio) return e.mensagem;
    throw e;
  }
  // The single create's CPF rule (admin-gravar-cliente.ts): 11 to 14 characters, check digits.
  if (d.cpf.length < 11 || d.cpf.length > 14 || !cpfValido(d.cpf)) return MENSAGENS_CLIENTE.cpfInvalido;
  const saldo = lerSaldoDaLinha(
    { cashback: valor('saldoCashback'), pontos: valor('saldoPontos'), validade: valor('validadeSaldo') },
    dataDoArquivo,
  );
  if (typeof saldo === 'string') return saldo;
  return {
    cpf: normalizarCpf(d.cpf),
    nome: d.nome,
    email: d.email || null,
    telefone: d.telefone || null,
    dataNascimento: d.dataNascimento ?? null,
    saldo,
    linha: r.linha,
  };
}

/** A record with nothing in it (`;;;` included): a blank line, not counted. */
const emBranco = (r: RegistroCsv) => r.campos.every((c) => c.trim() === '');

/** The file read and checked: the valid people (one per CPF) and the refused lines, in file order. */
export function lerArquivoDeClientes(csv: string): { pessoas: Pessoa[]; linhas: number; erros: ErroDeLinha[]; colunasIgnoradas: string[] } {
  const registros = lerRegistrosCsv(csv).filter((r) => !emBranco(r));
  const [cabecalho, ...dados] = registros;
  if (!cabecalho) throw regraDeNegocio(MENSAGENS_IMPORTACAO.vazio);
  const { colunas, colunasIgnoradas } = mapearCabecalho(cabecalho.campos);
  if (colunas.cpf === undefined || colunas.nome === undefined) throw new ErroDeNegocio(400, MENSAGENS_IMPORTACAO.semColunas);
  if (dados.length === 0) throw regraDeNegocio(MENSAGENS_IMPORTACAO.vazio);
  if (dados.length > MAXIMO_LINHAS) throw regraDeNegocio(MENSAGENS_IMPORTACAO.muitasLinhas);

  const pessoas: Pessoa[] = [];
  const erros: ErroDeLinha[] = [];
  const primeiraLinha = new Map<string, number>();
  for (const r of dados) {
    const bruto = r.campos[colunas.cpf] ?? '';
    const digitos = normalizarCpf(bruto);
    const lida = lerLinha(r, colunas);
    // A CPF seen on an earlier line, refused or not, refuses this one (one row per person).
    const valido = cpfValido(bruto);
    const anterior = valido ? primeiraLinha.get(digitos) : undefined;
    if (valido && anterior === undefined) primeiraLinha.set(digitos, r.linha);
    const mensagem = typeof lida === 'string' ? lida : anterior !== undefined ? MENSAGENS_IMPORTACAO.cpfRepetido(anterior) : null;
    if (mensagem === null) pessoas.push(lida as Pessoa);
    else erros.push({ linha: r.linha, cpfMascarado: digitos.length === 11 ? mascararCpf(digitos) : null, mensagem });
  }
  return { pessoas, linhas: dados.length, erros, colunasIgnoradas };
}

// The person as POST ClienteAdmin creates it (a live person: the panel never writes a sandbox's,
// lib/api/admin.ts); an existing CPF keeps its data. An erased (anonymized) person has no CPF
// left, so a file that names their old CPF creates a new person, as the single create does.
const S_PESSOAS = `
  INSERT INTO cliente (cpf, nome, email, telefone, data_nascimento, criado_em, atualizado_em)
  SELECT u.cpf, u.nome, u.email, u.telefone, u.nascimento::date, $6, $6
    FROM unnest($1::text[], $2::text[], $3::text[], $4::text[], $5::text[]) AS u(cpf, nome, email, telefone, nascimento)
   ORDER BY u.cpf
  ON CONFLICT (cpf, sandbox) DO NOTHING`;

// Run after S_PESSOAS, in its own statement: its snapshot sees the people a concurrent import
// committed while S_PESSOAS waited for them. The membership keeps what exists (ativo, origin).
const S_VINCULOS_E_CONSENTIMENTOS = `
  WITH pessoa AS (
    SELECT id FROM cliente WHERE cpf = ANY($1::text[]) AND NOT sandbox ORDER BY cpf),
  vinculo AS (
    INSERT INTO cliente_tenant (tenant_id, cliente_id, loja_origem_id, criado_em, atualizado_em)
    SELECT $2::uuid, id, $3::uuid, $4, $4 FROM pessoa
    ON CONFLICT (tenant_id, cliente_id) DO NOTHING
    RETURNING 1),
  consentimento AS (
    INSERT INTO consentimento_lgpd (cliente_id, tenant_id, canal, versao_texto, aceito, criado_em)
    SELECT id, $2::uuid, $5, $6, true, $4 FROM pessoa)
  SELECT count(*)::int AS novos FROM vinculo`;

const Q_JA_CADASTRADOS = `
  SELECT count(*)::int AS n
    FROM cliente c JOIN cliente_tenant ct ON ct.cliente_id = c.id AND ct.tenant_id = $2::uuid
   WHERE c.cpf = ANY($1::text[]) AND NOT c.sandbox`;

async function gravarLote(tx: Tx, tenantId: string, lojaId: string | null, lote: Pessoa[], agora: Date): Promise<number> {
  const coluna = <K extends keyof Pessoa>(k: K) => lote.map((p) => p[k]);
  await tx.$executeRawUnsafe(
    S_PESSOAS,
    coluna('cpf'),
    coluna('nome'),
    coluna('email'),
    coluna('telefone'),
    coluna('dataNascimento'),
    agora,
  );
  const [r] = await tx.$queryRawUnsafe<{ novos: number }[]>(
    S_VINCULOS_E_CONSENTIMENTOS,
    coluna('cpf'),
    tenantId,
    lojaId,
    agora,
    CANAL,
    VERSAO_TERMO_LGPD,
  );
  return r!.novos;
}

// The store the balances are credited at: its time zone ("today" of a validity) and its active
// campaigns (the validity of a balance the file gives none, as a manager's credit).
const Q_LOJA = consulta(`
  SELECT l.ativo, l.fuso_horario, ${sqlCampanhasAtivas('$3')} AS campanhas
    FROM loja l WHERE l.id = $1 AND l.tenant_id = $2`);

/** The rows whose balance's last day is before the store's today: refused (§4a), in file order with the others. */
function recusarValidadesPassadas(pessoas: Pessoa[], erros: ErroDeLinha[], hoje: string) {
  const passou = (p: Pessoa) => temSaldo(p.saldo) && p.saldo.validade !== null && p.saldo.validade < hoje;
  const recusadas = pessoas.filter(passou);
  if (recusadas.length === 0) return { pessoas, erros };
  const novosErros = recusadas.map((p) => ({
    linha: p.linha,
    cpfMascarado: mascararCpf(p.cpf),
    mensagem: MENSAGENS_IMPORTACAO.validadePassada,
  }));
  return { pessoas: pessoas.filter((p) => !passou(p)), erros: [...erros, ...novosErros].sort((a, b) => a.linha - b.linha) };
}

export async function importarClientes(
  principal: PrincipalAdmin,
  tenantId: string,
  d: { csv: string; aceiteLgpd: boolean; lojaId?: string | null; simular: boolean },
): Promise<ImportacaoClientesResponse> {
  if (!d.aceiteLgpd) throw regraDeNegocio(MENSAGENS_CLIENTE.aceiteLgpd);
  const arquivo = lerArquivoDeClientes(d.csv);
  const agora = relogio();
  // The single create's checks of the programme and of the store of origin (admin-gravar-cliente.ts).
  const tenant = await prisma.tenant.findUnique({ where: { id: tenantId }, select: { ativo: true } });
  if (!tenant?.ativo) throw regraDeNegocio(MENSAGENS_CLIENTE_ADMIN.tenantNaoEncontrado);
  const lojaId = d.lojaId ?? null;
  let loja: LojaDosSaldos | null = null;
  if (lojaId) {
    const [l] = await sql.query<{ ativo: boolean; fuso_horario: string; campanhas: unknown }>(Q_LOJA, [lojaId, tenantId, agora]);
    if (!l?.ativo) throw regraDeNegocio(MENSAGENS.lojaNaoEncontrada);
    loja = { lojaId, fuso: l.fuso_horario, campanhas: l.campanhas };
  }
  // A balance is credited at a store, as a manager's credit is (§4a).
  if (!loja && arquivo.pessoas.some((p) => temSaldo(p.saldo))) throw regraDeNegocio(MENSAGENS_IMPORTACAO.saldoSemLoja);
  const validos = loja ? recusarValidadesPassadas(arquivo.pessoas, arquivo.erros, dataLocal(agora, loja.fuso)) : arquivo;

  const pessoas = [...validos.pessoas].sort((a, b) => (a.cpf < b.cpf ? -1 : a.cpf > b.cpf ? 1 : 0));
  const contagem = { linhas: arquivo.linhas, recusados: validos.erros.length };
  let novos: number;
  let saldos: ContagemSaldos;
  if (d.simular) {
    const [r] = await prisma.$queryRawUnsafe<{ n: number }[]>(
      Q_JA_CADASTRADOS,
      pessoas.map((p) => p.cpf),
      tenantId,
    );
    novos = pessoas.length - r!.n;
    saldos = await simularSaldos(prisma, tenantId, pessoas);
  } else {
    novos = 0;
    saldos = new ContagemSaldos();
    const lotes: Pessoa[][] = [];
    for (let i = 0; i < pessoas.length; i += TAMANHO_LOTE) lotes.push(pessoas.slice(i, i + TAMANHO_LOTE));
    if (lotes.length === 0) lotes.push([]);
    for (const [i, lote] of lotes.entries()) {
      const gravado = await transacaoPrisma(
        async (tx) => {
          const doLote = lote.length ? await gravarLote(tx, tenantId, lojaId, lote, agora) : 0;
          const saldosDoLote = loja ? await creditarSaldosDoLote(tx, { principal, tenantId, loja, agora }, lote) : new ContagemSaldos();
          // One audit row per batch, in the batch's transaction: whatever was written is audited,
          // also when a later batch fails. Counts and the store only (each balance credited has
          // its own adjustment's audit row).
          await auditar(tx, {
            principal,
            tenantId,
            acao: 'ImportarClientes',
            entidade: 'Cliente',
            depois: {
              ...contagem,
              lote: i + 1,
              lotes: lotes.length,
              pessoasDoLote: lote.length,
              novos: doLote,
              jaCadastrados: lote.length - doLote,
              ...(lojaId ? { lojaId } : {}),
              ...(saldosDoLote.migrados + saldosDoLote.jaMigrados + saldosDoLote.ignorados > 0 ? saldosDoLote.resposta() : {}),
            },
          });
          return { novos: doLote, saldos: saldosDoLote };
        },
        { timeoutMs: TEMPO_MAXIMO_LOTE_MS },
      );
      novos += gravado.novos;
      saldos.somar(gravado.saldos);
    }
  }
  return {
    simulacao: d.simular,
    linhas: contagem.linhas,
    novos,
    jaCadastrados: pessoas.length - novos,
    recusados: contagem.recusados,
    erros: validos.erros.slice(0, MAXIMO_ERROS),
    colunasIgnoradas: arquivo.colunasIgnoradas,
    ...saldos.resposta(),
  };
}
