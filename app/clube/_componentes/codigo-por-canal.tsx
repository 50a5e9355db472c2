'use client';
// The parts the club's two code flows share (the sign-in's PIN in formulario-entrar.tsx, the
// sign-up's confirmation code in formulario-participar.tsx): a customer meets the same channel
// choice and the same 6-digit field in both, so they change together.
import type { Ref } from 'react';
import { Campo } from '@/components/ui/campo';
import { ErroApi } from '@/lib/navegador/cliente-api';

export type Canal = 'whatsapp' | 'email';

/** The channel as a sentence names it ("por WhatsApp", "por e-mail"). */
export const NOME_CANAL: Record<Canal, string> = { whatsapp: 'WhatsApp', email: 'e-mail' };

/** The API's message; for a 429 the detail says how long to wait (lib/auth/opcoes-painel.ts does the same). */
export function mensagemDe(e: unknown): string {
  if (e instanceof ErroApi) return e.status === 429 ? (e.erros[0] ?? e.mensagem) : e.mensagem;
  return 'Não foi possível concluir. Tente novamente.';
}

/** The 6-digit code: the phone's numeric keyboard and one-time-code autofill; only digits are kept. */
export function CampoCodigo({
  name,
  value,
  erro,
  onMudar,
}: {
  name: string;
  value: string;
  erro: string | null;
  onMudar: (digitos: string) => void;
}) {
  return (
    <Campo
      rotulo="Código de 6 dígitos"
      name={name}
      inputMode="numeric"
      autoComplete="one-time-code"
      pattern="[0-9]{6}"
      maxLength={6}
      className="[&_input]:text-center [&_input]:font-mono [&_input]:text-2xl [&_input]:tracking-[0.4em]"
      value={value}
      erro={erro}
      onChange={(e) => onMudar(e.target.value.replace(/\D/g, '').slice(0, 6))}
    />
  );
}

/** One channel of the choice, as a large radio card (a thumb's target). */
export function OpcaoCanal({
  canal,
  marcado,
  onMarcar,
  id,
  ref,
}: {
  canal: Canal;
  marcado: boolean;
  onMarcar: () => void;
  id?: string;
  ref?: Ref<HTMLInputElement>;
}) {
  return (
    <label className="flex min-h-12 cursor-pointer items-center gap-3 rounded-md border border-slate-300 bg-white px-3 py-2 text-base text-slate-900 has-[:checked]:border-marca-700 has-[:checked]:bg-marca-50 has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-marca-700">
      <input
        ref={ref}
        id={id}
        type="radio"
        name="canal"
        value={canal}
        checked={marcado}
        onChange={onMarcar}
        className="size-5 accent-marca-700 focus:outline-none"
      />
      {canal === 'whatsapp' ? 'WhatsApp' : 'E-mail'}
    </label>
  );
}
