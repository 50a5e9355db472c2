// The ErroFidelidade a call rejects with (the test fails when it resolves or throws something else).
import { expect } from 'vitest';
import { ErroFidelidade } from '../src/index';

export async function erroDe(p: Promise<unknown>): Promise<ErroFidelidade> {
  const e = await p.then(
    () => null,
    (x: unknown) => x,
  );
  expect(e).toBeInstanceOf(ErroFidelidade);
  return e as ErroFidelidade;
}
