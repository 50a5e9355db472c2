import type { Metadata } from 'next';
import { dataHora } from '@/lib/formatar';
import { Campo } from '@/components/ui/campo';
import { Etiqueta } from '@/components/ui/etiqueta';
import { FiltroOpcoes } from '@/components/painel/lista-pagina';
import { ListaDaUrl } from '@/components/painel/lista-da-url';
import { lerPaginaDeLista, type ParametrosPagina } from '@/app/painel/(app)/consulta-pagina';
import { CabecalhoMensagens } from './cabecalho-mensagens';
import { canaisReais, consultarMensagens } from './consultas';

export const metadata: Metadata = { title: 'Mensagens e entregas: sink de desenvolvimento' };

/** The message's text with its web addresses as links (first-access and reset links). */
function TextoComLinks({ texto }: { texto: string }) {
  const partes = texto.split(/(https?:\/\/[^\s]+)/g);
  return (
    <p className="whitespace-pre-wrap break-words text-sm text-slate-800">
      {partes.map((p, i) =>
        /^https?:\/\//.test(p) ? (
          <a key={i} href={p} className="break-all text-marca-700 underline">
            {p}
          </a>
        ) : (
          p
        ),
      )}
    </p>
  );
}

export default async function PaginaMensagens({ searchParams }: { searchParams: Promise<ParametrosPagina> }) {
  const lista = await lerPaginaDeLista(searchParams, (_, q) => consultarMensagens(q), ['SuperAdmin']);
  const { q } = lista;
  const reais = canaisReais();

  return (
    <>
      <CabecalhoMensagens aba="sink" />
      <div className="mb-4 flex max-w-3xl flex-col gap-1 text-sm text-slate-700">
        <p>
          Quando um canal de envio não está configurado, as notificações — e-mail de primeiro acesso, redefinição de senha, PIN do clube,
          créditos e lembretes de expiração — <strong>não saem do serviço</strong>: ficam guardadas aqui, para a equipe e os testes lerem.{' '}
          <strong>Em produção, com SMTP e WhatsApp configurados, nada vem para esta página</strong>: veja a aba Entregas.
        </p>
        <p>
          As mensagens chegam quando a fila de envio (outbox) é processada — a cada minuto pelo agendador. Os textos trazem links de acesso
          e PINs: não os compartilhe.
        </p>
      </div>

      <ListaDaUrl
        leitura={lista}
        caminho="/painel/mensagens"
        filtros={{
          destino: <Campo rotulo="Destinatário (e-mail ou telefone)" name="destino" defaultValue={q.destino} className="min-w-64" />,
          canal: <FiltroOpcoes rotulo="Canal" name="canal" valor={q.canal} opcoes={{ email: 'E-mail', whatsapp: 'WhatsApp' }} />,
        }}
        filtrado={{
          titulo: 'Nenhuma mensagem para esse destinatário',
          texto: 'Confira o endereço ou limpe os filtros. Mensagens novas aparecem depois que a fila de envio é processada.',
        }}
        vazio={{
          titulo: 'Nenhuma mensagem guardada',
          texto:
            reais.email && reais.whatsapp
              ? 'Os dois canais estão configurados neste servidor: as mensagens são enviadas de verdade e não aparecem aqui.'
              : 'Crie um usuário ou peça um PIN do clube: a mensagem aparece aqui depois que a fila de envio for processada. Use “Atualizar”.',
        }}
        lista={(itens) => (
          <ol className="flex flex-col gap-3" aria-label="Mensagens, da mais nova para a mais antiga">
            {itens.map((m) => (
              <li key={m.id}>
                <article className="rounded-lg border border-slate-200 bg-white p-4" aria-labelledby={`msg-${m.id}`}>
                  <div className="mb-2 flex flex-wrap items-start justify-between gap-2">
                    <div>
                      <h2 id={`msg-${m.id}`} className="font-medium text-slate-900">
                        {m.assunto}
                      </h2>
                      <p className="break-all text-xs text-slate-600">Para: {m.destino}</p>
                    </div>
                    <div className="flex flex-col items-end gap-1 text-xs text-slate-700">
                      {m.canal === 'whatsapp' ? <Etiqueta cor="verde">WhatsApp</Etiqueta> : <Etiqueta cor="azul">E-mail</Etiqueta>}
                      <time dateTime={m.criadoEm}>{dataHora(m.criadoEm)}</time>
                    </div>
                  </div>
                  <TextoComLinks texto={m.texto} />
                </article>
              </li>
            ))}
          </ol>
        )}
      />
    </>
  );
}
