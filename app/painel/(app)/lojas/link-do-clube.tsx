'use client';
// "Link do clube" of a store (docs/clube.md, "Participar pelo link da loja"): the address where a
// customer joins the store's programme by themselves, to copy, as a QR code to download, and the
// printable poster (/painel/lojas/[id]/cartaz). The QR is drawn here, in the browser, only when the
// dialog opens: a list of many stores draws none.
import Link from 'next/link';
import QRCode from 'qrcode';
import { useEffect, useState } from 'react';
import { Alerta } from '@/components/ui/alerta';
import { Botao } from '@/components/ui/botao';
import { Dialogo } from '@/components/ui/dialogo';
import { CampoSegredo } from '@/components/painel/campo-segredo';
import { slug } from '@/lib/slug';

type LojaDoLink = { id: string; nome: string; ativo: boolean };

export function BotaoLinkDoClube({ loja, endereco }: { loja: LojaDoLink; endereco: string }) {
  const [aberto, setAberto] = useState(false);
  return (
    <>
      <Botao type="button" variante="fantasma" onClick={() => setAberto(true)} aria-label={`Link do clube da loja ${loja.nome}`}>
        Link do clube
      </Botao>
      <Dialogo
        aberto={aberto}
        onFechar={() => setAberto(false)}
        titulo={`Link do clube: ${loja.nome}`}
        descricao="Divulgue o link ou o QR code no balcão, no cupom ou nas redes: o cliente se cadastra sozinho, confirma o contato com um código e já participa do programa."
      >
        <Conteudo loja={loja} endereco={endereco} />
      </Dialogo>
    </>
  );
}

/** A file name from the store's name: letters and digits, no accents. */
function nomeDoArquivo(nome: string): string {
  return `qr-clube-${slug(nome) || 'loja'}.png`;
}

function Conteudo({ loja, endereco }: { loja: LojaDoLink; endereco: string }) {
  const [qr, setQr] = useState<string | null>(null);
  useEffect(() => {
    let vivo = true;
    // A PNG (downloadable as is) with the standard 4-module quiet zone, large enough for print.
    void QRCode.toDataURL(endereco, {
      errorCorrectionLevel: 'M',
      margin: 4,
      width: 512,
      color: { dark: '#000000', light: '#ffffff' },
    }).then((u) => vivo && setQr(u));
    return () => {
      vivo = false;
    };
  }, [endereco]);
  const idCampo = `link-clube-${loja.id}`;

  return (
    <div className="flex flex-col gap-4">
      {!loja.ativo && (
        <Alerta tipo="aviso">
          Esta loja está <strong>desativada</strong>: quem abrir o link verá “Loja não encontrada” até a loja ser reativada.
        </Alerta>
      )}
      <div className="flex flex-col gap-1">
        <label htmlFor={idCampo} className="text-sm font-medium text-slate-800">
          Link de cadastro no clube
        </label>
        <CampoSegredo
          id={idCampo}
          valor={endereco}
          botao="Copiar link"
          copiado="✓ Link copiado para a área de transferência."
          falhou="Não foi possível copiar automaticamente: o link foi selecionado, use Ctrl+C (ou Cmd+C)."
        />
      </div>
      <div className="flex flex-col items-center gap-3 sm:flex-row sm:items-start">
        <div className="size-44 shrink-0 rounded-md border border-slate-300 bg-white p-1">
          {qr && (
            // eslint-disable-next-line @next/next/no-img-element -- a data: URL drawn in the browser: next/image has nothing to fetch, resize or cache.
            <img src={qr} alt={`QR code do link do clube da loja ${loja.nome}`} width={168} height={168} className="block size-full" />
          )}
        </div>
        <div className="flex flex-col gap-2 text-sm text-slate-700">
          <p>Ao ler o QR code com a câmera do celular, o cliente abre o cadastro desta loja.</p>
          <div className="flex flex-wrap gap-2">
            <Link
              href={`/painel/lojas/${loja.id}/cartaz`}
              className="inline-flex min-h-11 items-center justify-center rounded-md bg-marca-700 px-4 py-2 text-sm font-semibold text-white hover:bg-marca-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-marca-700"
            >
              Imprimir cartaz
            </Link>
            {qr && (
              <a
                href={qr}
                download={nomeDoArquivo(loja.nome)}
                className="inline-flex min-h-11 items-center justify-center rounded-md border border-slate-300 bg-white px-4 py-2 text-sm font-semibold text-slate-800 hover:bg-slate-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-marca-700"
              >
                Baixar QR (PNG)
              </a>
            )}
          </div>
        </div>
      </div>
    </div>
  );
}
