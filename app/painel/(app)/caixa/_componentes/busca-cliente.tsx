'use client';
// Finding the customer: by the club's QR (a USB reader types the token and Enter into the focused
// field; or the camera), by CPF or by phone. One field, with what it holds chosen beside it; a
// token read by a scanner is recognised whatever is chosen.
import { useMutation } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { Alerta } from '@/components/ui/alerta';
import { Botao } from '@/components/ui/botao';
import { ErroApi, chamarApi } from '@/lib/navegador/cliente-api';
import { mascaraCpf } from '@/lib/formatar';
import { cpfValido } from '@/lib/documentos/cpf';
import type { ClienteCaixaResponse } from '@/lib/domain/caixa/buscar-cliente-caixa';
import { MENSAGENS_CAIXA } from '@/lib/domain/caixa/mensagens';
import { LeitorQr } from './leitor-qr';
import { SO_TECLADO } from './teclas';
import { ponteiroDeDedo, usePonteiroDeDedo } from './ponteiro';
import { mascaraTelefone, pareceQr } from './valores';

export type Modo = 'qr' | 'cpf' | 'telefone';
export const ID_BUSCA = 'caixa-busca';

const ROTULO: Record<Modo, string> = { qr: 'QR do clube', cpf: 'CPF', telefone: 'Telefone' };
const EXEMPLO: Record<Modo, string> = { qr: 'Leia o QR com o leitor', cpf: '000.000.000-00', telefone: '(11) 98765-4321' };

export function BuscaCliente({
  tenantId,
  onEncontrados,
  onCadastrar,
}: {
  tenantId: string | null;
  onEncontrados: (clientes: ClienteCaixaResponse[]) => void;
  onCadastrar: (dados: { cpf?: string; telefone?: string }) => void;
}) {
  const [modo, setModo] = useState<Modo>('qr');
  const [texto, setTexto] = useState('');
  const [aviso, setAviso] = useState<string | null>(null);
  const dedo = usePonteiroDeDedo();

  // The counter starts in the field: a USB reader types into the focused field. Not on a phone or
  // tablet: there the focus opens the on-screen keyboard over the page, for a field the camera fills.
  useEffect(() => {
    if (!ponteiroDeDedo()) document.getElementById(ID_BUSCA)?.focus();
  }, []);

  const busca = useMutation({
    mutationFn: async (q: { qr?: string; cpf?: string; telefone?: string }) =>
      (await chamarApi<ClienteCaixaResponse[]>('GET', '/api/v1/admin/caixa/cliente', { query: { ...q, tenantId } })).dados,
    onSuccess: (clientes) => {
      setTexto('');
      onEncontrados(clientes);
    },
  });

  function buscar(valor: string) {
    const v = valor.trim();
    setAviso(null);
    busca.reset();
    if (!v) {
      setAviso(modo === 'qr' ? 'Leia o QR do cliente com o leitor ou a câmera, ou escolha CPF ou Telefone.' : `Digite o ${ROTULO[modo]}.`);
      return;
    }
    // A scanner types the token whatever mode is chosen: a UUID is a QR.
    if (modo === 'qr' || pareceQr(v)) return busca.mutate({ qr: v });
    if (modo === 'cpf') {
      if (v.replace(/\D/g, '').length !== 11) return setAviso('O CPF tem 11 dígitos.');
      if (!cpfValido(v)) return setAviso(MENSAGENS_CAIXA.cpfInvalido);
      return busca.mutate({ cpf: v });
    }
    return busca.mutate({ telefone: v });
  }

  function mudarModo(m: Modo) {
    setModo(m);
    setTexto('');
    setAviso(null);
    busca.reset();
  }

  const erro = busca.error instanceof ErroApi ? busca.error : null;
  const naoAchou = erro?.status === 404 && modo !== 'qr';

  return (
    <section aria-labelledby="caixa-buscar" className="rounded-lg border border-slate-200 bg-white p-4 shadow-sm sm:p-5">
      <h2 id="caixa-buscar" className="mb-3 text-lg font-semibold text-slate-900">
        Cliente <kbd className={`ml-1 ${SO_TECLADO} rounded border border-slate-300 px-1 text-xs font-normal text-slate-600`}>F2</kbd>
      </h2>
      <fieldset className="mb-3">
        <legend className="mb-1 text-sm font-medium text-slate-800">Buscar por</legend>
        <div className="grid grid-cols-3 gap-1 rounded-md bg-slate-100 p-1" role="radiogroup" aria-label="Buscar por">
          {(['qr', 'cpf', 'telefone'] as const).map((m) => (
            <label
              key={m}
              className="flex min-h-10 cursor-pointer items-center justify-center rounded px-2 text-sm font-medium text-slate-700 has-[:checked]:bg-white has-[:checked]:text-marca-800 has-[:checked]:shadow-sm has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-marca-600"
            >
              <input type="radio" name="caixa-modo" value={m} checked={modo === m} onChange={() => mudarModo(m)} className="sr-only" />
              {ROTULO[m]}
            </label>
          ))}
        </div>
      </fieldset>
      <form
        onSubmit={(e) => {
          e.preventDefault();
          buscar(texto);
        }}
        className="flex flex-col gap-2"
      >
        <label htmlFor={ID_BUSCA} className="text-sm font-medium text-slate-800">
          {ROTULO[modo]} do cliente
        </label>
        <div className="flex gap-2">
          <input
            id={ID_BUSCA}
            value={texto}
            onChange={(e) => {
              const v = e.target.value;
              setTexto(modo === 'cpf' && !pareceQr(v) ? mascaraCpf(v) : modo === 'telefone' && !pareceQr(v) ? mascaraTelefone(v) : v);
            }}
            onKeyDown={(e) => {
              if (e.key === 'Escape') {
                setTexto('');
                setAviso(null);
                busca.reset();
              }
            }}
            inputMode={modo === 'qr' ? 'text' : 'numeric'}
            autoComplete="off"
            autoCapitalize="off"
            spellCheck={false}
            // "Leia o QR com o leitor" does not fit a phone's field, and a phone has no reader: the
            // label says what goes there and the help under it points to the camera.
            placeholder={modo === 'qr' && dedo ? undefined : EXEMPLO[modo]}
            aria-describedby="caixa-busca-ajuda"
            className="min-h-12 w-full min-w-0 rounded-md border border-slate-300 bg-white px-3 py-2 font-mono text-base text-slate-900 focus:border-marca-600 focus:outline-2 focus:outline-marca-600"
          />
          <Botao type="submit" carregando={busca.isPending} className="shrink-0">
            Buscar
          </Botao>
        </div>
        <p id="caixa-busca-ajuda" className="text-xs text-slate-600">
          <span className={SO_TECLADO}>Enter busca · Esc limpa · Shift+Tab e ← → trocam entre QR, CPF e telefone; Tab volta ao campo.</span>
          {/* A phone has no reader on a cable: its camera is the way to a QR. */}
          {modo === 'qr' && <span className="hidden pointer-coarse:inline">Sem leitor? Toque em “Ler QR com a câmera”, abaixo.</span>}
        </p>
      </form>
      <div aria-live="polite" className="mt-3 flex flex-col gap-2">
        {aviso && <Alerta tipo="aviso">{aviso}</Alerta>}
        {erro && !naoAchou && <Alerta tipo="erro">{erro.message}</Alerta>}
        {naoAchou && (
          <Alerta tipo="info">
            <p className="font-semibold">{erro!.message}</p>
            <p className="mt-1">Se é a primeira vez do cliente, cadastre-o agora, com o aceite de LGPD.</p>
            <Botao
              variante="secundario"
              className="mt-2"
              // Not found: Enter goes on to the registration, with what was typed.
              autoFocus
              onClick={() => onCadastrar(busca.variables?.cpf ? { cpf: busca.variables.cpf } : { telefone: busca.variables?.telefone })}
            >
              Cadastrar cliente
            </Botao>
          </Alerta>
        )}
      </div>
      <div className="mt-3 flex flex-col gap-2 border-t border-slate-200 pt-3">
        <LeitorQr onLido={(t) => (setModo('qr'), busca.mutate({ qr: t.trim() }))} />
        <Botao variante="fantasma" onClick={() => onCadastrar({})}>
          Cadastrar novo cliente
        </Botao>
      </div>
    </section>
  );
}
