'use client';
import { chamarApi } from '@/lib/navegador/cliente-api';
import { NovaSenha } from '../primeiro-acesso/formularios-link';

export function FormularioRedefinirSenha({ email, token, politica }: { email: string; token: string; politica: string }) {
  return (
    <NovaSenha
      email={email}
      token={token}
      politica={politica}
      titulo="Crie uma nova senha"
      texto={
        <>
          Conta: <strong className="break-all">{email}</strong>. Ao trocar a senha, as sessões abertas em outros aparelhos são encerradas.
        </>
      }
      botao="Salvar nova senha"
      campoSenha="novaSenha"
      validacao="confirmarRedefinicao"
      definir={(corpo) => chamarApi<null>('POST', '/api/v1/AuthAdmin/confirmar-redefinicao-senha', { corpo })}
      novoLink={`/painel/recuperar-senha?email=${encodeURIComponent(email)}`}
      erroPadrao="Não foi possível redefinir agora. Tente novamente."
    />
  );
}
