import type { Metadata } from 'next';
import Link from 'next/link';
import { Provedores } from '@/components/provedores';
import { MENSAGENS_SENHA } from '@/lib/domain/acesso/tokens-senha';
import { FormularioRedefinirSenha } from './formulario';

export const metadata: Metadata = { title: 'Redefinir senha do painel' };

// Opened from the password reset e-mail: `?email=&token=` (lib/domain/acesso/tokens-senha.ts).
export default async function PaginaRedefinirSenha({ searchParams }: { searchParams: Promise<Record<string, string | undefined>> }) {
  const q = await searchParams;
  if (!q.email || !q.token) {
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
  return (
    <Provedores>
      <FormularioRedefinirSenha email={q.email} token={q.token} politica={MENSAGENS_SENHA.politica} />
    </Provedores>
  );
}
