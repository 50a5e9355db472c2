'use client';
import { useState } from 'react';
import { Botao } from '@/components/ui/botao';
import { sairDoClube } from './sair-do-clube';

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
        void sairDoClube('/clube/entrar?saiu=1');
      }}
    >
      Sair
    </Botao>
  );
}
