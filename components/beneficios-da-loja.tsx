import type { ComponentProps } from 'react';
import { semQuebraNoValor } from '@/lib/formatar';

/**
 * The benefits of a store's active campaigns, one check-marked line each: the club's sign-up page
 * and the poster that points to it show the same lines, each at its own size (the list's classes
 * and `classeDoItem`, the gap between the mark and the text). Nothing when the store has none.
 */
export function BeneficiosDaLoja({
  beneficios,
  classeDoItem,
  ...lista
}: { beneficios: string[]; classeDoItem: string } & ComponentProps<'ul'>) {
  if (beneficios.length === 0) return null;
  return (
    <ul {...lista}>
      {beneficios.map((b) => (
        <li key={b} className={classeDoItem}>
          <span aria-hidden="true" className="font-bold text-marca-700">
            ✓
          </span>
          <span>{semQuebraNoValor(b)}</span>
        </li>
      ))}
    </ul>
  );
}
