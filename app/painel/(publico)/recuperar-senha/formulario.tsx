'use client';
import { chamarApi } from '@/lib/navegador/cliente-api';
import { PedirLink } from '../primeiro-acesso/formularios-link';

// The API answers the same neutral message whether the e-mail is registered or not (so nobody
// learns who has an account); the page shows exactly that message.
export function FormularioRecuperarSenha({ emailInicial }: { emailInicial: string }) {
  return (
    <PedirLink
      titulo="Recuperar senha"
      texto="Informe o e-mail que você usa para entrar no painel. Se ele estiver cadastrado, enviaremos um link para criar uma nova senha. O link vale 30 minutos."
      botao="Enviar link de redefinição"
      validacao="recuperarSenha"
      pedir={(email) => chamarApi<null>('POST', '/api/v1/AuthAdmin/recuperar-senha', { corpo: { email } })}
      emailInicial={emailInicial}
      sucesso="Confira também a caixa de spam."
      erroPadrao="Não foi possível enviar agora. Tente novamente."
    />
  );
}
