/**
 * A wide table's horizontal scroll box (narrow screens). Keyboard users must be able to scroll it
 * too (WCAG 2.1.1; axe "scrollable-region-focusable"): it is focusable and named. It is the
 * containing block of what the table positions absolutely (the `sr-only` names of row buttons):
 * without `relative` those escape the scroll box and widen the whole page on a phone.
 */
export function RolagemTabela({ rotulo, children, className = '' }: { rotulo: string; children: React.ReactNode; className?: string }) {
  return (
    <div
      role="region"
      aria-label={rotulo}
      tabIndex={0}
      className={`relative overflow-x-auto rounded focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-marca-700 ${className}`}
    >
      {children}
    </div>
  );
}
