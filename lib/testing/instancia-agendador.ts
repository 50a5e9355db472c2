// One "instance" of the scheduler for lib/jobs/agendador.int.test.ts, run as a child process of
// its own (own pool, own globals), as a second server would be. Its one job writes a row per
// run into the table named by the test; it runs until it receives SIGTERM.
//   tsx lib/testing/instancia-agendador.ts <tabela> <intervaloMs>
import 'server-only';
import { pool } from '@/lib/db';
import { iniciarAgendador, instanciaAtual } from '@/lib/jobs/agendador';

const [tabela, intervalo] = process.argv.slice(2);
if (!tabela || !/^[a-z_0-9]+$/.test(tabela)) throw new Error('tabela inválida');
const intervaloMs = Number(intervalo);

const agendador = iniciarAgendador({
  verificarMs: 20,
  jobs: [
    {
      nome: tabela,
      intervaloMs,
      // Records the tick it was claimed for: under load a run may start after its tick ended.
      executar: async (tick) => {
        await pool.query(`INSERT INTO ${tabela} (instancia, tick_observado) VALUES ($1, $2)`, [instanciaAtual(), tick]);
        return { execucoes: 1 };
      },
    },
  ],
});
process.stdout.write('pronto\n');
process.once('SIGTERM', async () => {
  await agendador.parar();
  await pool.end();
  process.exit(0);
});
