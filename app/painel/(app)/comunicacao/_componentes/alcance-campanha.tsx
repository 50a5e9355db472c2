// The campaign's reach before sending (docs/comunicacao.md, "Alcance antes de enviar"), in the
// preview card: of the segment, who can receive it on this channel (consent and contact, the
// send's own rule) and about how many receive it after the control group. The numbers are the
// API's (`alcance` of the preview); this only puts them in words.
import { numero, quantos } from '@/lib/formatar';
import type { AlcanceCampanha as Alcance } from '@/lib/domain/comunicacao/alcance';

const CONTATO = { WhatsApp: 'telefone', Email: 'e-mail' } as const;
const NO_CANAL = { WhatsApp: 'pelo WhatsApp', Email: 'por e-mail' } as const;

/** "1 fica" / "3 ficam" / "ninguém fica". */
const verbo = (n: number, singular: string, plural: string, nenhum: string) =>
  n === 0 ? nenhum : `${numero(n)} ${n === 1 ? singular : plural}`;

export function AlcanceCampanha({
  alcance,
  canal,
  holdoutValido,
}: {
  alcance: Alcance;
  canal: 'WhatsApp' | 'Email';
  /** False while the control group field holds what the API cannot read: no estimate then. */
  holdoutValido: boolean;
}) {
  const { noSegmento, podemReceber, semConsentimento, semContato, holdoutPercentual, grupoControleEstimado, envioEstimado } = alcance;
  const fora = [
    semConsentimento > 0 && `${quantos(semConsentimento, 'sem consentimento', 'sem consentimento')} ${NO_CANAL[canal]}`,
    semContato > 0 && `${quantos(semContato, `sem ${CONTATO[canal]}`, `sem ${CONTATO[canal]}`)}`,
  ].filter(Boolean);
  return (
    <dl data-testid="alcance" className="grid gap-1.5 rounded-md border border-slate-200 p-3 text-sm text-slate-700">
      <div>
        <dt className="sr-only">No segmento</dt>
        <dd>{quantos(noSegmento, 'cliente no segmento', 'clientes no segmento')}</dd>
      </div>
      <div>
        <dt className="sr-only">Podem receber</dt>
        <dd>
          {podemReceber === 0 ? (
            <>
              <span className="font-semibold text-slate-900">Ninguém pode receber {NO_CANAL[canal]}</span>: é preciso consentimento e{' '}
              {CONTATO[canal]}.
            </>
          ) : (
            <>
              <span className="font-semibold text-slate-900">
                {verbo(podemReceber, 'pode receber', 'podem receber', '')} {NO_CANAL[canal]}
              </span>{' '}
              ({podemReceber === 1 ? 'tem' : 'têm'} consentimento e {CONTATO[canal]})
            </>
          )}
          {fora.length > 0 && <span className="block text-slate-600">Ficam de fora: {fora.join(' · ')}.</span>}
        </dd>
      </div>
      <div>
        <dt className="sr-only">Envio estimado</dt>
        <dd>
          {podemReceber === 0 ? (
            <span className="font-semibold text-slate-900">Ninguém vai receber esta campanha.</span>
          ) : holdoutValido ? (
            <>
              <span className="font-semibold text-slate-900">
                {envioEstimado === 0 ? 'Ninguém vai receber' : `Cerca de ${verbo(envioEstimado, 'vai receber', 'vão receber', '')}`}
              </span>
              {holdoutPercentual > 0 && (
                <>
                  ; {grupoControleEstimado === 0 ? 'ninguém fica' : `cerca de ${verbo(grupoControleEstimado, 'fica', 'ficam', '')}`} no
                  grupo de controle ({holdoutPercentual} %), sem receber nada.
                </>
              )}
              <span className="block text-xs text-slate-600">
                O sorteio do grupo de controle é feito no envio; o limite semanal e o horário de silêncio ainda podem segurar ou adiar
                algumas mensagens.
              </span>
            </>
          ) : (
            'Corrija o grupo de controle para ver quantos vão receber.'
          )}
        </dd>
      </div>
    </dl>
  );
}
