'use client';
import { useState, type ChangeEvent } from 'react';

/**
 * A form whose text fields live in one object: the values, the message of each field, and
 * `campo(chave)`, the props that bind a field to its value, its change and its message (its
 * `name` is the key, for password managers and the browser's autofill). `mascara` shapes what is
 * typed (a phone's punctuation).
 */
export function useCampos<C extends Record<string, string>>(inicial: C) {
  const [valores, setValores] = useState<C>(inicial);
  const [erros, setErros] = useState<Partial<Record<keyof C, string>>>({});
  const campo = (chave: keyof C & string, mascara: (texto: string) => string = (t) => t) => ({
    name: chave,
    value: valores[chave],
    erro: erros[chave],
    onChange: (e: ChangeEvent<HTMLInputElement>) => setValores((v) => ({ ...v, [chave]: mascara(e.target.value) })),
  });
  return { valores, setValores, erros, setErros, campo };
}
