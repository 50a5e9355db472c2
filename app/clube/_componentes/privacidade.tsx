'use client';
// LGPD rights of the customer (art. 18): a copy of their data (GET /clube/lgpd/exportar, a JSON
// file) and erasure (POST /clube/lgpd/excluir, typed confirmation). Erasure ends the session: the
// page then signs out of next-auth and lands on the sign-in page with the API's message.
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { Alerta } from '@/components/ui/alerta';
import { Botao } from '@/components/ui/botao';
import { Confirmar } from '@/components/ui/confirmar';
import { chamarApi } from '@/lib/navegador/cliente-api';
import { sairDoClube } from './sair-do-clube';

const PALAVRA = 'EXCLUIR';

export function Privacidade() {
  const [aberto, setAberto] = useState(false);
  const excluir = useMutation({
    mutationFn: () => chamarApi<null>('POST', '/api/v1/clube/lgpd/excluir', { corpo: { confirmacao: PALAVRA } }),
    onSuccess: () => void sairDoClube('/clube/entrar?excluido=1'),
  });
  return (
    <div className="flex flex-col gap-3">
      <p className="text-sm text-slate-700">
        Você pode baixar uma cópia dos seus dados pessoais ou pedir a exclusão deles. O histórico financeiro das lojas é mantido sem
        identificação.
      </p>
      <a
        href="/api/v1/clube/lgpd/exportar"
        download="meus-dados.json"
        className="inline-flex min-h-11 items-center justify-center rounded-md border border-slate-300 bg-white px-4 py-2 text-sm font-semibold text-slate-800 hover:bg-slate-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-marca-700"
      >
        Baixar meus dados (JSON)
      </a>
      <Botao type="button" variante="perigo" onClick={() => setAberto(true)}>
        Excluir meus dados
      </Botao>
      <Confirmar
        aberto={aberto}
        titulo="Excluir seus dados pessoais?"
        textoConfirmar="Excluir meus dados"
        palavraChave={PALAVRA}
        carregando={excluir.isPending || excluir.isSuccess}
        onConfirmar={() => excluir.mutate()}
        onCancelar={() => {
          excluir.reset();
          setAberto(false);
        }}
      >
        <p>
          Seu nome, CPF, e-mail e telefone serão apagados e você sairá do clube. O saldo de cashback e pontos deixa de poder ser usado. Esta
          ação não pode ser desfeita.
        </p>
        {excluir.error && (
          <Alerta tipo="erro" className="mt-3">
            {excluir.error.message}
          </Alerta>
        )}
      </Confirmar>
    </div>
  );
}
