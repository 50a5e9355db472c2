import Link from 'next/link';

export const metadata = { title: 'Sem acesso' };

export default function SemAcesso() {
  return (
    <main className="mx-auto flex max-w-lg flex-col gap-4 px-6 py-16 text-center">
      <h1 className="text-2xl font-semibold text-slate-900">Você não tem acesso a esta página</h1>
      <p className="text-slate-700">
        O seu perfil não permite abrir esta área do painel. Se precisar dela, fale com o administrador da sua empresa.
      </p>
      <Link className="text-marca-700 underline" href="/painel">
        Voltar ao início do painel
      </Link>
    </main>
  );
}
