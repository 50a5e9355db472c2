// What the page of a password e-mail's link says when the link cannot be used (ler-link.ts): a
// heading, why, and the way forward. A reset link leads to a new reset request; a first-access
// link to a new first-access link (or the manager's "Reenviar convite"), and, once the password
// exists, to the sign-in. The e-mail in the links is the one the link itself carried.
import Link from 'next/link';
import type { EstadoLinkSenha } from '@/lib/domain/acesso/tokens-senha';
import type { TipoLinkSenha } from './ler-link';

type Acao = { texto: string; href: string };
type Texto = { titulo: string; explicacao: string; principal: Acao; secundaria: Acao };

const pedirRedefinicao = (email: string) => `/painel/recuperar-senha?email=${encodeURIComponent(email)}`;
const pedirPrimeiroAcesso = (email: string) => `/painel/primeiro-acesso?email=${encodeURIComponent(email)}`;
const LOGIN: Acao = { texto: 'Ir para o login', href: '/painel/entrar' };
const CONVITE = 'Se o novo link não chegar, peça a quem administra o painel da sua empresa que reenvie o convite.';

function textos(tipo: TipoLinkSenha, estado: Exclude<EstadoLinkSenha, 'valido'>, email: string): Texto {
  if (tipo === 'RedefinicaoSenha') {
    const novo = { texto: 'Pedir um novo link', href: pedirRedefinicao(email) };
    if (estado === 'usado') {
      return {
        titulo: 'Este link já foi usado',
        explicacao:
          'Cada link de redefinição vale uma vez só, e só o último enviado vale. Se você já criou a nova senha, entre com ela; se não, peça um novo link.',
        principal: novo,
        secundaria: LOGIN,
      };
    }
    if (estado === 'expirado') {
      return {
        titulo: 'Este link venceu',
        explicacao: 'O link de redefinição vale 30 minutos depois de enviado. Peça um novo: ele chega no mesmo e-mail.',
        principal: novo,
        secundaria: LOGIN,
      };
    }
    return {
      titulo: 'Link inválido',
      explicacao:
        'Este link não serve para redefinir a senha. Confira se abriu, por inteiro, o link do e-mail mais recente, ou peça um novo.',
      principal: novo,
      secundaria: LOGIN,
    };
  }
  const novo = { texto: 'Pedir um novo link', href: pedirPrimeiroAcesso(email) };
  if (estado === 'usado') {
    return {
      titulo: 'Este link já foi usado',
      explicacao:
        'A senha desta conta já foi definida, ou um convite mais novo foi enviado depois deste. Se você já tem a senha, entre com ela; se não lembra dela, peça um link para criar outra.',
      principal: LOGIN,
      secundaria: { texto: 'Esqueci a senha', href: pedirRedefinicao(email) },
    };
  }
  if (estado === 'expirado') {
    return {
      titulo: 'Este link venceu',
      explicacao: `O link de primeiro acesso vale 72 horas depois de enviado. Peça um novo: ele chega no mesmo e-mail. ${CONVITE}`,
      principal: novo,
      secundaria: LOGIN,
    };
  }
  return {
    titulo: 'Link inválido',
    explicacao: `Este link não serve para definir a senha. Confira se abriu, por inteiro, o link do e-mail mais recente, ou peça um novo. ${CONVITE}`,
    principal: novo,
    secundaria: LOGIN,
  };
}

export function LinkInvalido({ tipo, estado, email }: { tipo: TipoLinkSenha; estado: Exclude<EstadoLinkSenha, 'valido'>; email: string }) {
  const t = textos(tipo, estado, email);
  return (
    <div className="flex flex-col gap-4">
      <h1 className="text-xl font-semibold text-slate-900">{t.titulo}</h1>
      <p className="text-sm text-slate-700">{t.explicacao}</p>
      <Link
        href={t.principal.href}
        className="inline-flex min-h-11 items-center justify-center rounded-md bg-marca-700 px-4 py-2 text-sm font-semibold text-white hover:bg-marca-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-marca-700"
      >
        {t.principal.texto}
      </Link>
      <p className="text-sm">
        <Link className="text-marca-700 underline" href={t.secundaria.href}>
          {t.secundaria.texto}
        </Link>
      </p>
    </div>
  );
}
