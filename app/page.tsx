import Link from 'next/link';

export default function Inicio() {
  return (
    <main className="mx-auto flex max-w-3xl flex-col gap-8 px-6 py-16">
      <header className="flex flex-col gap-3">
        <h1 className="text-3xl font-bold text-marca-800">Fidelidade</h1>
        <p className="text-lg text-slate-700">
          Cashback e pontos para o seu PDV: cada venda credita benefícios ao cliente, que acompanha o saldo no clube e usa como desconto na
          próxima compra.
        </p>
      </header>
      <nav aria-label="Áreas" className="grid gap-4 sm:grid-cols-3">
        <Link className="rounded-lg border border-slate-200 bg-white p-5 shadow-sm hover:border-marca-600" href="/painel">
          <span className="block font-semibold text-marca-700">Painel do lojista</span>
          <span className="text-sm text-slate-600">Campanhas, clientes e resultados.</span>
        </Link>
        <Link className="rounded-lg border border-slate-200 bg-white p-5 shadow-sm hover:border-marca-600" href="/clube">
          <span className="block font-semibold text-marca-700">Clube do cliente</span>
          <span className="text-sm text-slate-600">Saldo, histórico e QR para o caixa.</span>
        </Link>
        <Link className="rounded-lg border border-slate-200 bg-white p-5 shadow-sm hover:border-marca-600" href="/docs">
          <span className="block font-semibold text-marca-700">API para PDV</span>
          <span className="text-sm text-slate-600">Documentação interativa (OpenAPI 3.1).</span>
        </Link>
      </nav>
    </main>
  );
}
