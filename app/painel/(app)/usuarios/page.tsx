import type { Metadata } from 'next';
import { dataHora } from '@/lib/formatar';
import type { UsuarioResponse } from '@/lib/domain/acesso/admin-usuarios';
import { comParametros } from '@/lib/url';
import { ProvedorAvisos } from '@/components/ui/avisos';
import { Campo } from '@/components/ui/campo';
import { Etiqueta, EtiquetaSituacao } from '@/components/ui/etiqueta';
import { CabecalhoPagina } from '@/components/painel/cabecalho-pagina';
import { colunaTenant, FiltroOpcoes, FiltroSituacao, FiltrosLista, ListaPagina } from '@/components/painel/lista-pagina';
import { SeletorTenant } from '@/components/painel/seletor-tenant';
import { lerPaginaDeLista, type ParametrosPagina } from '@/app/painel/(app)/consulta-pagina';
import { AcoesUsuario } from './acoes-usuario';
import { consultarUsuarios } from './consultas';
import { BotaoNovoUsuario } from './formulario-usuario';
import { ROTULO_PERFIL } from './perfis';

export const metadata: Metadata = { title: 'Usuários' };

export default async function PaginaUsuarios({ searchParams }: { searchParams: Promise<ParametrosPagina> }) {
  const { p, q, r, superAdmin, tenantId } = await lerPaginaDeLista(searchParams, consultarUsuarios);
  const quem = { perfil: p.perfil, usuarioId: p.usuarioId };
  const filtrando = !!(q.busca || q.perfil || q.ativo);

  return (
    <ProvedorAvisos>
      <CabecalhoPagina titulo="Usuários" acoes={<BotaoNovoUsuario quem={quem} tenantId={tenantId} />}>
        <p>
          Quem entra no painel. <strong>Gestores</strong> administram lojas, campanhas, chaves e usuários; <strong>operadores</strong>{' '}
          identificam e cadastram clientes no caixa. Um usuário novo recebe por e-mail o link para definir a própria senha.
        </p>
        {superAdmin && !tenantId && (
          <p className="mt-1">
            Sem tenant escolhido, “Novo usuário da plataforma” cria alguém da equipe (SuperAdmin). Para um gestor ou operador, escolha o
            tenant.
          </p>
        )}
      </CabecalhoPagina>
      {superAdmin && <SeletorTenant caminho="/painel/usuarios" atual={q.tenantId} />}

      <FiltrosLista ocultos={{ tenantId: q.tenantId }} limpar={filtrando && comParametros('/painel/usuarios', { tenantId: q.tenantId })}>
        <Campo rotulo="Buscar por nome ou e-mail" name="busca" defaultValue={q.busca} className="min-w-64" />
        {/* A tenant's administrators never see the platform team. */}
        <FiltroOpcoes
          rotulo="Perfil"
          name="perfil"
          valor={q.perfil}
          opcoes={superAdmin ? ROTULO_PERFIL : { AdminTenant: ROTULO_PERFIL.AdminTenant, Operador: ROTULO_PERFIL.Operador }}
        />
        <FiltroSituacao valor={q.ativo} />
      </FiltrosLista>

      <ListaPagina
        resultado={r.ok ? { ok: true, dados: r.dados.pagina } : r}
        caminho="/painel/usuarios"
        parametros={{ tenantId: q.tenantId, busca: q.busca, perfil: q.perfil, ativo: q.ativo, tamanho: q.tamanho }}
        filtrando={filtrando}
        filtrado={{ titulo: 'Nenhum usuário encontrado com esses filtros', texto: 'Mude a busca ou limpe os filtros para ver todos.' }}
        vazio={{ titulo: 'Nenhum usuário ainda', texto: 'Crie um usuário em “Novo usuário”: ele recebe o convite por e-mail.' }}
        tabela={{
          rotulo: 'Tabela de usuários',
          legenda: 'Usuários do painel',
          larguraMinima: 44,
          cartoes: true,
          chave: (u) => u.id,
          colunas: [
            {
              cabecalho: 'Usuário',
              cartao: 'titulo',
              celula: (u) => (
                <>
                  <p className="font-medium text-slate-900">
                    {u.nome}
                    {u.id === p.usuarioId && <span className="ml-1 text-xs font-normal text-slate-600">(você)</span>}
                  </p>
                  <p className="break-all text-xs text-slate-600">{u.email}</p>
                </>
              ),
            },
            colunaTenant(r.ok ? r.dados.tenants : null, (u: UsuarioResponse) => u.tenantId),
            { cabecalho: 'Perfil', celula: (u) => ROTULO_PERFIL[u.perfil] },
            {
              cabecalho: 'Situação',
              celula: (u) => (
                <span className="flex flex-col items-start gap-1 max-sm:items-end">
                  <EtiquetaSituacao ativo={u.ativo} />
                  {u.primeiroAcessoPendente && <Etiqueta cor="amarelo">Aguardando primeiro acesso</Etiqueta>}
                </span>
              ),
            },
            { cabecalho: 'Último login', celula: (u) => (u.ultimoLoginEm ? dataHora(u.ultimoLoginEm) : 'Nunca entrou') },
          ],
          acoes: (u) => <AcoesUsuario usuario={u} quem={quem} />,
        }}
      />
    </ProvedorAvisos>
  );
}
