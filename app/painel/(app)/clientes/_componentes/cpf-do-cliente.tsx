'use client';
// The panel's one rule for showing a CPF (docs/painel.md, "CPF na tela"): masked
// (`***.456.789-**`) on every screen and for every profile — the list, the detail, the cashier.
// SuperAdmin and the manager (AdminTenant) answer the person's LGPD requests and may need the full
// number: on the detail they reveal it on purpose, one click; the Operador never gets it (the API
// sends `cpf: null` to that profile).
import { useState } from 'react';

export function CpfDoCliente({ mascarado, completo }: { mascarado: string | null; completo: string | null }) {
  const [visivel, setVisivel] = useState(false);
  if (!mascarado) return <span>—</span>;
  return (
    <span className="inline-flex flex-wrap items-baseline gap-x-3 gap-y-1">
      <span className="font-mono">{visivel && completo ? completo : mascarado}</span>
      {completo && (
        <button type="button" className="text-sm text-marca-700 underline" aria-pressed={visivel} onClick={() => setVisivel((v) => !v)}>
          {visivel ? 'Ocultar CPF' : 'Mostrar CPF completo'}
        </button>
      )}
    </span>
  );
}
