import { Selecao } from '@/components/ui/campo';

/** The store filter of a panel page's GET form: "Todas as lojas", then each store, an inactive one said so. */
export function SelecaoLoja({
  lojas,
  valor,
  className = 'w-full sm:w-48',
}: {
  lojas: { id: string; nome: string; ativo: boolean }[];
  valor?: string;
  className?: string;
}) {
  return (
    <Selecao rotulo="Loja" name="lojaId" defaultValue={valor ?? ''} className={className}>
      <option value="">Todas as lojas</option>
      {lojas.map((l) => (
        <option key={l.id} value={l.id}>
          {l.ativo ? l.nome : `${l.nome} (inativa)`}
        </option>
      ))}
    </Selecao>
  );
}
