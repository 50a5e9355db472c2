// Runs in each integration test file: closes the pool at the end so the worker exits cleanly.
import 'server-only';
import { afterAll } from 'vitest';
import { pool } from '@/lib/db';

afterAll(async () => {
  await pool.end().catch(() => {});
});
