'use client';
import { useMutation, useQuery } from '@tanstack/react-query';
import Link from 'next/link';
import { Alerta } from '@/components/ui/alerta';
import { Botao } from '@/components/ui/botao';
import { chamarApi, ErroApi } from '@/lib/navegador/cliente-api';
import type { DescadastroResponse } from '@/lib/domain/comunicacao/descadastro-publico';

/** The profile page's "Comunicações" (signing in first when needed: the sign-in comes back to it). */
function LinkPreferencias() {
  return (
    <Link className="font-semibold text-marca-700 underline underline-offset-2" href="/clube/perfil">
      Abrir as preferências do clube
    </Link>
  );
}

export function ConfirmarDescadastro({ token }: { token: string }) {
  const caminho = `/api/v1/clube/descadastro?t=${encodeURIComponent(token)}`;
  const info = useQuery({ queryKey: ['descadastro', token], queryFn: () => chamarApi<DescadastroResponse>('GET', caminho), retry: false });
  const confirmar = useMutation({ mutationFn: () => chamarApi<DescadastroResponse>('POST', caminho) });
  const canal = (c: string) => (c === 'Email' ? 'e-mail' : 'WhatsApp');

  // A broken or mistyped link is not a dead end: the same choice is in the club's preferences.
  if (info.error) {
    return (
      <div className="flex flex-col gap-3">
        <h1 className="text-xl font-bold text-slate-900">Não foi possível abrir o link</h1>
        <Alerta tipo="erro">{info.error instanceof ErroApi ? info.error.mensagem : 'Não foi possível abrir o link.'}</Alerta>
        <p className="text-sm text-slate-700">
          Você também pode escolher o que receber, por e-mail ou WhatsApp, nas preferências do clube.
        </p>
        <LinkPreferencias />
      </div>
    );
  }
  if (!info.data) return <p className="text-sm text-slate-600">Carregando…</p>;
  const d = info.data.dados;
  if (confirmar.data || !d.inscrito) {
    return (
      <div className="flex flex-col gap-2">
        <h1 className="text-xl font-bold text-slate-900">Descadastro confirmado</h1>
        <Alerta tipo="sucesso">
          {confirmar.data?.mensagem ?? `Você não recebe mensagens de marketing de ${d.programa} por ${canal(d.canal)}.`}
        </Alerta>
        <p className="text-sm text-slate-700">Você pode mudar isso quando quiser nas preferências do clube.</p>
        <LinkPreferencias />
      </div>
    );
  }
  return (
    <div className="flex flex-col gap-3">
      <h1 className="text-xl font-bold text-slate-900">Não receber mais mensagens</h1>
      <p className="text-sm text-slate-700">
        Parar de receber mensagens de marketing de <strong>{d.programa}</strong> por {canal(d.canal)}? Avisos das suas compras e do seu
        saldo continuam chegando.
      </p>
      {confirmar.error && (
        <Alerta tipo="erro">{confirmar.error instanceof ErroApi ? confirmar.error.mensagem : 'Não foi possível concluir.'}</Alerta>
      )}
      <Botao carregando={confirmar.isPending} onClick={() => confirmar.mutate()}>
        Confirmar descadastro
      </Botao>
    </div>
  );
}
