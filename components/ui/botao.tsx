import type { ButtonHTMLAttributes } from 'react';

type Variante = 'primario' | 'secundario' | 'perigo' | 'fantasma';

const estilos: Record<Variante, string> = {
  primario: 'bg-marca-700 text-white hover:bg-marca-800 focus-visible:outline-marca-700',
  secundario: 'border border-slate-300 bg-white text-slate-800 hover:bg-slate-50 focus-visible:outline-marca-700',
  perigo: 'bg-red-700 text-white hover:bg-red-800 focus-visible:outline-red-700',
  fantasma: 'text-marca-700 hover:bg-marca-50 focus-visible:outline-marca-700',
};

export function Botao({
  variante = 'primario',
  carregando = false,
  className = '',
  children,
  disabled,
  ...props
}: ButtonHTMLAttributes<HTMLButtonElement> & { variante?: Variante; carregando?: boolean }) {
  return (
    <button
      {...props}
      disabled={disabled || carregando}
      aria-busy={carregando || undefined}
      className={`inline-flex min-h-11 items-center justify-center gap-2 rounded-md px-4 py-2 text-sm font-semibold focus-visible:outline-2 focus-visible:outline-offset-2 disabled:cursor-not-allowed disabled:opacity-60 ${estilos[variante]} ${className}`}
    >
      {carregando && <span aria-hidden="true" className="size-4 animate-spin rounded-full border-2 border-current border-t-transparent" />}
      {children}
    </button>
  );
}

/** Shows or hides the section under it (aria-expanded), and says which it will do: `textos` = [close, open]. */
export function BotaoExpandir({
  aberto,
  onMudar,
  textos: [fechar, abrir],
}: {
  aberto: boolean;
  onMudar: (aberto: boolean) => void;
  textos: readonly [string, string];
}) {
  return (
    <Botao variante="secundario" aria-expanded={aberto} onClick={() => onMudar(!aberto)}>
      {aberto ? fechar : abrir}
    </Botao>
  );
}
