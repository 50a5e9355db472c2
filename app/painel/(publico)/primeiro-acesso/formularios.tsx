'use client';
import { Provedores } from '@/components/provedores';
import { chamarApi } from '@/lib/navegador/cliente-api';
import { NovaSenha, PedirLink } from './formularios-link';

const ERRO = 'Não foi possível concluir a operação. Tente novamente.';

/** Asks the e-mail and (re)sends the first-access link. The answer is the same, registered or not. */
export function SolicitarLink({ emailInicial }: { emailInicial: string }) {
  return (
    <Provedores>
      <PedirLink
        titulo="Primeiro acesso"
        texto="Quem cria o seu usuário no painel já envia um e-mail com o link para definir a senha. Não recebeu, ou o link venceu (ele vale 72 horas)? Informe o seu e-mail para receber um novo."
        botao="Enviar link de primeiro acesso"
        validacao="solicitarPrimeiroAcesso"
        pedir={(email) => chamarApi<null>('GET', '/api/v1/AuthAdmin/primeiro-acesso', { query: { email } })}
        emailInicial={emailInicial}
        erroPadrao={ERRO}
      />
    </Provedores>
  );
}

/** The form opened from the e-mail's link: defines the password with the token. */
export function DefinirSenha({ email, token, politica }: { email: string; token: string; politica: string }) {
  return (
    <Provedores>
      <NovaSenha
        email={email}
        token={token}
        politica={politica}
        titulo="Defina a sua senha"
        texto={
          <>
            Conta: <strong className="break-all">{email}</strong>
          </>
        }
        botao="Definir senha"
        rotuloSenha="Senha"
        campoSenha="senha"
        validacao="primeiroAcesso"
        definir={(corpo) => chamarApi<null>('POST', '/api/v1/AuthAdmin/primeiro-acesso', { corpo })}
        novoLink={`/painel/primeiro-acesso?email=${encodeURIComponent(email)}`}
        erroPadrao={ERRO}
        avisarLinkIncompleto
      />
    </Provedores>
  );
}
