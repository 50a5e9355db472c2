// Every message of a refusal that names no field is shown, in the alert the form already had (a
// list when there are several), by each shared piece that shows them: not only the first.
import { createElement as h } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { Campo } from '@/components/ui/campo';
import { ErroApi } from '@/lib/navegador/cliente-api';
import { errosDaResposta } from '@/lib/navegador/mensagens-formulario';
import { ErroDoEnvio, errosDoEnvio, FormCadastro } from './formulario-cadastro';
import { FormularioEditor } from './formulario-editor';

const RECUSA = new ErroApi(422, 'Plano não encontrado.', [
  'Plano não encontrado.',
  'O campo Nome é obrigatório.',
  'Limite de lojas atingido.',
]);
const ROTULOS = { nome: 'Nome da loja' };
const LISTA =
  '<div role="alert" class="rounded-md border px-4 py-3 text-sm border-red-300 bg-red-50 text-red-900 ">' +
  '<ul class="list-disc space-y-1 pl-5"><li>Plano não encontrado.</li><li>Limite de lojas atingido.</li></ul></div>';

/** The alerts of a piece of markup (role="alert"), whole. */
const alertas = (html: string) => html.match(/<div role="alert"[^>]*>.*?<\/div>/g) ?? [];

describe('messages that name no field', () => {
  const nome = () => h(Campo, { rotulo: 'Nome da loja', value: '', onChange: () => {}, erro: errosDoEnvio(RECUSA, ROTULOS).nome });

  it('a create/edit dialog (FormCadastro) lists them all above the fields; the field keeps its own', () => {
    const html = renderToStaticMarkup(h(FormCadastro, { onSubmit: () => {}, erro: errosDoEnvio(RECUSA, ROTULOS)._, children: nome() }));
    expect(alertas(html)).toEqual([LISTA]);
    expect(html).toContain('>Preencha “Nome da loja”.</p>');
  });

  it('an editor with a live side (FormularioEditor: segment, communication campaign) lists them all', () => {
    const salvar = { mutate: () => {}, error: RECUSA };
    const html = renderToStaticMarkup(
      h(FormularioEditor, { salvar, erros: errosDoEnvio(RECUSA, ROTULOS), espaco: 'gap-4', lateral: null, children: nome() }),
    );
    expect(alertas(html)).toEqual([LISTA]);
  });

  it('a single one is the alert itself, no list; none, no alert', () => {
    const uma = renderToStaticMarkup(
      h(FormCadastro, { onSubmit: () => {}, erro: errosDaResposta(['Plano não encontrado.'], ROTULOS)._, children: null }),
    );
    expect(alertas(uma)).toEqual([
      '<div role="alert" class="rounded-md border px-4 py-3 text-sm border-red-300 bg-red-50 text-red-900 ">Plano não encontrado.</div>',
    ]);
    expect(
      alertas(renderToStaticMarkup(h(FormCadastro, { onSubmit: () => {}, erro: errosDoEnvio(null, ROTULOS)._, children: null }))),
    ).toEqual([]);
  });

  it("ErroDoEnvio (a page's one action) shows every message of the refusal, or the page's own when the failure is not the API's", () => {
    const duas = new ErroApi(422, 'Plano não encontrado.', ['Plano não encontrado.', 'Limite de lojas atingido.']);
    expect(renderToStaticMarkup(h(ErroDoEnvio, { erro: duas }))).toBe(LISTA);
    expect(renderToStaticMarkup(h(ErroDoEnvio, { erro: new Error('rede'), padrao: 'Tente de novo.' }))).toBe(
      '<div role="alert" class="rounded-md border px-4 py-3 text-sm border-red-300 bg-red-50 text-red-900 ">Tente de novo.</div>',
    );
  });
});
