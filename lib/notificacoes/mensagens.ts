// The text of every notification, in pt-BR, with amounts in R$ and dates as dd/mm/aaaa
// (brazil.md). One function per event kind of the outbox; the spec names the consolidated sale
// kinds (`CashbackEPontosCreditados`, `CashbackPendenteEPontosCreditados`), the rest are ours.
import 'server-only';
import { FUSO_BRASILIA, dataLocal, formatarData, fusoValido, horaLocal } from '@/lib/datas';
import { formatarReais } from '@/lib/dinheiro';
import { env } from '@/lib/env';
import { mascararTexto } from '@/lib/log';

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
// Every message about a balance ends with the way to see it: the club's address (APP_URL).
const noClube = () => `Veja seu saldo no clube: ${env().APP_URL.replace(/\/$/, '')}/clube`;

function linhasDaVenda(p: { lojaNome: string; beneficios: Beneficio[] }): string[] {
  const linhas: string[] = [];
  for (const b of p.beneficios) {
    if (b.tipoBeneficio === 'Cashback' && b.cashbackCreditado > 0) {
      linhas.push(
        b.statusBeneficio === 'Pendente'
          ? `• ${reais(b.cashbackCreditado)} de cashback, será liberado em ${formatarData(b.dataLiberacao!)}.${validade(b.dataExpiracao)}`
          : `• ${reais(b.cashbackCreditado)} de cashback, disponível para usar.${validade(b.dataExpiracao)}`,
      );
    }
    if (b.tipoBeneficio === 'Pontos' && b.pontosCreditados > 0) {
      linhas.push(`• ${pontos(b.pontosCreditados)}.${validade(b.dataExpiracao)}`);
    }
  }
  return linhas;
}

/** Brazil's zones as people name their clock; any other zone is named by its IANA id. */
const HORARIOS: Record<string, string> = {
  [FUSO_BRASILIA]: 'horário de Brasília',
  'America/Bahia': 'horário da Bahia',
  'America/Fortaleza': 'horário de Fortaleza',
  'America/Recife': 'horário de Recife',
  'America/Maceio': 'horário de Maceió',
  'America/Belem': 'horário de Belém',
  'America/Santarem': 'horário de Santarém',
  'America/Araguaina': 'horário de Araguaína',
  'America/Cuiaba': 'horário de Cuiabá',
  'America/Campo_Grande': 'horário de Campo Grande',
  'America/Manaus': 'horário de Manaus',
  'America/Porto_Velho': 'horário de Porto Velho',
  'America/Boa_Vista': 'horário de Boa Vista',
  'America/Rio_Branco': 'horário de Rio Branco',
  'America/Eirunepe': 'horário de Eirunepé',
  'America/Noronha': 'horário de Fernando de Noronha',
};

/** `25/11/2026 às 14:30 (horário de Brasília)`: an instant at a zone's clock, saying which. */
function noRelogio(instante: string, fuso: unknown): string {
  const zona = typeof fuso === 'string' && fusoValido(fuso) ? fuso : FUSO_BRASILIA;
  const d = new Date(instante);
  return `${formatarData(dataLocal(d, zona))} às ${horaLocal(d, zona)} (${HORARIOS[zona] ?? `fuso ${zona}`})`;
}

/** A referral bonus notice (lib/domain/indicacao/concluir-indicacoes.ts). */
type PayloadBonusIndicacao = {
  lado: 'indicador' | 'indicado';
  tipoBeneficio: 'Cashback' | 'Pontos';
  valor: number;
  lojaNome: string;
  programa: string;
  dataExpiracao: string | null;
};

/** An outbox payload as read back from its JSON column: its shape depends on the event kind. */
export type PayloadOutbox = Record<string, unknown>;

/** A failing webhook endpoint's alert and its recovery notice (lib/domain/webhooks/alerta-falha.ts). */
type PayloadWebhook = {
  nome: string;
  webhookId: string;
  host: string;
  descricao: string | null;
  ultimoErro?: string | null;
  falhandoDesde: string | null;
  voltouEm?: string;
  entregasFalhas: number;
  fusoHorario: string | null;
};

const nomeDoWebhook = (w: PayloadWebhook) => `${w.host}${w.descricao ? ` (${w.descricao})` : ''}`;
const painelDoWebhook = (w: PayloadWebhook) => `${env().APP_URL.replace(/\/$/, '')}/painel/webhooks/${w.webhookId}`;

function alertaWebhook(w: PayloadWebhook): Mensagem {
  const desde = w.falhandoDesde ? ` desde ${noRelogio(w.falhandoDesde, w.fusoHorario)}` : '';
  return {
    assunto: `Webhook com falhas: ${w.host}`,
    texto: [
      `Olá, ${w.nome}! As entregas do webhook ${nomeDoWebhook(w)} estão falhando${desde}.`,
      // Masked again, like the panel shows it: the receiver's answer is not ours to forward.
      `Último erro: ${mascararTexto(String(w.ultimoErro ?? ''))}`,
      w.entregasFalhas > 0
        ? w.entregasFalhas === 1
          ? '1 entrega já esgotou as tentativas e só sai de novo quando for reenviada.'
          : `${w.entregasFalhas} entregas já esgotaram as tentativas e só saem de novo quando forem reenviadas.`
        : 'As entregas continuam sendo tentadas com espera crescente, até 12 tentativas cada.',
      `Veja as entregas e reenvie as que falharam: ${painelDoWebhook(w)}`,
      'Enviamos no máximo um alerta por dia para cada webhook.',
    ].join('\n'),
  };
}

function voltouWebhook(w: PayloadWebhook): Mensagem {
  const desde = w.falhandoDesde ? `, que falhava desde ${noRelogio(w.falhandoDesde, w.fusoHorario)}` : '';
  return {
    assunto: `Webhook voltou a entregar: ${w.host}`,
    texto: [
      `Olá, ${w.nome}! O webhook ${nomeDoWebhook(w)}${desde}, voltou a entregar em ${noRelogio(String(w.voltouEm), w.fusoHorario)}.`,
      w.entregasFalhas > 0
        ? `${w.entregasFalhas === 1 ? '1 entrega com falha pode ser reenviada' : `${w.entregasFalhas} entregas com falha podem ser reenviadas`} de uma vez, em “Reenviar falhas”: ${painelDoWebhook(w)}`
        : `Nenhuma entrega ficou com falha. Entregas: ${painelDoWebhook(w)}`,
    ].join('\n'),
  };
}

type PayloadLiberacao = { lojaNome: string; valor: number; dataExpiracao: string | null };
type PayloadExpirando = { lojaNome: string; valor: number; tipoBeneficio: 'Cashback' | 'Pontos'; dataExpiracao: string };

/**
 * The notices of two-step verification (lib/domain/acesso/dois-fatores.ts): turned on or off by the
 * user, reset by an administrator, a recovery code used. Each says when, at the company's clock, and
 * what to do if it was not the user.
 */
function avisoDoisFatores(p: PayloadOutbox): Mensagem | null {
  const quando = noRelogio(String(p.em), p.fusoHorario);
  const senaoFoiVoce = `Se não foi você, redefina a senha agora em ${p.link} e avise quem administra o painel da sua empresa.`;
  const sessoes = 'As sessões abertas em outros aparelhos foram encerradas.';
  switch (p.acao) {
    case 'Ativada':
      return {
        assunto: 'Verificação em duas etapas ativada no painel Fidelidade',
        texto: `Olá, ${p.nome}! A verificação em duas etapas da sua conta no painel Fidelidade foi ativada em ${quando}: o login passa a pedir também o código do aplicativo autenticador. ${sessoes}\n${senaoFoiVoce}`,
      };
    case 'Desativada':
      return {
        assunto: 'Verificação em duas etapas desativada no painel Fidelidade',
        texto: `Olá, ${p.nome}! A verificação em duas etapas da sua conta no painel Fidelidade foi desativada em ${quando}: o login volta a pedir só a senha. ${sessoes}\n${senaoFoiVoce}`,
      };
    case 'Redefinida':
      return {
        assunto: 'Sua verificação em duas etapas foi redefinida no painel Fidelidade',
        texto: `Olá, ${p.nome}! Um administrador redefiniu a verificação em duas etapas da sua conta no painel Fidelidade em ${quando}: o login volta a pedir só a senha, e você pode ativá-la de novo em Minha conta. Todas as sessões abertas foram encerradas.\n${senaoFoiVoce}`,
      };
    case 'CodigoRecuperacaoUsado': {
      const n = Number(p.restantes);
      const restam = n === 0 ? 'Não resta nenhum código' : n === 1 ? 'Resta 1 código' : `Restam ${n} códigos`;
      return {
        assunto: 'Um código de recuperação foi usado no painel Fidelidade',
        texto: `Olá, ${p.nome}! Um código de recuperação da sua conta no painel Fidelidade foi usado para entrar em ${quando}. ${restam} de recuperação; gere novos em Minha conta.\n${senaoFoiVoce}`,
      };
    }
    default:
      return null;
  }
}

export function renderizar(tipo: string, p: PayloadOutbox): Mensagem | null {
  switch (tipo) {
    case 'CashbackEPontosCreditados':
    case 'CashbackPendenteEPontosCreditados':
    case 'CashbackCreditado':
    case 'CashbackPendenteCreditado':
    case 'PontosCreditados': {
      const venda = p as { lojaNome: string; beneficios: Beneficio[] };
      const linhas = linhasDaVenda(venda);
      if (linhas.length === 0) return null;
      return {
        assunto: `Você ganhou benefícios na ${venda.lojaNome}`,
        texto: [`Obrigado pela compra na ${venda.lojaNome}! Você ganhou:`, ...linhas, noClube()].join('\n'),
      };
    }
    case 'CashbackLiberado': {
      const l = p as PayloadLiberacao;
      return {
        assunto: 'Seu cashback foi liberado',
        texto: `Seu cashback de ${reais(l.valor)} na ${l.lojaNome} foi liberado e já pode ser usado como desconto.${validade(l.dataExpiracao)}\n${noClube()}`,
      };
    }
    case 'CreditoExpirando': {
      const e = p as PayloadExpirando;
      return {
        assunto: e.tipoBeneficio === 'Pontos' ? 'Seus pontos vão expirar' : 'Seu cashback vai expirar',
        texto: `${
          e.tipoBeneficio === 'Pontos'
            ? `Você tem ${pontos(e.valor)} na ${e.lojaNome} que expiram em ${formatarData(e.dataExpiracao)}. Use antes de perder!`
            : `Você tem ${reais(e.valor)} de cashback na ${e.lojaNome} que expira em ${formatarData(e.dataExpiracao)}. Use antes de perder!`
        }\n${noClube()}`,
      };
    }
    case 'BonusIndicacao': {
      // The friend is never named to the referrer (docs/indicacao.md).
      const b = p as PayloadBonusIndicacao;
      const ganho = b.tipoBeneficio === 'Pontos' ? pontos(b.valor) : `${reais(b.valor)} de cashback`;
      return b.lado === 'indicador'
        ? {
            assunto: 'Você ganhou um bônus por indicar um amigo',
            texto: `Um amigo que você indicou entrou no clube ${b.programa} e fez a compra que vale o bônus: você ganhou ${ganho} na ${b.lojaNome}.${validade(b.dataExpiracao)}\n${noClube()}`,
          }
        : {
            assunto: 'Você ganhou um bônus de boas-vindas',
            texto: `Bem-vindo ao clube ${b.programa}! Pela indicação, você ganhou ${ganho} na ${b.lojaNome}.${validade(b.dataExpiracao)}\n${noClube()}`,
          };
    }
    case 'PinClube':
      return {
        assunto: 'Seu código de acesso ao clube',
        texto: `Seu código de acesso ao clube Fidelidade é ${p.pin}. Ele vale por ${p.validadeMinutos} minutos. Não compartilhe este código com ninguém.`,
      };
    case 'CadastroClube':
      // The code of a sign-up by a store's link (lib/domain/clube/solicitar-codigo-cadastro.ts), to
      // the contact the person typed; `pin` is the payload key the dispatcher strips once delivered.
      return {
        assunto: `Seu código para participar do clube ${p.programa}`,
        texto: `Seu código para participar do clube ${p.programa} é ${p.pin}. Ele vale por ${p.validadeMinutos} minutos. Se não foi você que pediu, ignore esta mensagem. Não compartilhe este código com ninguém.`,
      };
    case 'EmailPrimeiroAcesso': {
      // Events queued before `tenantNome` and `fusoHorario` existed render at Brasília's clock.
      const empresa = typeof p.tenantNome === 'string' && p.tenantNome ? ` de ${p.tenantNome}` : '';
      return {
        assunto: 'Defina sua senha do painel Fidelidade',
        texto: `Olá, ${p.nome}! Seu acesso ao painel Fidelidade${empresa} foi criado. Defina sua senha em: ${p.link}\nO link é válido até ${noRelogio(String(p.validoAte), p.fusoHorario)} e só pode ser usado uma vez.`,
      };
    }
    case 'EmailRedefinicaoSenha':
      return {
        assunto: 'Redefinição de senha do painel Fidelidade',
        texto: `Olá, ${p.nome}! Recebemos um pedido para redefinir sua senha. Use este link em até 30 minutos: ${p.link}\nSe não foi você, ignore esta mensagem: sua senha continua a mesma.`,
      };
    case 'AlertaWebhookFalhando':
      return alertaWebhook(p as PayloadWebhook);
    case 'AvisoWebhookEntregando':
      return voltouWebhook(p as PayloadWebhook);
    case 'EmailSenhaAlterada':
      // The notice of a password changed while signed in (lib/domain/acesso/trocar-senha.ts): when,
      // at the company's clock, and the way back in for someone who did not change it.
      return {
        assunto: 'Sua senha do painel Fidelidade foi alterada',
        texto: `Olá, ${p.nome}! A senha da sua conta no painel Fidelidade foi alterada em ${noRelogio(String(p.alteradaEm), p.fusoHorario)}. As sessões abertas em outros aparelhos foram encerradas.\nSe foi você, não precisa fazer nada. Se não foi você, redefina a senha agora em ${p.link} e avise quem administra o painel da sua empresa.`,
      };
    case 'EmailDoisFatores':
      return avisoDoisFatores(p);
    case 'Marketing':
      // Rendered when the campaign released it (lib/domain/comunicacao/liberar-envios.ts).
      return typeof p.texto === 'string' ? { assunto: String(p.assunto ?? ''), texto: p.texto } : null;
    default:
      return null;
  }
}
