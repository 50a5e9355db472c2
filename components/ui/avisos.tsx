'use client';
// Feedback of an action that has no form of its own to show it in (a row's "Desativar", a
// copied key…): a short message in a live region at the bottom of the screen, read by screen
// readers. Errors stay until closed; successes leave after a few seconds.
import { createContext, useCallback, useContext, useEffect, useState, type ReactNode } from 'react';

/** `texto` is a sentence, or a sentence and what to do next (a link: see lojas/saida-limite-lojas.tsx). */
type Aviso = { id: number; tipo: 'sucesso' | 'erro'; texto: ReactNode };
type Avisar = (tipo: Aviso['tipo'], texto: ReactNode) => void;

const Contexto = createContext<Avisar | null>(null);

export function ProvedorAvisos({ children }: { children: React.ReactNode }) {
  const [avisos, setAvisos] = useState<Aviso[]>([]);
  const fechar = useCallback((id: number) => setAvisos((a) => a.filter((x) => x.id !== id)), []);
  const avisar = useCallback<Avisar>(
    (tipo, texto) => setAvisos((a) => [...a.slice(-2), { id: Date.now() + Math.random(), tipo, texto }]),
    [],
  );
  return (
    <Contexto.Provider value={avisar}>
      {children}
      <div aria-live="polite" className="pointer-events-none fixed inset-x-0 bottom-4 z-50 flex flex-col items-center gap-2 px-4">
        {avisos.map((a) => (
          <ItemAviso key={a.id} aviso={a} onFechar={() => fechar(a.id)} />
        ))}
      </div>
    </Contexto.Provider>
  );
}

function ItemAviso({ aviso, onFechar }: { aviso: Aviso; onFechar: () => void }) {
  useEffect(() => {
    if (aviso.tipo === 'erro') return;
    const t = setTimeout(onFechar, 6000);
    return () => clearTimeout(t);
  }, [aviso.tipo, onFechar]);
  return (
    <div
      role={aviso.tipo === 'erro' ? 'alert' : 'status'}
      className={`pointer-events-auto flex w-full max-w-md items-start justify-between gap-3 rounded-md border px-4 py-3 text-sm shadow-lg ${
        aviso.tipo === 'erro' ? 'border-red-300 bg-red-50 text-red-900' : 'border-green-300 bg-green-50 text-green-900'
      }`}
    >
      <div>{aviso.texto}</div>
      <button type="button" onClick={onFechar} className="-my-1 rounded px-2 py-1 font-semibold hover:bg-black/5" aria-label="Fechar aviso">
        ×
      </button>
    </div>
  );
}

/** `avisar('sucesso' | 'erro', texto)`; outside a ProvedorAvisos it does nothing. */
export function useAvisos(): Avisar {
  return useContext(Contexto) ?? (() => {});
}
