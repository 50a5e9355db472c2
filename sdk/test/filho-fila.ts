// The PDV process of the kill -9 test (sdk/test/fila.int.test.ts): with the service unreachable,
// queues sales as fast as it can and prints `ok <documentoExterno>` for each one the SDK
// acknowledged as queued. The test kills it with SIGKILL in the middle of a write.
import { criarClientePdv } from '../src/index.js';

const [arquivo, baseUrl, apiKey, cnpjLoja, cpfCliente] = process.argv.slice(2) as [string, string, string, string, string];
const pdv = criarClientePdv({ baseUrl, apiKey, fila: { arquivo }, timeoutMs: 2000 });

async function main() {
  for (let i = 0; ; i++) {
    const documentoExterno = `kill-${process.pid}-${i}`;
    // A long observation makes each line bigger, so the kill is likelier to land mid-write.
    const r = await pdv.venda({ cnpjLoja, cpfCliente, valorVenda: 10 + (i % 50), documentoExterno, observacao: 'x'.repeat(400) });
    if (!r.enfileirada) throw new Error('o serviço deveria estar inacessível');
    process.stdout.write(`ok ${documentoExterno}\n`);
  }
}
void main();
