// What a form remembers of its fields' messages between two sends (docs/painel.md, "Mensagens de
// validação"). A field's message is put away when the field leaves the form (a filter taken away,
// a field hidden by a choice): when the field comes back, before the form is sent again, the same
// message stays away; the form's state may still hold it (the refusal of the last send), but it is
// about a field that was gone. It shows again when the form is sent and the API (or the form's own
// check) gives it again, or when the form gives the field another message.

/** The messages put away, by field (its label), until the form is sent. */
export class MensagensGuardadas {
  readonly #guardadas = new Map<string, string>();

  /** The field left the form with this message (or none). */
  guardar(campo: string, mensagem: string | null | undefined): void {
    if (mensagem) this.#guardadas.set(campo, mensagem);
    else this.#guardadas.delete(campo);
  }

  /**
   * The field is back in the form with this message: whether it is the one put away (then it stays
   * away). Either way the field is in the form again, so the memory of it is taken out.
   */
  retomar(campo: string, mensagem: string | null | undefined): boolean {
    const guardada = this.#guardadas.get(campo);
    this.#guardadas.delete(campo);
    return !!mensagem && guardada === mensagem;
  }

  /** The form was sent: a new judgement, nothing is put away any more. */
  enviado(): void {
    this.#guardadas.clear();
  }
}

const porFormulario = new WeakMap<HTMLFormElement, MensagensGuardadas>();

/** The memory of one `<form>` of the page, forgotten when the form is sent (and with the form itself). */
export function mensagensGuardadas(formulario: HTMLFormElement): MensagensGuardadas {
  let m = porFormulario.get(formulario);
  if (!m) {
    const nova = new MensagensGuardadas();
    formulario.addEventListener('submit', () => nova.enviado());
    porFormulario.set(formulario, (m = nova));
  }
  return m;
}
