import type { Metadata } from 'next';
import { exigirPainel } from '@/lib/auth/sessao';
import { dataHora } from '@/lib/formatar';
import { ProvedorAvisos } from '@/components/ui/avisos';
import { Campo, Selecao } from '@/components/ui/campo';
import { EstadoVazio } from '@/components/ui/estado-vazio';
import { Etiqueta } from '@/components/ui/etiqueta';
import { FiltrosLista, ListaPagina } from '@/components/painel/lista-pagina';
import { comParametros } from '@/lib/url';
import { CabecalhoPagina } from '@/components/painel/cabecalho-pagina';
import { parametrosDaUrl, type ParametrosPagina } from '@/app/painel/(app)/consulta-pagina';
import { SeletorTenant } from '@/components/painel/seletor-tenant';
import { AcoesUsuario } from './acoes-usuario';
import { consultarUsuarios } from './consultas';
import { BotaoNovoUsuario } from './formulario-usuario';
import { ROTULO_PERFIL } from './perfis';

export const metadata: Metadata = { title: 'Usuários' };

export default async function PaginaUsuarios({ searchParams }: { searchParams: Promise<ParametrosPagina> }) {
  const p = await exigirPainel(['SuperAdmin', 'AdminTenant']);
  const q = parametrosDaUrl(await searchParams);
  const r = await consultarUsuarios(p, q);
  const superAdmin = p.perfil === 'SuperAdmin';
  const tenantId = superAdmin ? (q.tenantId ?? null) : p.tenantId;
  const quem = { perfil: p.perfil, usuarioId: p.usuarioId };
  const filtrando = !!(q.busca || q.perfil || q.ativo);
  const tenants = r.ok ? r.dados.tenants : null;

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

      <FiltrosLista
        ocultos={{ tenantId: q.tenantId }}
        limpar={filtrando ? comParametros('/painel/usuarios', { tenantId: q.tenantId }) : null}
      >
        <Campo rotulo="Buscar por nome ou e-mail" name="busca" defaultValue={q.busca} className="min-w-64" />
        <Selecao rotulo="Perfil" name="perfil" defaultValue={q.perfil ?? ''}>
          <option value="">Todos</option>
          {superAdmin && <option value="SuperAdmin">{ROTULO_PERFIL.SuperAdmin}</option>}
          <option value="AdminTenant">{ROTULO_PERFIL.AdminTenant}</option>
          <option value="Operador">{ROTULO_PERFIL.Operador}</option>
        </Selecao>
        <Selecao rotulo="Situação" name="ativo" defaultValue={q.ativo ?? ''}>
          <option value="">Todos</option>
          <option value="true">Ativos</option>
          <option value="false">Inativos</option>
        </Selecao>
      </FiltrosLista>

      <ListaPagina
        resultado={r.ok ? { ok: true, dados: r.dados.pagina } : r}
        caminho="/painel/usuarios"
        parametros={{ tenantId: q.tenantId, busca: q.busca, perfil: q.perfil, ativo: q.ativo, tamanho: q.tamanho }}
        vazio={
          <EstadoVazio titulo={filtrando ? 'Nenhum usuário encontrado com esses filtros' : 'Nenhum usuário ainda'}>
            {filtrando
              ? 'Mude a busca ou limpe os filtros para ver todos.'
              : 'Crie um usuário em “Novo usuário”: ele recebe o convite por e-mail.'}
          </EstadoVazio>
        }
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
            tenants && {
              cabecalho: 'Tenant',
              celula: (u) => (u.tenantId ? (tenants[u.tenantId] ?? u.tenantId) : 'Plataforma'),
            },
            { cabecalho: 'Perfil', celula: (u) => ROTULO_PERFIL[u.perfil] },
            {
              cabecalho: 'Situação',
              celula: (u) => (
                <span className="flex flex-col items-start gap-1 max-sm:items-end">
                  {u.ativo ? <Etiqueta cor="verde">Ativo</Etiqueta> : <Etiqueta cor="cinza">Inativo</Etiqueta>}
                  {u.primeiroAcessoPendente && <Etiqueta cor="amarelo">Aguardando primeiro acesso</Etiqueta>}
                </span>
              ),
            },
            { cabecalho: 'Último login', celula: (u) => (u.ultimoLoginEm ? dataHora(u.ultimoLoginEm) : 'Nunca entrou') },
            { cabecalho: 'Ações', direita: true, cartao: 'acoes', classe: 'py-2', celula: (u) => <AcoesUsuario usuario={u} quem={quem} /> },
          ],
        }}
      />
    </ProvedorAvisos>
  );
}
