import Link from 'next/link';

export default function LayoutPublicoPainel({ children }: { children: React.ReactNode }) {
  return (
    <div className="flex min-h-screen flex-col items-center justify-center gap-6 px-4 py-10">
      <Link href="/" className="text-2xl font-bold text-marca-800">
        Fidelidade
      </Link>
      <main className="w-full max-w-md rounded-lg border border-slate-200 bg-white p-6 shadow-sm">{children}</main>
    </div>
  );
}
