// The store behind a "Participe do clube" link (GET /api/v1/clube/cadastro/loja/{lojaId}; docs/clube.md,
// "Participar pelo link da loja"): its name, the programme's and what the programme gives, in
// pt-BR lines read off the store's active campaigns. Only a live store can take sign-ups: an
// unknown or malformed id, an inactive store or tenant and a sandbox store all answer the same 404
// (a person scanning a QR code has nothing to correct, and nothing is told about which it was).
import 'server-only';
import { consulta, sql, type Executor } from '@/lib/db';
import { ErroDeNegocio } from '@/lib/erros';
import { formatarReais, paraNumero, type Decimal } from '@/lib/dinheiro';
import { quantos } from '@/lib/formatar';
import { agora as relogio } from '@/lib/relogio';
import { UUID } from '@/lib/api/consulta';
import { lerCampanhas, sqlCampanhasAtivas, type RegraCampanha, type TipoBeneficio } from '@/lib/domain/campanha/campanhas-da-venda';
import { normalizarCodigoIndicacao } from '@/lib/domain/indicacao/codigo-indicacao';
import { REFERENCIA_VALIDA } from '@/lib/domain/indicacao/registrar-indicacao';
import { MENSAGENS_CADASTRO_CLUBE } from './mensagens-cadastro';

/** The friend's side of a referral link (docs/indicacao.md): who invited, by first name only, and what joining by it gives. */
export type ConviteDoCadastro = {
  indicador: string;
  tipoBeneficio: TipoBeneficio;
  bonusIndicado: number;
  compraMinima: number;
  /** Days after the purchase before the bonus comes (the grace period). */
  diasCarencia: number;
};

export type LojaDoCadastroResponse = {
  lojaId: string;
  lojaNome: string;
  programa: string;
  beneficios: string[];
  /** Present when the link carries a member's code of this programme and its referrals are on; else null. */
  indicacao: ConviteDoCadastro | null;
};

/** A store that takes sign-ups, as the code request and the confirmation need it. */
export type LojaDeCadastro = { id: string; nome: string; tenant_id: string; programa: string };

const LOJA_VIVA = `
  FROM loja l JOIN tenant t ON t.id = l.tenant_id
 WHERE l.id = $1 AND l.ativo AND NOT l.sandbox AND t.ativo AND t.sandbox_de IS NULL`;

const Q_LOJA = consulta(`SELECT l.id, l.nome, l.tenant_id, t.nome AS programa ${LOJA_VIVA}`);
const Q_LOJA_E_CAMPANHAS = consulta(
  `SELECT l.id, l.nome, l.tenant_id, t.nome AS programa, ${sqlCampanhasAtivas('$2')} AS campanhas ${LOJA_VIVA}`,
);

// The invitation is shown exactly when the confirmation would record the referral (registrar-indicacao.ts).
const Q_CONVITE = consulta(`
  SELECT split_part(trim(c.nome), ' ', 1) AS indicador, p.tipo_beneficio, p.bonus_indicado::text, p.compra_minima::text, p.dias_carencia
    FROM cliente_tenant ct
    ${REFERENCIA_VALIDA}
     AND ct.tenant_id = $1 AND ct.codigo_indicacao = $2`);

export const lojaNaoEncontrada = () => new ErroDeNegocio(404, MENSAGENS_CADASTRO_CLUBE.lojaNaoEncontrada);

/** The live store `lojaId` names, or 404 `Loja não encontrada.` */
export async function lojaParaCadastro(ex: Executor, lojaId: string): Promise<LojaDeCadastro> {
  if (!UUID.test(lojaId)) throw lojaNaoEncontrada();
  const [l] = await ex.query<LojaDeCadastro>(Q_LOJA, [lojaId.toLowerCase()]);
  if (!l) throw lojaNaoEncontrada();
  return l;
}

/** `5`, `2,5`, `1,25`: a decimal as people read it, without the zeros of the column's scale. */
const numero = (d: Decimal) => d.toString().replace('.', ',');
const dias = (n: number) => quantos(n, 'dia', 'dias');

/** What the store's active campaigns give, one line each, for the sign-up page and the poster. */
export function linhasDeBeneficio(campanhas: RegraCampanha[]): string[] {
  const linhas: string[] = [];
  const cashback = campanhas.find((c) => c.tipo === 'Cashback' && c.percentualCashback);
  const pontos = campanhas.find((c) => c.tipo === 'Pontos' && c.pontosPorReal);
  if (cashback) {
    const minimo = cashback.compraMinima.gt(0) ? `em compras a partir de ${formatarReais(cashback.compraMinima)}` : 'em cada compra';
    linhas.push(`${numero(cashback.percentualCashback!)} % de cashback ${minimo}`);
    linhas.push(
      cashback.modoCashback === 'Diferido' && cashback.diasLiberacao > 0
        ? `Cashback liberado ${dias(cashback.diasLiberacao)} após a compra`
        : 'Cashback disponível logo após a compra',
    );
    if (cashback.validadeDias) linhas.push(`Cashback válido por ${dias(cashback.validadeDias)}`);
  }
  if (pontos) {
    const minimo = pontos.compraMinima.gt(0) ? `, em compras a partir de ${formatarReais(pontos.compraMinima)}` : '';
    linhas.push(`${quantos(Number(pontos.pontosPorReal!), 'ponto', 'pontos')} a cada ${formatarReais('1')}${minimo}`);
    if (pontos.pontosMinimosParaResgate) linhas.push(`Troque a partir de ${quantos(pontos.pontosMinimosParaResgate, 'ponto', 'pontos')}`);
    if (pontos.validadeDias) linhas.push(`Pontos válidos por ${dias(pontos.validadeDias)}`);
  }
  return linhas;
}

async function convite(tenantId: string, texto: string | null | undefined): Promise<ConviteDoCadastro | null> {
  const codigo = normalizarCodigoIndicacao(texto);
  if (!codigo) return null;
  const [c] = await sql.query<{
    indicador: string | null;
    tipo_beneficio: TipoBeneficio;
    bonus_indicado: string;
    compra_minima: string;
    dias_carencia: number;
  }>(Q_CONVITE, [tenantId, codigo]);
  if (!c) return null;
  return {
    indicador: c.indicador || 'Um amigo',
    tipoBeneficio: c.tipo_beneficio,
    bonusIndicado: paraNumero(c.bonus_indicado),
    compraMinima: paraNumero(c.compra_minima),
    diasCarencia: c.dias_carencia,
  };
}

/** GET /api/v1/clube/cadastro/loja/{lojaId}[?indicacao=CODIGO]; server components may call it directly. */
export async function lojaDoCadastro(lojaId: string, codigoIndicacao?: string | null): Promise<LojaDoCadastroResponse> {
  if (!UUID.test(lojaId)) throw lojaNaoEncontrada();
  const [l] = await sql.query<LojaDeCadastro & { campanhas: unknown }>(Q_LOJA_E_CAMPANHAS, [lojaId.toLowerCase(), relogio()]);
  if (!l) throw lojaNaoEncontrada();
  return {
    lojaId: l.id,
    lojaNome: l.nome,
    programa: l.programa,
    beneficios: linhasDeBeneficio(lerCampanhas(l.campanhas)),
    indicacao: await convite(l.tenant_id, codigoIndicacao),
  };
}

/** For the pages (the link's and the poster's): the store as lojaDoCadastro reads it, or null where the API answers 404. */
export async function lojaDoCadastroOuNula(lojaId: string, codigoIndicacao?: string | null): Promise<LojaDoCadastroResponse | null> {
  try {
    return await lojaDoCadastro(lojaId, codigoIndicacao);
  } catch (e) {
    if (e instanceof ErroDeNegocio && e.status === 404) return null;
    throw e;
  }
}
