import type { Metadata } from 'next';
import { dataHora } from '@/lib/formatar';
import type { UsuarioResponse } from '@/lib/domain/acesso/admin-usuarios';
import { ProvedorAvisos } from '@/components/ui/avisos';
import { Etiqueta, EtiquetaSituacao } from '@/components/ui/etiqueta';
import { CabecalhoPagina } from '@/components/painel/cabecalho-pagina';
import { colunaNome, colunaTenant, FiltroOpcoes, FiltroSituacao } from '@/components/painel/lista-pagina';
import { ListaDaUrl } from '@/components/painel/lista-da-url';
import { lerPaginaDeLista, type ParametrosPagina } from '@/app/painel/(app)/consulta-pagina';
import { AcoesUsuario } from './acoes-usuario';
import { consultarUsuarios } from './consultas';
import { BotaoNovoUsuario } from './formulario-usuario';
import { ROTULO_PERFIL } from './perfis';

export const metadata: Metadata = { title: 'Usuários' };

export default async function PaginaUsuarios({ searchParams }: { searchParams: Promise<ParametrosPagina> }) {
  const lista = await lerPaginaDeLista(searchParams, consultarUsuarios);
  const { p, q, r, superAdmin, tenantId } = lista;
  const quem = { perfil: p.perfil, usuarioId: p.usuarioId };

  return (
    <ProvedorAvisos>
      <CabecalhoPagina titulo="Usuários" acoes={<BotaoNovoUsuario quem={quem} tenantId={tenantId} />}>
        <p>
          Quem entra no painel. <strong>Gestores</strong> administram lojas, campanhas, chaves e usuários; <strong>operadores</strong>{' '}
          registram vendas, resgates e cancelamentos no caixa, cadastram clientes e veem clientes e vendas, com o CPF mascarado. Um usuário
          novo recebe por e-mail o link para definir a própria senha.
        </p>
        {superAdmin && !tenantId && (
          <p className="mt-1">
            Sem tenant escolhido, “Novo usuário da plataforma” cria alguém da equipe (SuperAdmin). Para um gestor ou operador, escolha o
            tenant.
          </p>
        )}
      </CabecalhoPagina>

      <ListaDaUrl
        leitura={lista}
        caminho="/painel/usuarios"
        busca="Buscar por nome ou e-mail"
        filtros={{
          // A tenant's administrators never see the platform team.
          perfil: (
            <FiltroOpcoes
              rotulo="Perfil"
              name="perfil"
              valor={q.perfil}
              opcoes={superAdmin ? ROTULO_PERFIL : { AdminTenant: ROTULO_PERFIL.AdminTenant, Operador: ROTULO_PERFIL.Operador }}
            />
          ),
          ativo: <FiltroSituacao valor={q.ativo} />,
        }}
        filtrado={{ titulo: 'Nenhum usuário encontrado com esses filtros', texto: 'Mude a busca ou limpe os filtros para ver todos.' }}
        vazio={{ titulo: 'Nenhum usuário ainda', texto: 'Crie um usuário em “Novo usuário”: ele recebe o convite por e-mail.' }}
        tabela={{
          rotulo: 'Tabela de usuários',
          legenda: 'Usuários do painel',
          larguraMinima: 44,
          cartoes: true,
          colunas: [
            colunaNome<UsuarioResponse>(
              'Usuário',
              (u) => <p className="break-all text-xs text-slate-600">{u.email}</p>,
              (u) => (
                <>
                  {u.nome}
                  {u.id === p.usuarioId && <span className="ml-1 text-xs font-normal text-slate-600">(você)</span>}
                </>
              ),
            ),
            colunaTenant(r, (u: UsuarioResponse) => u.tenantId),
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
