// A "Participe do clube" link that leads nowhere (an unknown or mistyped store, a store or
// programme no longer active): said in the customer's words, with the way into the club.
import Link from 'next/link';

export default function LojaNaoEncontrada() {
  return (
    <div className="flex flex-col gap-3">
      <h1 className="text-xl font-bold text-slate-900">Loja não encontrada</h1>
      <p className="text-sm text-slate-700">
        O link pode estar incompleto, ou esta loja não participa mais do clube. Confira o endereço ou peça à loja um novo QR code.
      </p>
      <p className="text-sm text-slate-700">Se você já participa do clube de outra loja, entre com seu CPF para ver seu saldo.</p>
      <Link
        href="/clube/entrar"
        className="inline-flex min-h-11 items-center justify-center rounded-md bg-marca-700 px-4 py-2 text-sm font-semibold text-white hover:bg-marca-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-marca-700"
      >
        Entrar no clube
      </Link>
    </div>
  );
}
