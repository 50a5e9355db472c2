'use client';
// Importing a programme's customers from a spreadsheet (POST /api/v1/admin/ClienteAdmin/importar,
// docs/api-admin-clientes.md): the file is read in the browser, checked first by the API with
// `simular` (nothing written: how many are new, already members, refused and why, line by line),
// then imported with the same body. Changing the file, the store or the consent undoes the check,
// so what is imported is always what was checked.
import Link from 'next/link';
import { useRouter } from 'next/navigation';
import { useId, useState } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Alerta } from '@/components/ui/alerta';
import { Botao } from '@/components/ui/botao';
import { Opcoes, Selecao } from '@/components/ui/campo';
import { Cartao } from '@/components/ui/cartao';
import { Tabela } from '@/components/ui/tabela';
import { ErroApi, chamarApi } from '@/lib/navegador/cliente-api';
import { numero } from '@/lib/formatar';
import { chavesClientes } from '../chaves';
import { comPrograma } from '../rotulos';

type ErroDaLinha = { linha: number; cpfMascarado: string | null; mensagem: string };
type Resultado = {
  simulacao: boolean;
  linhas: number;
  novos: number;
  jaCadastrados: number;
  recusados: number;
  erros: ErroDaLinha[];
  colunasIgnoradas: string[];
  cashbackMigrado: number;
  pontosMigrados: number;
  saldosMigrados: number;
  saldosJaMigrados: number;
  saldosIgnorados: number;
};

/** The API's limit is 5,000 customers a file; a file this big is surely not a customer list. */
const TAMANHO_MAXIMO = 2 * 1024 * 1024;

/** The template offered for download: the columns the API reads, one example row (a valid CPF). */
const MODELO =
  '\uFEFFcpf;nome;email;telefone;dataNascimento;saldoCashback;saldoPontos;validadeSaldo\r\n' +
  '529.982.247-25;Maria da Silva;maria@exemplo.com.br;(11) 98765-4321;15/03/1985;12,50;150;\r\n';

/**
 * The file's text. Excel in Portuguese saves "CSV (separado por vírgulas)" in Windows-1252, not
 * UTF-8: a file that is not valid UTF-8 is read as Windows-1252, so "João" stays "João".
 */
async function lerTexto(arquivo: File): Promise<string> {
  const bytes = await arquivo.arrayBuffer();
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    return new TextDecoder('windows-1252').decode(bytes);
  }
}

export function ImportacaoClientes({
  tenantId,
  nomePrograma,
  lojas,
}: {
  tenantId: string | null;
  nomePrograma: string;
  lojas: { id: string; nome: string }[];
}) {
  const router = useRouter();
  const qc = useQueryClient();
  const id = useId();
  const [arquivo, setArquivo] = useState<{ nome: string; texto: string } | null>(null);
  const [lojaId, setLojaId] = useState('');
  const [aceite, setAceite] = useState(false);
  const [erro, setErro] = useState<string | null>(null);
  const [conferido, setConferido] = useState<{ r: Resultado; mensagem: string | null } | null>(null);
  const [importado, setImportado] = useState<{ r: Resultado; mensagem: string | null } | null>(null);

  const enviar = useMutation({
    mutationFn: (simular: boolean) =>
      chamarApi<Resultado>('POST', '/api/v1/admin/ClienteAdmin/importar', {
        corpo: { csv: arquivo?.texto ?? '', aceiteLgpd: aceite, simular, ...(lojaId ? { lojaId } : {}), ...(tenantId ? { tenantId } : {}) },
      }),
    onSuccess: ({ dados, mensagem }) => {
      setErro(null);
      if (dados.simulacao) {
        setConferido({ r: dados, mensagem });
        return;
      }
      setConferido(null);
      setImportado({ r: dados, mensagem });
      qc.invalidateQueries({ queryKey: chavesClientes.todas });
      router.refresh();
    },
    onError: (e) => setErro(e instanceof ErroApi ? e.mensagem : 'Não foi possível enviar o arquivo. Tente novamente.'),
  });

  /** Any change of what would be sent: the check no longer holds. */
  function mudou() {
    setConferido(null);
    setImportado(null);
    setErro(null);
  }

  async function escolher(e: React.ChangeEvent<HTMLInputElement>) {
    mudou();
    const f = e.target.files?.[0];
    if (!f) return setArquivo(null);
    if (f.size > TAMANHO_MAXIMO) {
      setArquivo(null);
      setErro('O arquivo tem mais de 2 MB. Uma lista de até 5.000 clientes cabe bem abaixo disso: confira se é o arquivo certo.');
      return;
    }
    setArquivo({ nome: f.name, texto: await lerTexto(f) });
  }

  function conferir(e: React.FormEvent) {
    e.preventDefault();
    if (!arquivo) return setErro('Escolha o arquivo CSV com os clientes.');
    if (!aceite) return setErro('Confirme o consentimento (LGPD) dos clientes do arquivo.');
    enviar.mutate(true);
  }

  const aImportar = conferido ? conferido.r.novos + conferido.r.jaCadastrados : 0;

  return (
    <div className="flex flex-col gap-5">
      <Cartao titulo="Como preparar o arquivo">
        <div className="flex flex-col gap-3 text-sm text-slate-700">
          <p>
            Uma planilha salva como <strong>CSV</strong> (no Excel: Salvar como › CSV), com os nomes das colunas na primeira linha e um
            cliente por linha. Até 5.000 clientes por arquivo.
          </p>
          <ul className="list-disc space-y-1 pl-5">
            <li>
              <code className="font-semibold">cpf</code> e <code className="font-semibold">nome</code>: obrigatórios (CPF com ou sem
              pontos).
            </li>
            <li>
              <code className="font-semibold">email</code>, <code className="font-semibold">telefone</code> (com DDD) e{' '}
              <code className="font-semibold">dataNascimento</code> (dd/mm/aaaa): opcionais. Outras colunas são ignoradas.
            </li>
            <li>Quem já participa do programa não é duplicado; quem já tem cadastro na Fidelidade mantém os dados que tem.</li>
            <li>
              Saldos do programa anterior, opcionais: <code className="font-semibold">saldoCashback</code> (em reais, ex.: 12,50),{' '}
              <code className="font-semibold">saldoPontos</code> e <code className="font-semibold">validadeSaldo</code> (dd/mm/aaaa; sem
              ela, a validade da campanha ativa da loja). São creditados na loja escolhida abaixo,{' '}
              <strong>uma única vez por cliente</strong>: importar o arquivo de novo não credita outra vez.
            </li>
            <li>
              O consentimento para receber ofertas por WhatsApp ou e-mail não é importado: cada cliente dá o seu no clube ou no caixa.
            </li>
          </ul>
          <p>
            <a
              className="font-semibold text-marca-700 underline"
              href={`data:text/csv;charset=utf-8,${encodeURIComponent(MODELO)}`}
              download="modelo-clientes.csv"
            >
              Baixar planilha modelo (.csv)
            </a>
          </p>
        </div>
      </Cartao>

      <Cartao titulo="Arquivo">
        <form onSubmit={conferir} noValidate className="flex flex-col gap-4">
          <div className="flex flex-col gap-1">
            <label htmlFor={`${id}-arquivo`} className="text-sm font-medium text-slate-800">
              Arquivo CSV com os clientes
            </label>
            <input
              id={`${id}-arquivo`}
              type="file"
              accept=".csv,text/csv"
              onChange={escolher}
              className="block w-full text-sm text-slate-700 file:mr-3 file:min-h-11 file:rounded-md file:border file:border-slate-300 file:bg-white file:px-4 file:font-semibold file:text-slate-800 hover:file:bg-slate-50"
            />
          </div>
          {lojas.length > 0 && (
            <Selecao
              rotulo="Loja"
              value={lojaId}
              onChange={(e) => {
                setLojaId(e.target.value);
                mudou();
              }}
              ajuda="A loja onde esses clientes compravam: é a loja de origem de quem entra no programa agora e onde os saldos do programa anterior são creditados (obrigatória quando o arquivo traz saldos)."
              className="w-full sm:w-72"
            >
              <option value="">Nenhuma</option>
              <Opcoes itens={lojas} />
            </Selecao>
          )}
          <label className="flex min-h-11 items-start gap-3 text-sm text-slate-800">
            <input
              type="checkbox"
              className="mt-0.5 size-5 shrink-0 accent-marca-700"
              checked={aceite}
              onChange={(e) => {
                setAceite(e.target.checked);
                mudou();
              }}
            />
            <span>
              Todos os clientes deste arquivo autorizaram participar do programa de fidelidade <strong>{nomePrograma}</strong> e o
              tratamento dos seus dados para isso (LGPD). O aceite fica registrado em nome de cada um, como importação.
            </span>
          </label>
          {erro && <Alerta tipo="erro">{erro}</Alerta>}
          <div>
            <Botao type="submit" variante="secundario" carregando={enviar.isPending && enviar.variables === true}>
              {enviar.isPending && enviar.variables === true ? 'Conferindo…' : 'Conferir arquivo'}
            </Botao>
          </div>
        </form>
      </Cartao>

      {conferido && (
        <ResultadoDaImportacao titulo={`Conferência de ${arquivo?.nome ?? 'arquivo'}`} {...conferido}>
          {aImportar > 0 ? (
            <Botao onClick={() => enviar.mutate(false)} carregando={enviar.isPending && enviar.variables === false}>
              {enviar.isPending && enviar.variables === false
                ? 'Importando…'
                : `Importar ${numero(aImportar)} ${aImportar === 1 ? 'cliente' : 'clientes'}`}
            </Botao>
          ) : (
            <p className="text-sm text-slate-700">Nenhuma linha pode ser importada: corrija o arquivo e confira de novo.</p>
          )}
        </ResultadoDaImportacao>
      )}

      {importado && (
        <ResultadoDaImportacao titulo="Importação concluída" {...importado}>
          <Link className="font-semibold text-marca-700 underline" href={comPrograma('/painel/clientes', tenantId)}>
            Ver os clientes do programa
          </Link>
        </ResultadoDaImportacao>
      )}
    </div>
  );
}

/** The API's counts, its sentence, and the refused lines (the file's line numbers, the CPF masked). */
function ResultadoDaImportacao({
  titulo,
  r,
  mensagem,
  children,
}: {
  titulo: string;
  r: Resultado;
  mensagem: string | null;
  children: React.ReactNode;
}) {
  return (
    <Cartao titulo={titulo}>
      <div className="flex flex-col gap-4">
        <Alerta tipo={r.recusados > 0 ? 'aviso' : 'sucesso'}>{mensagem}</Alerta>
        {r.saldosIgnorados > 0 && (
          <p className="text-sm text-slate-700">
            {r.saldosIgnorados === 1
              ? '1 saldo de um cliente desativado no programa não foi creditado'
              : `${numero(r.saldosIgnorados)} saldos de clientes desativados no programa não foram creditados`}
            : reative o cliente e credite pelo ajuste de saldo, se for o caso.
          </p>
        )}
        {r.colunasIgnoradas.length > 0 && <p className="text-sm text-slate-700">Colunas ignoradas: {r.colunasIgnoradas.join(', ')}.</p>}
        {r.erros.length > 0 && (
          <Tabela
            rotulo="Linhas recusadas"
            legenda="Linhas do arquivo que não serão importadas, com o motivo"
            itens={r.erros}
            chave={(e) => String(e.linha)}
            larguraMinima={40}
            cartoes
            colunas={[
              {
                cabecalho: 'Linha',
                principal: true,
                classe: 'tabular-nums',
                // On a phone the line number is the card's heading, with no column label: say what it is.
                celula: (e) => (
                  <>
                    <span className="sm:hidden">Linha </span>
                    {e.linha}
                  </>
                ),
              },
              { cabecalho: 'CPF', classe: 'font-mono whitespace-nowrap', celula: (e) => e.cpfMascarado ?? '—' },
              { cabecalho: 'Motivo', celula: (e) => e.mensagem },
            ]}
          />
        )}
        {r.recusados > r.erros.length && (
          <p className="text-sm text-slate-700">
            Mostrando as primeiras {numero(r.erros.length)} de {numero(r.recusados)} linhas recusadas.
          </p>
        )}
        <div>{children}</div>
      </div>
    </Cartao>
  );
}
