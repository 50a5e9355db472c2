import Link from 'next/link';

type Area = 'painel' | 'clube' | 'geral';

const TEXTOS: Record<Area, { marca: string; voltar: { href: string; rotulo: string }[] }> = {
  painel: { marca: 'Painel Fidelidade', voltar: [{ href: '/painel', rotulo: 'Voltar ao painel' }] },
  clube: { marca: 'Clube Fidelidade', voltar: [{ href: '/clube', rotulo: 'Voltar ao clube' }] },
  geral: {
    marca: 'Fidelidade',
    voltar: [
      { href: '/', rotulo: 'Página inicial' },
      { href: '/painel', rotulo: 'Painel do lojista' },
      { href: '/clube', rotulo: 'Clube do cliente' },
    ],
  },
};

/** The 404 of each area, in pt-BR, with a way back (HTTP status 404 comes from notFound()). */
export function PaginaNaoEncontrada({ area }: { area: Area }) {
  const t = TEXTOS[area];
  return (
    <main className="flex min-h-screen flex-col items-center justify-center gap-6 px-4 py-12 text-center">
      <p className="text-lg font-bold text-marca-800">{t.marca}</p>
      <div className="flex max-w-md flex-col gap-3">
        <p className="text-sm font-semibold uppercase tracking-wide text-slate-500">Erro 404</p>
        <h1 className="text-2xl font-bold text-slate-900">Página não encontrada</h1>
        <p className="text-slate-700">O endereço pode estar errado ou a página pode ter mudado de lugar.</p>
      </div>
      <nav aria-label="Para onde ir" className="flex flex-wrap justify-center gap-3">
        {t.voltar.map((v, i) => (
          <Link
            key={v.href}
            href={v.href}
            className={`inline-flex min-h-11 items-center rounded-md px-4 py-2 text-sm font-semibold focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-marca-700 ${
              i === 0 ? 'bg-marca-700 text-white hover:bg-marca-800' : 'border border-slate-300 bg-white text-slate-800 hover:bg-slate-50'
            }`}
          >
            {v.rotulo}
          </Link>
        ))}
      </nav>
    </main>
  );
}
