// Phone and e-mail as providers want them and as screens may show them (brazil.md: phones are
// stored as digits; WhatsApp providers take E.164, +55 + area code + number).

export function paraE164(telefone: string | null | undefined): string | null {
  const d = (telefone ?? '').replace(/\D/g, '');
  if (d.length === 10 || d.length === 11) return `+55${d}`;
  if ((d.length === 12 || d.length === 13) && d.startsWith('55')) return `+${d}`;
  return null;
}

/** The same e-mail, whatever its case and surrounding spaces; two absent ones are not the same. */
export const mesmoEmail = (a: string | null | undefined, b: string | null | undefined) =>
  !!a && !!b && a.trim().toLowerCase() === b.trim().toLowerCase();

/** The same phone, however written (`(11) 98765-4321`, `+5511987654321`); two unusable ones are not the same. */
export const mesmoTelefone = (a: string | null | undefined, b: string | null | undefined) => !!paraE164(a) && paraE164(a) === paraE164(b);

/** `(11) *****-4321` */
export function mascararTelefone(telefone: string): string {
  const d = telefone.replace(/\D/g, '').replace(/^55(?=\d{10,11}$)/, '');
  if (d.length < 10) return '****';
  return `(${d.slice(0, 2)}) ${'*'.repeat(d.length - 6)}-${d.slice(-4)}`;
}

/** `m***a@e******.com` */
export function mascararEmail(email: string): string {
  const [usuario = '', dominio = ''] = email.split('@');
  const ponto = dominio.lastIndexOf('.');
  const nome = ponto > 0 ? dominio.slice(0, ponto) : dominio;
  const tld = ponto > 0 ? dominio.slice(ponto) : '';
  const mascara = (s: string) => (s.length <= 2 ? `${s[0] ?? ''}*` : `${s[0]}${'*'.repeat(Math.max(1, s.length - 2))}${s.at(-1)}`);
  return `${mascara(usuario)}@${mascara(nome)}${tld}`;
}
