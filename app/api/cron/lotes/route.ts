import { rotaCron } from '@/lib/api/cron';
import { processarLotes } from '@/lib/jobs/lotes';

export const dynamic = 'force-dynamic';
export const maxDuration = 60;

// Vercel Cron calls GET; POST is accepted for other schedulers.
export const GET = rotaCron('GET /api/cron/lotes', () => processarLotes());
export const POST = rotaCron('POST /api/cron/lotes', () => processarLotes());
