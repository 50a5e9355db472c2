'use client';
import { useState } from 'react';
import { Botao } from '@/components/ui/botao';
import { SAIR_FALHOU } from '@/lib/navegador/encerrar-sessao';
import { sairDoClube } from './sair-do-clube';

/** Ends the club session (next-auth's club instance: SessaoClube sets its base path). */
export function BotaoSair({ className = '', variante = 'fantasma' }: { className?: string; variante?: 'fantasma' | 'secundario' }) {
  const [saindo, setSaindo] = useState(false);
  const [falhou, setFalhou] = useState(false);
  return (
    <div className={`flex flex-col items-end gap-1 ${className}`}>
      <Botao
        type="button"
        variante={variante}
        className={className}
        carregando={saindo}
        onClick={async () => {
          setSaindo(true);
          setFalhou(false);
          if (!(await sairDoClube('/clube/entrar?saiu=1'))) {
            setSaindo(false);
            setFalhou(true);
          }
        }}
      >
        Sair
      </Botao>
      {falhou && (
        <p role="alert" className="max-w-64 text-right text-xs text-red-700">
          {SAIR_FALHOU}
        </p>
      )}
    </div>
  );
}
