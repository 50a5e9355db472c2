'use client';
// Marketing preferences per programme (PUT /api/v1/clube/preferencias): a switch per channel,
// applied at once, and "stop everything" for every programme. Service messages (the PIN, a
// credit notice) do not depend on them, and the page says so.
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { Alerta } from '@/components/ui/alerta';
import { Botao } from '@/components/ui/botao';
import { ErroApi, chamarApi } from '@/lib/navegador/cliente-api';
import type { PreferenciasClubeResponse } from '@/lib/domain/clube/preferencias';

type Alteracao = { tenantId?: string; whatsapp?: boolean; email?: boolean };

/** The channels of offers; a switch turns on only when the profile has where to send it. */
const CANAIS = [
  { canal: 'whatsapp', rotulo: 'Ofertas pelo WhatsApp', informado: 'telefoneInformado', falta: 'Cadastre um telefone acima para ativar.' },
  { canal: 'email', rotulo: 'Ofertas por e-mail', informado: 'emailInformado', falta: 'Cadastre um e-mail acima para ativar.' },
] as const;

export function PreferenciasComunicacao({ inicial }: { inicial: PreferenciasClubeResponse }) {
  const [prefs, setPrefs] = useState(inicial);
  const [aviso, setAviso] = useState<{ tipo: 'sucesso' | 'erro'; texto: string } | null>(null);
  const salvar = useMutation({
    mutationFn: (corpo: Alteracao) => chamarApi<PreferenciasClubeResponse>('PUT', '/api/v1/clube/preferencias', { corpo }),
    // The switch moves at once; an error puts it back and says why.
    onMutate: (a) => {
      setAviso(null);
      const antes = prefs;
      setPrefs({
        ...prefs,
        programas: prefs.programas.map((p) =>
          !a.tenantId || p.tenantId === a.tenantId ? { ...p, whatsapp: a.whatsapp ?? p.whatsapp, email: a.email ?? p.email } : p,
        ),
      });
      return { antes };
    },
    onSuccess: (r) => {
      setPrefs(r.dados);
      setAviso({ tipo: 'sucesso', texto: r.mensagem ?? 'Preferências atualizadas com sucesso.' });
    },
    onError: (e, _a, ctx) => {
      if (ctx) setPrefs(ctx.antes);
      setAviso({ tipo: 'erro', texto: e instanceof ErroApi ? e.mensagem : 'Não foi possível salvar. Tente novamente.' });
    },
  });

  if (prefs.programas.length === 0) return <p className="text-sm text-slate-700">Você ainda não participa de nenhum programa.</p>;
  const algumAceito = prefs.programas.some((p) => p.whatsapp || p.email);

  return (
    <div className="flex flex-col gap-4">
      <p className="text-sm text-slate-700">
        Escolha por onde cada programa pode mandar ofertas e novidades. Avisos do seu saldo e o código de acesso continuam chegando.
      </p>
      {aviso && <Alerta tipo={aviso.tipo}>{aviso.texto}</Alerta>}
      {prefs.programas.map((p) => (
        <fieldset key={p.tenantId} className="rounded-md border border-slate-200 p-3">
          <legend className="px-1 text-sm font-semibold text-slate-900">{p.programa}</legend>
          <div className="flex flex-col gap-2">
            {CANAIS.map((c) => (
              <Interruptor
                key={c.canal}
                rotulo={c.rotulo}
                ajuda={prefs[c.informado] ? undefined : c.falta}
                ligado={p[c.canal]}
                desabilitado={salvar.isPending || (!p[c.canal] && !prefs[c.informado])}
                onChange={(v) => salvar.mutate({ tenantId: p.tenantId, [c.canal]: v })}
              />
            ))}
          </div>
        </fieldset>
      ))}
      <Botao
        type="button"
        variante="secundario"
        disabled={!algumAceito}
        carregando={salvar.isPending && salvar.variables?.tenantId === undefined}
        onClick={() => salvar.mutate({ whatsapp: false, email: false })}
      >
        Não quero receber ofertas de nenhum programa
      </Botao>
    </div>
  );
}

function Interruptor({
  rotulo,
  ajuda,
  ligado,
  desabilitado,
  onChange,
}: {
  rotulo: string;
  ajuda?: string;
  ligado: boolean;
  desabilitado: boolean;
  onChange: (v: boolean) => void;
}) {
  return (
    <label className="flex min-h-11 items-center justify-between gap-3 text-sm text-slate-800">
      <span>
        {rotulo}
        {ajuda && <span className="block text-xs text-slate-600">{ajuda}</span>}
      </span>
      <input
        type="checkbox"
        role="switch"
        className="size-5 shrink-0 accent-marca-700"
        checked={ligado}
        disabled={desabilitado}
        onChange={(e) => onChange(e.target.checked)}
      />
    </label>
  );
}
