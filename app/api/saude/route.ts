// Liveness: the process answers. Touches nothing else, so it is also the benchmark's measure of
// what the framework alone costs per request (docs/benchmarks.md). `no-store`: a cached "ok" from a
// proxy would hide a dead process from the probe.
export const dynamic = 'force-dynamic';

export function GET() {
  return Response.json({ status: 'ok' }, { headers: { 'Cache-Control': 'no-store' } });
}
