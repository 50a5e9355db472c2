// The text of every notification, in pt-BR, with amounts in R$ and dates as dd/mm/aaaa
// (brazil.md). One function per event kind of the outbox; the spec names the consolidated sale
// kinds (`CashbackEPontosCreditados`, `CashbackPendenteEPontosCreditados`), the rest are ours.
import { formatarData } from '@/lib/datas';
import { formatarReais } from '@/lib/dinheiro';

export type Mensagem = { assunto: string; texto: string };

type Beneficio = {
  tipoBeneficio: 'Cashback' | 'Pontos';
  cashbackCreditado: number;
  pontosCreditados: number;
  statusBeneficio: 'Disponivel' | 'Pendente';
  dataLiberacao: string | null;
  dataExpiracao: string | null;
};

const pontos = (n: number) => `${new Intl.NumberFormat('pt-BR').format(n)} ${n === 1 ? 'ponto' : 'pontos'}`;
const reais = (n: number) => formatarReais(String(n));
const validade = (d: string | null) => (d ? ` Válido até ${formatarData(d)}.` : '');

function linhasDaVenda(p: { lojaNome: string; beneficios: Beneficio[] }): string[] {
  const linhas: string[] = [];
  for (const b of p.beneficios) {
    if (b.tipoBeneficio === 'Cashback' && b.cashbackCreditado > 0) {
      linhas.push(
        b.statusBeneficio === 'Pendente'
          ? `• ${reais(b.cashbackCreditado)} de cashback, liberado em ${formatarData(b.dataLiberacao!)}.${validade(b.dataExpiracao)}`
          : `• ${reais(b.cashbackCreditado)} de cashback, disponível para usar.${validade(b.dataExpiracao)}`,
      );
    }
    if (b.tipoBeneficio === 'Pontos' && b.pontosCreditados > 0) {
      linhas.push(`• ${pontos(b.pontosCreditados)}.${validade(b.dataExpiracao)}`);
    }
  }
  return linhas;
}

export function renderizar(tipo: string, p: Record<string, any>): Mensagem | null {
  switch (tipo) {
    case 'CashbackEPontosCreditados':
    case 'CashbackPendenteEPontosCreditados':
    case 'CashbackCreditado':
    case 'CashbackPendenteCreditado':
    case 'PontosCreditados': {
      const linhas = linhasDaVenda(p as { lojaNome: string; beneficios: Beneficio[] });
      if (linhas.length === 0) return null;
      return {
        assunto: `Você ganhou benefícios na ${p.lojaNome}`,
        texto: [`Obrigado pela compra na ${p.lojaNome}! Você ganhou:`, ...linhas, 'Acompanhe seu saldo no clube.'].join('\n'),
      };
    }
    case 'CashbackLiberado':
      return {
        assunto: 'Seu cashback foi liberado',
        texto: `Seu cashback de ${reais(p.valor)} na ${p.lojaNome} foi liberado e já pode ser usado como desconto.${validade(p.dataExpiracao)}`,
      };
    case 'CreditoExpirando':
      return {
        assunto: p.tipoBeneficio === 'Pontos' ? 'Seus pontos vão expirar' : 'Seu cashback vai expirar',
        texto:
          p.tipoBeneficio === 'Pontos'
            ? `Você tem ${pontos(p.valor)} na ${p.lojaNome} que expiram em ${formatarData(p.dataExpiracao)}. Use antes de perder!`
            : `Você tem ${reais(p.valor)} de cashback na ${p.lojaNome} que expira em ${formatarData(p.dataExpiracao)}. Use antes de perder!`,
      };
    case 'PinClube':
      return {
        assunto: 'Seu código de acesso ao clube',
        texto: `Seu código de acesso ao clube Fidelidade é ${p.pin}. Ele vale por ${p.validadeMinutos} minutos. Não compartilhe este código com ninguém.`,
      };
    case 'EmailPrimeiroAcesso':
      return {
        assunto: 'Defina sua senha do painel Fidelidade',
        texto: `Olá, ${p.nome}! Seu acesso ao painel Fidelidade foi criado. Defina sua senha em: ${p.link}\nO link vale até ${formatarData(String(p.validoAte).slice(0, 10))} e só pode ser usado uma vez.`,
      };
    case 'EmailRedefinicaoSenha':
      return {
        assunto: 'Redefinição de senha do painel Fidelidade',
        texto: `Olá, ${p.nome}! Recebemos um pedido para redefinir sua senha. Use este link em até 30 minutos: ${p.link}\nSe não foi você, ignore esta mensagem: sua senha continua a mesma.`,
      };
    default:
      return null;
  }
}
