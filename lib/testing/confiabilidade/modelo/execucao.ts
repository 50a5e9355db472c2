// Runs one generated sequence against the real route handlers (in-process, lib/testing/api.ts)
// and the real PostgreSQL, step by step beside the reference model (referencia.ts), and after
// every step checks the answer against the model and the tenant's rows against both the model and
// the ledger's own arithmetic (livro-sql.ts).
import 'server-only';
import { randomUUID } from 'node:crypto';
import fc from 'fast-check';
import { expect } from 'vitest';
import { chamar, type Resposta } from '@/lib/testing/api';
import { criarCampanha, criarLoja, criarTenant, cpfAleatorio } from '@/lib/testing/cenario';
import { processarLotes } from '@/lib/jobs/lotes';
import { relogioVirtual } from '../relogio-virtual';
import { D, Livro, type CampanhaModelo, type Esperado, type LojaModelo, type Real } from './referencia';
import { dataLocal, inicioDoDia, somarDias, DIA } from './datas';
import type { Comando, Janela, Programa } from './comandos';
import { conferirLivro, fotografar, type Foto } from './livro-sql';

export type Estatisticas = {
  sequencias: number;
  comandos: number;
  porComando: Record<string, Record<string, number>>;
};

export function novasEstatisticas(): Estatisticas {
  return { sequencias: 0, comandos: 0, porComando: {} };
}

const mascararCnpj = (c: string) => c.replace(/^(..)(...)(...)(....)(..)$/, '$1.$2.$3/$4-$5');
const mascararCpf = (c: string) => c.replace(/^(...)(...)(...)(..)$/, '$1.$2.$3-$4');

type Programado = { tenantId: string; chave: string; livro: Livro };

function dataDaJanela(j: Janela | null, hoje: string, lado: 'inicio' | 'fim'): string | null {
  const d = j?.[lado];
  return d === null || d === undefined ? null : somarDias(hoje, d);
}

/** The programme in the database (fresh tenant, key, stores and campaigns) and in the model. */
async function programar(p: Programa): Promise<Programado> {
  const { tenantId, chave } = await criarTenant('Confiabilidade');
  const lojas: LojaModelo[] = [];
  for (const [i, l] of p.lojas.entries()) {
    const loja = await criarLoja(tenantId, { nome: `Loja ${i}`, fusoHorario: l.fuso });
    const hoje = dataLocal(p.inicio, l.fuso);
    const campanhas: CampanhaModelo[] = [];
    if (l.cashback) {
      const c = l.cashback;
      const modelo: Omit<CampanhaModelo, 'id'> = {
        nome: `Cashback L${i}`,
        tipo: 'Cashback',
        percentual: new D(c.percentual).div(100),
        pontosPorReal: null,
        compraMinima: new D(c.compraMinima).div(100),
        validadeDias: c.validadeDias,
        modo: c.diasLiberacao > 0 ? 'Diferido' : 'Imediato',
        diasLiberacao: c.diasLiberacao,
        resgateMinimo: new D(c.resgateMinimo).div(100),
        percentualMaximoResgate: c.percentualMaximoResgate === null ? null : new D(c.percentualMaximoResgate).div(100),
        pontosMinimos: null,
        parcial: true,
        checkout: c.checkout,
        descontoGerado: c.descontoGerado,
        cashbackEmResgate: c.cashbackEmResgate,
        dataInicio: dataDaJanela(c.janela, hoje, 'inicio'),
        dataFim: dataDaJanela(c.janela, hoje, 'fim'),
      };
      campanhas.push({ ...modelo, id: (await gravarCampanha(tenantId, loja.id, modelo)).id });
    }
    if (l.pontos) {
      const c = l.pontos;
      const modelo: Omit<CampanhaModelo, 'id'> = {
        nome: `Pontos L${i}`,
        tipo: 'Pontos',
        percentual: null,
        pontosPorReal: new D(c.pontosPorReal).div(10000),
        compraMinima: new D(c.compraMinima).div(100),
        validadeDias: c.validadeDias,
        modo: 'Imediato',
        diasLiberacao: 0,
        resgateMinimo: new D(0),
        percentualMaximoResgate: null,
        pontosMinimos: c.pontosMinimos,
        parcial: c.parcial,
        checkout: false,
        descontoGerado: false,
        cashbackEmResgate: false,
        dataInicio: dataDaJanela(c.janela, hoje, 'inicio'),
        dataFim: dataDaJanela(c.janela, hoje, 'fim'),
      };
      campanhas.push({ ...modelo, id: (await gravarCampanha(tenantId, loja.id, modelo)).id });
    }
    lojas.push({ cnpj: loja.cnpj, fuso: l.fuso, campanhas });
  }
  const clientes = Array.from({ length: p.clientes }, () => ({ cpf: cpfAleatorio(), nome: null, id: null }));
  return { tenantId, chave, livro: new Livro(lojas, clientes, p.inicio) };
}

function gravarCampanha(tenantId: string, lojaId: string, c: Omit<CampanhaModelo, 'id'>) {
  const data = (d: string | null) => (d === null ? null : new Date(`${d}T00:00:00Z`));
  return criarCampanha(tenantId, [lojaId], {
    tipo: c.tipo,
    nome: c.nome,
    percentualCashback: c.percentual?.toFixed(2) ?? null,
    pontosPorReal: c.pontosPorReal?.toFixed(4) ?? null,
    compraMinima: c.compraMinima.toFixed(2),
    validadeDias: c.validadeDias,
    modoCashback: c.modo,
    diasLiberacao: c.diasLiberacao,
    resgateMinimo: c.resgateMinimo.toFixed(2),
    percentualMaximoResgate: c.percentualMaximoResgate?.toFixed(2) ?? null,
    pontosMinimosParaResgate: c.pontosMinimos,
    permiteUsoParcialDePontos: c.parcial,
    permiteCheckoutCashbackNaVenda: c.checkout,
    permiteDescontoSobreCashbackGerado: c.descontoGerado,
    permiteCashbackEmResgate: c.cashbackEmResgate,
    dataInicio: data(c.dataInicio),
    dataFim: data(c.dataFim),
  });
}

/** Keeps of the real `dados` only what the expectation names (recursively), to compare them whole. */
function projetar(real: unknown, esperado: unknown): unknown {
  if (Array.isArray(real) && Array.isArray(esperado)) return real.map((r, i) => (i < esperado.length ? projetar(r, esperado[i]) : r));
  if (real && esperado && typeof real === 'object' && typeof esperado === 'object' && !Array.isArray(real)) {
    const saida: Record<string, unknown> = {};
    for (const k of Object.keys(esperado))
      saida[k] = projetar((real as Record<string, unknown>)[k], (esperado as Record<string, unknown>)[k]);
    return saida;
  }
  return real;
}

function conferirResposta(r: Resposta, esperado: Esperado) {
  const obtido = {
    status: r.status,
    sucesso: r.corpo.sucesso,
    mensagem: r.corpo.mensagem,
    erros: r.corpo.erros,
    dados: esperado.dados ? projetar(r.corpo.dados, esperado.dados) : r.corpo.dados,
  };
  expect(obtido).toEqual({ ...esperado, sucesso: esperado.status < 400, dados: esperado.dados ?? null });
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/** A request as sent, so that it can be sent again unchanged (retransmission). */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- each step reads the answer of its own route, compared field by field with the model
type Pedido = { caminho: string; corpo: Record<string, unknown>; passo: (r: Resposta<any>, foto: Foto) => Esperado };

export async function executarSequencia(programa: Programa, comandos: Comando[], est: Estatisticas) {
  relogioVirtual.instante = programa.inicio;
  const { tenantId, chave, livro } = await programar(programa);
  const { lojas, clientes } = livro;
  const pedidos: Pedido[] = [];
  const vendasVistas = new Set<string>();
  est.sequencias++;

  // Redemptions and balance lookups mostly aim at customers who have bought: the n-th of them
  // (C#n); before anyone has, at a customer unknown to the tenant (404).
  const compradores = (n: number) => {
    const conhecidos = clientes.flatMap((c, i) => (c.id ? [i] : []));
    return conhecidos.length ? conhecidos[n % conhecidos.length]! : n % clientes.length;
  };

  const contar = (nome: string, status: number | string) => {
    const c = (est.porComando[nome] ??= {});
    c[status] = (c[status] ?? 0) + 1;
  };

  const enviar = async (p: Pedido, nome: string) => {
    const r = await chamar('POST', p.caminho, { chave, corpo: p.corpo });
    try {
      const foto = await fotografar(tenantId, livro);
      const esperado = p.passo(r, foto);
      const repeticao = r.status === 200 && !!r.corpo.mensagem?.includes('já');
      contar(nome, r.status === 200 ? (repeticao ? '200 repetição' : 200) : `${r.status} ${r.corpo.erros[0]}`);
      const d = r.status === 200 && !repeticao ? r.corpo.dados : null;
      if (d?.cashbackUsado > 0) contar('destaques', 'saldo usado na venda (modelo 2)');
      if (d?.descontoGerado > 0) contar('destaques', 'desconto gerado (modelo 3)');
      if (d?.cashbackDevolvido > 0) contar('destaques', 'cancelamento devolveu saldo do modelo 2');
      conferirResposta(r, esperado);
      await conferirLivro(foto, livro);
    } catch (e) {
      (e as Error).message = `POST ${p.caminho} ${JSON.stringify(p.corpo)}\n→ ${r.status} ${r.texto}\n${(e as Error).message}`;
      throw e;
    }
  };

  for (const [i, cmd] of comandos.entries()) {
    relogioVirtual.instante += 1000;
    livro.agora = relogioVirtual.instante;
    est.comandos++;
    try {
      switch (cmd.k) {
        case 'venda': {
          const loja = cmd.loja % lojas.length;
          const cliente = cmd.cliente % clientes.length;
          const c = clientes[cliente]!;
          const corpo: Record<string, unknown> = {
            cnpjLoja: cmd.mascarado ? mascararCnpj(lojas[loja]!.cnpj) : lojas[loja]!.cnpj,
            cpfCliente: cmd.mascarado ? mascararCpf(c.cpf) : c.cpf,
            valorVenda: cmd.centavos / 100,
          };
          if (cmd.modelo === 2 || cmd.modelo === 23) corpo.usarCashbackDisponivel = true;
          if (cmd.modelo === 3 || cmd.modelo === 23) corpo.usarCashbackGerado = true;
          if (cmd.doc !== null) corpo.documentoExterno = `D${cmd.doc}`;
          if (cmd.nome) corpo.cliente = { nome: `Cliente ${cliente}` };
          const pedido: Pedido = {
            caminho: '/api/v1/venda',
            corpo,
            passo: (r, foto) => {
              const real: Real = { status: r.status, dados: r.corpo.dados };
              const esperado = livro.venda(
                {
                  loja,
                  cliente,
                  valor: new D(cmd.centavos).div(100),
                  usarDisponivel: !!corpo.usarCashbackDisponivel,
                  usarGerado: !!corpo.usarCashbackGerado,
                  doc: (corpo.documentoExterno as string | undefined) ?? null,
                  nome: cmd.nome ? `Cliente ${cliente}` : null,
                },
                real,
                foto.novos,
              );
              // A new sale has a new id; a retransmission answers the original one.
              if (r.status === 200 && esperado.mensagem === 'Venda registrada com sucesso.') {
                expect(r.corpo.dados.vendaId).toMatch(UUID);
                expect(vendasVistas.has(r.corpo.dados.vendaId)).toBe(false);
                vendasVistas.add(r.corpo.dados.vendaId);
              }
              return esperado;
            },
          };
          pedidos.push(pedido);
          await enviar(pedido, 'venda');
          break;
        }
        case 'resgate': {
          const loja = cmd.loja % lojas.length;
          const cliente = compradores(cmd.cliente);
          const corpo: Record<string, unknown> = {
            cnpjLoja: lojas[loja]!.cnpj,
            cpfCliente: clientes[cliente]!.cpf,
            tipoBeneficio: cmd.tipo,
          };
          const quanto = cmd.quanto === null ? null : cmd.tipo === 'Cashback' ? new D(cmd.quanto).div(100) : new D(cmd.quanto);
          if (cmd.tipo === 'Cashback') corpo.valorResgate = quanto === null ? null : quanto.toNumber();
          else corpo.pontosResgate = quanto === null ? null : quanto.toNumber();
          if (cmd.doc !== null) corpo.documentoExterno = `R${cmd.doc}`;
          const pedido: Pedido = {
            caminho: '/api/v1/resgate',
            corpo,
            passo: (r) =>
              livro.resgate(
                { loja, cliente, tipo: cmd.tipo, quanto, doc: (corpo.documentoExterno as string | undefined) ?? null },
                { status: r.status, dados: r.corpo.dados },
              ),
          };
          pedidos.push(pedido);
          await enviar(pedido, `resgate ${cmd.tipo}`);
          break;
        }
        case 'cancelar': {
          const vendas = livro.vendas;
          const alvo = vendas.length ? vendas[cmd.venda % vendas.length]! : null;
          const lojaIdx = alvo ? (cmd.outraLoja ? (alvo.loja + 1) % lojas.length : alvo.loja) : 0;
          const corpo: Record<string, unknown> = { cnpjLoja: lojas[lojaIdx]!.cnpj, motivo: 'Devolução' };
          if (alvo && cmd.via === 'documentoExterno' && alvo.doc !== null) corpo.documentoExterno = alvo.doc;
          else corpo.vendaId = alvo?.id ?? randomUUID();
          const pedido: Pedido = {
            caminho: '/api/v1/venda/cancelar',
            corpo,
            passo: (r, foto) =>
              livro.cancelar(
                {
                  loja: lojaIdx,
                  vendaId: (corpo.vendaId as string | undefined) ?? null,
                  doc: (corpo.documentoExterno as string | undefined) ?? null,
                },
                { status: r.status, dados: r.corpo.dados },
                foto.novos,
              ),
          };
          pedidos.push(pedido);
          await enviar(pedido, 'cancelar');
          break;
        }
        case 'retransmitir': {
          if (pedidos.length === 0) break;
          const p = pedidos[cmd.indice % pedidos.length]!;
          pedidos.push(p);
          await enviar(p, `retransmitir ${p.caminho.replace('/api/v1/', '')}`);
          break;
        }
        case 'relogio':
        case 'vespera': {
          if (cmd.k === 'relogio') relogioVirtual.instante += cmd.ms;
          else {
            // 1.5 s before the next local midnight of L0: the next command runs in the last second
            // of a day, the one after it in the first second of the next (lots expire at midnight).
            const fuso = lojas[0]!.fuso;
            let alvo = inicioDoDia(somarDias(dataLocal(relogioVirtual.instante, fuso), 1), fuso) - 1500;
            if (alvo <= relogioVirtual.instante) alvo += DIA;
            relogioVirtual.instante = alvo;
          }
          livro.agora = relogioVirtual.instante;
          contar(cmd.k, 'ok');
          await conferirLivro(await fotografar(tenantId, livro), livro);
          break;
        }
        case 'job': {
          await processarLotes();
          contar('job', 'ok');
          await conferirLivro(await fotografar(tenantId, livro), livro, { depoisDoJob: true });
          break;
        }
        case 'saldo': {
          const loja = cmd.loja % lojas.length;
          const cliente = compradores(cmd.cliente);
          const r = await chamar('GET', '/api/v1/resgate/saldo', {
            chave,
            query: { cnpjLoja: lojas[loja]!.cnpj, cpfCliente: clientes[cliente]!.cpf },
          });
          contar('saldo', r.status);
          conferirResposta(r, livro.consultarSaldo(cliente));
          break;
        }
      }
    } catch (e) {
      const erro = e as Error;
      erro.message = `passo ${i + 1} de ${comandos.length} (${fc.stringify(cmd)}), instante ${new Date(relogioVirtual.instante).toISOString()}:\n${erro.message}`;
      throw erro;
    }
  }
}
