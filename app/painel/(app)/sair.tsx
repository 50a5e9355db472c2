'use client';
import { signOut } from 'next-auth/react';

export function BotaoSair() {
  return (
    <button
      type="button"
      onClick={() => signOut({ callbackUrl: '/painel/entrar' })}
      className="block w-full whitespace-nowrap rounded-md px-3 py-2 text-left text-sm text-slate-700 hover:bg-slate-100"
    >
      Sair
    </button>
  );
}
