'use client';
// The end of the campaign form: how many fields to fix, the API's answer (the one-active-per-type
// conflict explained) and the buttons (create as draft or active; save changes).
import Link from 'next/link';
import { Alerta } from '@/components/ui/alerta';
import { Botao } from '@/components/ui/botao';
import { ehConflito, ExplicacaoConflito } from './conflito';
import type { Erros } from './corpo-campanha';

export type ResultadoEnvio = { tipo: 'sucesso' | 'erro'; mensagem: string; erros: string[] };

export function RodapeFormulario({
  modo,
  erros,
  resultado,
  tipo,
  tenantId,
  campanhaId,
  somenteLeitura,
  enviando,
  ativando,
  onAtivar,
}: {
  modo: 'criar' | 'editar';
  erros: Erros;
  resultado: ResultadoEnvio | null;
  tipo: 'Cashback' | 'Pontos';
  tenantId: string;
  campanhaId?: string;
  somenteLeitura: boolean;
  enviando: boolean;
  /** Which button is sending: "Salvar e ativar" (true) or the draft (false). */
  ativando?: boolean;
  onAtivar: () => void;
}) {
  return (
    <>
      {/* Follows the fields: disappears as soon as the last message next to a field is gone. */}
      {Object.keys(erros).length > 0 && (
        <Alerta tipo="erro">
          Corrija {Object.keys(erros).length === 1 ? 'o campo destacado' : `os ${Object.keys(erros).length} campos destacados`}.
        </Alerta>
      )}
      {resultado &&
        (resultado.tipo === 'erro' && ehConflito(resultado.mensagem) ? (
          <ExplicacaoConflito mensagem={resultado.mensagem} tipo={tipo} tenantId={tenantId} campanhaId={campanhaId} />
        ) : (
          <Alerta tipo={resultado.tipo}>
            <p>{resultado.mensagem}</p>
            {resultado.erros.length > 0 && (
              <ul className="mt-1 list-disc pl-5">
                {resultado.erros.map((x) => (
                  <li key={x}>{x}</li>
                ))}
              </ul>
            )}
          </Alerta>
        ))}

      {!somenteLeitura && (
        <div className="flex flex-wrap gap-3">
          {modo === 'criar' ? (
            <>
              <Botao type="button" carregando={enviando && ativando === true} disabled={enviando} onClick={onAtivar}>
                {enviando && ativando === true ? 'Salvando…' : 'Salvar e ativar'}
              </Botao>
              <Botao type="submit" variante="secundario" carregando={enviando && ativando === false} disabled={enviando}>
                {enviando && ativando === false ? 'Salvando…' : 'Salvar como rascunho'}
              </Botao>
            </>
          ) : (
            <Botao type="submit" carregando={enviando}>
              {enviando ? 'Salvando…' : 'Salvar alterações'}
            </Botao>
          )}
          <Link href="/painel/campanhas" className="inline-flex min-h-11 items-center px-2 text-sm font-medium text-marca-700 underline">
            Voltar para a lista
          </Link>
        </div>
      )}
    </>
  );
}
