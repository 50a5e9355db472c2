// The head of both messages pages (/painel/mensagens/entregas and /painel/mensagens): the title,
// the channels this server really uses, the test e-mail and the two views as tabs.
import Link from 'next/link';
import { Etiqueta } from '@/components/ui/etiqueta';
import { CabecalhoPagina } from '@/components/painel/cabecalho-pagina';
import { BotaoAtualizar } from './atualizar';
import { canaisReais } from './consultas';
import { FormularioEmailTeste } from './email-teste';

const ABAS = [
  { aba: 'entregas', href: '/painel/mensagens/entregas', rotulo: 'Entregas' },
  { aba: 'sink', href: '/painel/mensagens', rotulo: 'Sink de desenvolvimento' },
] as const;

/** One channel: sent for real (and to which server), or kept in the sink for want of its variable. */
function CanalDoServidor({ nome, servidor, real, variavel }: { nome: string; servidor: string | null; real: string; variavel: string }) {
  return (
    <li className="flex min-w-0 max-w-full flex-wrap items-center gap-1 rounded-md border border-slate-200 px-3 py-2">
      {nome}: <Etiqueta cor={servidor ? 'verde' : 'amarelo'}>{servidor ? real : 'guardado no sink'}</Etiqueta>
      <span className="break-all text-xs text-slate-600">{servidor ?? `sem ${variavel}`}</span>
    </li>
  );
}

export function CabecalhoMensagens({ aba }: { aba: (typeof ABAS)[number]['aba'] }) {
  const reais = canaisReais();
  return (
    <>
      <CabecalhoPagina titulo="Mensagens e entregas" acoes={<BotaoAtualizar />}>
        <p>
          Os avisos que o serviço manda às pessoas — PIN do clube, e-mails de acesso ao painel, avisos de saldo, campanhas — e se cada um
          saiu. Para responder “o código não chegou”.
        </p>
      </CabecalhoPagina>

      <section aria-labelledby="canais-titulo" className="mb-5 flex flex-col gap-4 rounded-lg border border-slate-200 bg-white p-4">
        <h2 id="canais-titulo" className="text-base font-semibold text-slate-900">
          Canais deste servidor
        </h2>
        <ul className="flex flex-wrap gap-3 text-sm" aria-label="Canais deste servidor">
          <CanalDoServidor nome="E-mail" servidor={reais.email} real="enviado por SMTP" variavel="SMTP_URL" />
          <CanalDoServidor nome="WhatsApp" servidor={reais.whatsapp} real="enviado pelo provedor" variavel="WHATSAPP_API_URL" />
        </ul>
        <FormularioEmailTeste />
      </section>

      <nav aria-label="Vistas de mensagens" className="mb-4 flex gap-1 border-b border-slate-200">
        {ABAS.map((a) => (
          <Link
            key={a.aba}
            href={a.href}
            aria-current={a.aba === aba ? 'page' : undefined}
            className={`-mb-px rounded-t-md border px-3 py-2 text-sm ${
              a.aba === aba
                ? 'border-slate-200 border-b-white bg-white font-semibold text-slate-900'
                : 'border-transparent text-slate-600 hover:text-slate-900'
            }`}
          >
            {a.rotulo}
          </Link>
        ))}
      </nav>
    </>
  );
}
