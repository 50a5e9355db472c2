'use client';
import Link from 'next/link';
import { useRouter } from 'next/navigation';
import { useState } from 'react';
import { useMutation } from '@tanstack/react-query';
import { Alerta } from '@/components/ui/alerta';
import { Botao } from '@/components/ui/botao';
import type { ErrosDoFormulario } from '@/components/ui/validacao';
import { chamarApi, ErroApi } from '@/lib/navegador/cliente-api';
import { CamposSenha } from '../primeiro-acesso/campos-senha';
import { validarAcesso } from '../primeiro-acesso/validacao';

export function FormularioRedefinirSenha({ email, token, politica }: { email: string; token: string; politica: string }) {
  const router = useRouter();
  const [senha, setSenha] = useState('');
  const [confirmacao, setConfirmacao] = useState('');
  const [erros, setErros] = useState<ErrosDoFormulario>({});
  const [validando, setValidando] = useState(false);
  const redefinir = useMutation({
    mutationFn: (corpo: { email: string; token: string; novaSenha: string; confirmacaoSenha: string }) =>
      chamarApi<null>('POST', '/api/v1/AuthAdmin/confirmar-redefinicao-senha', { corpo }),
    onSuccess: () => router.push('/painel/entrar?senha=definida'),
  });

  async function enviar(e: React.FormEvent) {
    e.preventDefault();
    const corpo = { email, token, novaSenha: senha, confirmacaoSenha: confirmacao };
    setValidando(true);
    const erros = await validarAcesso('confirmarRedefinicao', corpo).finally(() => setValidando(false));
    setErros(erros);
    if (Object.keys(erros).length === 0) redefinir.mutate(corpo);
  }

  const tokenInvalido = redefinir.error instanceof ErroApi && redefinir.error.status === 422;
  return (
    <form onSubmit={enviar} className="flex flex-col gap-4" noValidate>
      <h1 className="text-xl font-semibold text-slate-900">Crie uma nova senha</h1>
      <p className="text-sm text-slate-700">
        Conta: <strong className="break-all">{email}</strong>. Ao trocar a senha, as sessões abertas em outros aparelhos são encerradas.
      </p>
      {redefinir.isError && (
        <Alerta tipo="erro">
          {redefinir.error instanceof ErroApi ? redefinir.error.mensagem : 'Não foi possível redefinir agora. Tente novamente.'}
          {tokenInvalido && (
            <>
              {' '}
              <Link className="underline" href="/painel/recuperar-senha">
                Pedir um novo link
              </Link>
              .
            </>
          )}
        </Alerta>
      )}
      {redefinir.isSuccess && <Alerta tipo="sucesso">{redefinir.data.mensagem} Redirecionando para o login…</Alerta>}
      <CamposSenha
        senha={senha}
        confirmacao={confirmacao}
        onSenha={setSenha}
        onConfirmacao={setConfirmacao}
        erroSenha={erros.novaSenha}
        erroConfirmacao={erros.confirmacaoSenha}
        politica={politica}
      />
      <Botao type="submit" carregando={validando || redefinir.isPending || redefinir.isSuccess}>
        Salvar nova senha
      </Botao>
    </form>
  );
}
