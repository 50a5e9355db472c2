'use client';
import { signOut } from 'next-auth/react';
import { useState } from 'react';
import { Botao } from '@/components/ui/botao';

/** Ends the club session (next-auth's club instance: SessaoClube sets its base path). */
export function BotaoSair({ className = '', variante = 'fantasma' }: { className?: string; variante?: 'fantasma' | 'secundario' }) {
  const [saindo, setSaindo] = useState(false);
  return (
    <Botao
      type="button"
      variante={variante}
      className={className}
      carregando={saindo}
      onClick={() => {
        setSaindo(true);
        void signOut({ callbackUrl: '/clube/entrar?saiu=1' });
      }}
    >
      Sair
    </Botao>
  );
}
