import { rotaCron } from '@/lib/api/cron';
import { executarJob } from '@/lib/jobs/registro';

export const dynamic = 'force-dynamic';
export const maxDuration = 60;

// Vercel Cron calls GET; POST is accepted for other schedulers.
export const GET = rotaCron('GET /api/cron/estatisticas', () => executarJob('estatisticas'));
export const POST = rotaCron('POST /api/cron/estatisticas', () => executarJob('estatisticas'));
