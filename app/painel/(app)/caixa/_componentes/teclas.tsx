// What only a keyboard can use — F2/F4/F7/F9, Enter, Esc, the arrows — is hidden where the main
// pointer is a finger (a phone or a tablet at the counter): there "Conferir venda (Enter)" and a
// line of F-keys mean nothing and push the buttons down. The keys still work there (a Bluetooth
// reader or keyboard); a laptop with a touch screen has a fine main pointer and keeps the hints.
// Hidden with display:none, so a screen reader on the phone does not read them either.
export const SO_TECLADO = 'pointer-coarse:hidden';

/** A label whose last part is its key, "Confirmar venda (Enter)": the key shows only with a keyboard. */
export function ComTecla({ rotulo }: { rotulo: string }) {
  const m = /^(.*?)( \((?:Enter|Esc|F\d{1,2})\))$/.exec(rotulo);
  if (!m) return rotulo;
  return (
    <>
      {m[1]}
      <span className={SO_TECLADO}>{m[2]}</span>
    </>
  );
}
