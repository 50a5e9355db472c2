// Liveness: the process answers. Touches nothing else, so it is also the benchmark's measure of
// what the framework alone costs per request (docs/benchmarks.md).
export const dynamic = 'force-dynamic';

export function GET() {
  return Response.json({ status: 'ok' });
}
