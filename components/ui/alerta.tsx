type Tipo = 'sucesso' | 'erro' | 'aviso' | 'info';

const estilos: Record<Tipo, string> = {
  sucesso: 'border-green-300 bg-green-50 text-green-900',
  erro: 'border-red-300 bg-red-50 text-red-900',
  aviso: 'border-amber-300 bg-amber-50 text-amber-900',
  info: 'border-sky-300 bg-sky-50 text-sky-900',
};

/** Feedback of an action; errors are announced to screen readers at once. */
export function Alerta({ tipo = 'info', children, className = '' }: { tipo?: Tipo; children: React.ReactNode; className?: string }) {
  return (
    <div role={tipo === 'erro' ? 'alert' : 'status'} className={`rounded-md border px-4 py-3 text-sm ${estilos[tipo]} ${className}`}>
      {children}
    </div>
  );
}

/**
 * Every message of a refusal that is about no field, in one alert (announced at once, as any error):
 * one message as it is, several as a list. Nothing when there is none.
 */
export function AlertaDeErros({ mensagens, className = '' }: { mensagens: readonly string[]; className?: string }) {
  if (mensagens.length === 0) return null;
  return (
    <Alerta tipo="erro" className={className}>
      {mensagens.length === 1 ? (
        mensagens[0]
      ) : (
        <ul className="list-disc space-y-1 pl-5">
          {mensagens.map((m) => (
            <li key={m}>{m}</li>
          ))}
        </ul>
      )}
    </Alerta>
  );
}
