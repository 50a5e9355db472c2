import { Selecao } from '@/components/ui/campo';

type Cadastro = { id: string; nome: string; ativo: boolean };

/**
 * A filter of a panel page's GET form by one record (a store, an operator): `todos` first, then
 * each record, an inactive one said so (`inativo`: "inativa").
 */
export function FiltroCadastro({
  rotulo,
  name,
  todos,
  inativo,
  itens,
  valor,
  className,
}: {
  rotulo: string;
  name: string;
  todos: string;
  inativo: string;
  itens: Cadastro[];
  valor?: string;
  className: string;
}) {
  return (
    <Selecao rotulo={rotulo} name={name} defaultValue={valor ?? ''} className={className}>
      <option value="">{todos}</option>
      {itens.map((c) => (
        <option key={c.id} value={c.id}>
          {c.ativo ? c.nome : `${c.nome} (${inativo})`}
        </option>
      ))}
    </Selecao>
  );
}

/** The store filter: "Todas as lojas", then each store, an inactive one said so. */
export function SelecaoLoja({ lojas, valor, className = 'w-full sm:w-48' }: { lojas: Cadastro[]; valor?: string; className?: string }) {
  return (
    <FiltroCadastro
      rotulo="Loja"
      name="lojaId"
      todos="Todas as lojas"
      inativo="inativa"
      itens={lojas}
      valor={valor}
      className={className}
    />
  );
}
