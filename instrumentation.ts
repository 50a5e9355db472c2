// Next.js calls `register` once when a server starts (`npm start`, `npm run dev`, `next start`;
// not `next build`), before it serves a request. The Node.js work lives in its own module, loaded
// only on the Node.js runtime (this file is also compiled for the Edge runtime).
export async function register() {
  if (process.env.NEXT_RUNTIME !== 'nodejs') return;
  if (process.env.NEXT_PHASE === 'phase-production-build') return;
  const { iniciarServidor } = await import('@/lib/inicializar-servidor');
  await iniciarServidor();
}
