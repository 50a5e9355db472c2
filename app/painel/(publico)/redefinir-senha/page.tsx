import type { Metadata } from 'next';
import Link from 'next/link';
import { Provedores } from '@/components/provedores';
import { MENSAGENS_SENHA } from '@/lib/domain/acesso/tokens-senha';
import { lerLinkDaPagina } from '../primeiro-acesso/ler-link';
import { LinkInvalido } from '../primeiro-acesso/link-invalido';
import { FormularioRedefinirSenha } from './formulario';

export const metadata: Metadata = { title: 'Redefinir senha do painel' };

// Opened from the password reset e-mail: `?email=&token=` (lib/domain/acesso/tokens-senha.ts). The
// link is checked on opening (../primeiro-acesso/ler-link.ts): a used, expired or unknown one says
// so at once instead of showing the form.
export default async function PaginaRedefinirSenha({
  searchParams,
}: {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  const link = await lerLinkDaPagina(await searchParams, 'RedefinicaoSenha');
  if (link.estado === 'incompleto') {
    return (
      <div className="flex flex-col gap-4">
        <h1 className="text-xl font-semibold text-slate-900">Link incompleto</h1>
        <p className="text-sm text-slate-700">
          Esta página é aberta pelo link do e-mail de redefinição de senha. Abra o link novamente, por inteiro, ou peça um novo.
        </p>
        <Link className="text-marca-700 underline" href="/painel/recuperar-senha">
          Pedir um novo link
        </Link>
      </div>
    );
  }
  if (link.estado !== 'valido') return <LinkInvalido tipo="RedefinicaoSenha" estado={link.estado} email={link.email} />;
  return (
    <Provedores>
      <FormularioRedefinirSenha email={link.email} token={link.token} politica={MENSAGENS_SENHA.politica} />
    </Provedores>
  );
}
