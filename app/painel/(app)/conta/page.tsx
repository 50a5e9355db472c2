import type { Metadata } from 'next';
import { exigirPainel } from '@/lib/auth/sessao';
import { dataHora } from '@/lib/formatar';
import { obterMinhaConta } from '@/lib/domain/acesso/minha-conta';
import { Cartao } from '@/components/ui/cartao';
import { CabecalhoPagina } from '@/components/painel/cabecalho-pagina';
import { PAPEL_DO_PERFIL } from '../navegacao';
import { FormularioTrocarSenha } from './formulario-senha';
import { SecaoDoisFatores } from './dois-fatores';

export const metadata: Metadata = { title: 'Minha conta' };

/** "Minha conta" (docs/painel.md): every profile sees its own account and changes its own password. */
export default async function PaginaMinhaConta() {
  const conta = await obterMinhaConta(await exigirPainel());
  const plataforma = conta.perfil === 'SuperAdmin';
  const linhas: [string, string][] = [
    ['Nome', conta.nome],
    ['E-mail', conta.email],
    ['Perfil', PAPEL_DO_PERFIL[conta.perfil]],
    ['Empresa', conta.tenantNome ?? 'Todas (equipe da plataforma)'],
    // The last sign-in is this session's own: the one before it is what tells of an access one did not make.
    ['Acesso anterior', conta.loginAnteriorEm ? dataHora(conta.loginAnteriorEm) : 'Nenhum antes deste'],
  ];
  return (
    <>
      <CabecalhoPagina titulo="Minha conta">
        <p>
          Os seus dados de acesso ao painel. Nome, e-mail e perfil são alterados por{' '}
          {plataforma ? 'outra pessoa da equipe da plataforma' : 'quem administra o painel da sua empresa'}; a senha, só você troca.
        </p>
      </CabecalhoPagina>
      <div className="grid max-w-4xl gap-5 md:grid-cols-2 md:items-start">
        <Cartao titulo="Seus dados">
          <dl className="flex flex-col gap-3 text-sm">
            {linhas.map(([rotulo, valor]) => (
              <div key={rotulo} className="flex flex-col">
                <dt className="text-xs font-medium uppercase tracking-wide text-slate-600">{rotulo}</dt>
                <dd className="break-words text-slate-900">{valor}</dd>
              </div>
            ))}
          </dl>
        </Cartao>
        <Cartao titulo="Trocar senha">
          <FormularioTrocarSenha email={conta.email} />
        </Cartao>
        <Cartao titulo="Verificação em duas etapas">
          <SecaoDoisFatores email={conta.email} ativadoEm={conta.doisFatoresAtivadoEm} restantes={conta.codigosRecuperacaoRestantes} />
        </Cartao>
      </div>
    </>
  );
}
