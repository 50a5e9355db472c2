// PDV/ERP integration keys: `fid_live_…` (production) or `fid_test_…` (test environment).
// Only the SHA-256 of a key is stored; its first characters (the prefix) tell keys apart in lists.
import { createHash, randomBytes } from 'node:crypto';

const ALFABETO = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';

export type Ambiente = 'Producao' | 'Teste';

export function hashChave(chave: string): string {
  return createHash('sha256').update(chave, 'utf8').digest('hex');
}

export function gerarChave(ambiente: Ambiente): { chave: string; prefixo: string; hash: string } {
  const bytes = randomBytes(32);
  let corpo = '';
  for (const b of bytes) corpo += ALFABETO[b % 62]; // 62^32 ≈ 2^190: bias is irrelevant here
  const chave = `fid_${ambiente === 'Producao' ? 'live' : 'test'}_${corpo}`;
  return { chave, prefixo: chave.slice(0, 17), hash: hashChave(chave) };
}
