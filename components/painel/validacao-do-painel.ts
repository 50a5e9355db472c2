'use client';
// A panel form checks its body with the API's own zod schema before sending (components/ui/validacao.ts)
// and shows each field's message in the panel's words (errosDoPainel: `Preencha “Nome”.`, not the
// API's `O campo Nome é obrigatório.`), docs/painel.md, "Mensagens de validação".
import { useState } from 'react';
import type { z } from 'zod';
import { validarFormulario, type ErrosDoFormulario } from '@/components/ui/validacao';
import { errosDoPainel, type Rotulos } from '@/lib/navegador/mensagens-formulario';

/**
 * The field messages of a panel form. `validar` checks the body with the API's schema, shows its
 * messages (or clears the last ones) and says whether the body may be sent; `setErros` places
 * others (an API refusal the form shows by its fields).
 */
export function useValidacaoDoPainel(rotulos: Rotulos) {
  const [erros, setErros] = useState<ErrosDoFormulario>({});
  function validar(schema: z.ZodType, corpo: unknown): boolean {
    const v = validarFormulario(schema, corpo);
    setErros(v.ok ? {} : errosDoPainel(v.erros, rotulos, corpo));
    return v.ok;
  }
  return { erros, setErros, validar };
}

/**
 * The same for a form whose schemas can only run on the server (their module also reads the
 * database): `checar` is the form's Server Action, `validando` holds the button while it answers,
 * and `proprias` are the form's own messages (a CNPJ's check digits) for the fields the schema let
 * pass. Says whether the body may be sent.
 */
export function useValidacaoNoServidor(rotulos: Rotulos) {
  const [erros, setErros] = useState<ErrosDoFormulario>({});
  const [validando, setValidando] = useState(false);
  async function validar(checar: () => Promise<ErrosDoFormulario>, corpo: unknown, proprias: Record<string, string | null>) {
    setValidando(true);
    const v = errosDoPainel(await checar().finally(() => setValidando(false)), rotulos, corpo);
    for (const [campo, mensagem] of Object.entries(proprias)) if (mensagem) v[campo] ??= mensagem;
    setErros(v);
    return Object.keys(v).length === 0;
  }
  return { erros, validando, validar };
}
