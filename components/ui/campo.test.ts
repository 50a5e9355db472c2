// Every control of the shared frame is described by its help and its message (aria-describedby),
// so a screen reader reads what a select's choices mean, not only a text field's.
import { createElement as h } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { Campo, CampoTexto, Selecao } from './campo';

const descricao = (html: string, tag: string) => {
  const controle = html.match(new RegExp(`<${tag}[^>]*>`))![0];
  const ids = controle.match(/aria-describedby="([^"]*)"/)?.[1]?.split(' ') ?? [];
  return ids.map((id) => html.match(new RegExp(`<p id="${id}"[^>]*>(.*?)</p>`))?.[1]);
};

describe('the frame links help and message to the control', () => {
  const props = { id: 'f', rotulo: 'Perfil', ajuda: 'Operador vende e resgata no Caixa.', erro: 'Escolha um perfil.', erroAoVivo: true };

  it.each([
    ['select', () => h(Selecao, props, h('option', { value: '' }, '—'))],
    ['input', () => h(Campo, { ...props, value: '', onChange: () => {} })],
    ['textarea', () => h(CampoTexto, { ...props, value: '', onChange: () => {} })],
  ])('%s', (tag, elemento) => {
    expect(descricao(renderToStaticMarkup(elemento()), tag)).toEqual(['Escolha um perfil.', 'Operador vende e resgata no Caixa.']);
  });
});
