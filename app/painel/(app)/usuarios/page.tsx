import type { Metadata } from 'next';
import Link from 'next/link';
import { exigirPainel } from '@/lib/auth/sessao';
import { dataHora } from '@/lib/formatar';
import { Alerta } from '@/components/ui/alerta';
import { ProvedorAvisos } from '@/components/ui/avisos';
import { Campo, Selecao } from '@/components/ui/campo';
import { EstadoVazio } from '@/components/ui/estado-vazio';
import { Etiqueta } from '@/components/ui/etiqueta';
import { Paginacao } from '@/components/ui/paginacao';
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

      <form method="get" className="mb-4 flex flex-wrap items-end gap-3">
        {q.tenantId && <input type="hidden" name="tenantId" value={q.tenantId} />}
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
        <button
          type="submit"
          className="min-h-11 rounded-md border border-slate-300 bg-white px-4 text-sm font-semibold text-slate-800 hover:bg-slate-50"
        >
          Filtrar
        </button>
        {filtrando && (
          <Link
            className="min-h-11 px-2 py-3 text-sm text-marca-700 underline"
            href={q.tenantId ? `/painel/usuarios?tenantId=${q.tenantId}` : '/painel/usuarios'}
          >
            Limpar filtros
          </Link>
        )}
      </form>

      {!r.ok ? (
        <Alerta tipo="erro">{r.mensagem}</Alerta>
      ) : r.dados.pagina.itens.length === 0 ? (
        <EstadoVazio titulo={filtrando ? 'Nenhum usuário encontrado com esses filtros' : 'Nenhum usuário ainda'}>
          {filtrando
            ? 'Mude a busca ou limpe os filtros para ver todos.'
            : 'Crie um usuário em “Novo usuário”: ele recebe o convite por e-mail.'}
        </EstadoVazio>
      ) : (
        <div
          role="region"
          aria-label="Tabela de usuários"
          tabIndex={0}
          className="overflow-x-auto rounded-lg border border-slate-200 bg-white focus-visible:outline-2 focus-visible:outline-marca-700"
        >
          <table className="w-full min-w-[44rem] text-left text-sm">
            <caption className="sr-only">Usuários do painel</caption>
            <thead className="bg-slate-50 text-xs uppercase tracking-wide text-slate-600">
              <tr>
                <th scope="col" className="px-4 py-3">
                  Usuário
                </th>
                {r.dados.tenants && (
                  <th scope="col" className="px-4 py-3">
                    Tenant
                  </th>
                )}
                <th scope="col" className="px-4 py-3">
                  Perfil
                </th>
                <th scope="col" className="px-4 py-3">
                  Situação
                </th>
                <th scope="col" className="px-4 py-3">
                  Último login
                </th>
                <th scope="col" className="px-4 py-3 text-right">
                  Ações
                </th>
              </tr>
            </thead>
            <tbody className="divide-y divide-slate-100">
              {r.dados.pagina.itens.map((u) => (
                <tr key={u.id}>
                  <td className="px-4 py-3">
                    <p className="font-medium text-slate-900">
                      {u.nome}
                      {u.id === p.usuarioId && <span className="ml-1 text-xs font-normal text-slate-600">(você)</span>}
                    </p>
                    <p className="break-all text-xs text-slate-600">{u.email}</p>
                  </td>
                  {r.dados.tenants && (
                    <td className="px-4 py-3">{u.tenantId ? (r.dados.tenants[u.tenantId] ?? u.tenantId) : 'Plataforma'}</td>
                  )}
                  <td className="px-4 py-3">{ROTULO_PERFIL[u.perfil]}</td>
                  <td className="px-4 py-3">
                    <span className="flex flex-col items-start gap-1">
                      {u.ativo ? <Etiqueta cor="verde">Ativo</Etiqueta> : <Etiqueta cor="cinza">Inativo</Etiqueta>}
                      {u.primeiroAcessoPendente && <Etiqueta cor="amarelo">Aguardando primeiro acesso</Etiqueta>}
                    </span>
                  </td>
                  <td className="px-4 py-3">{u.ultimoLoginEm ? dataHora(u.ultimoLoginEm) : 'Nunca entrou'}</td>
                  <td className="px-4 py-2">
                    <AcoesUsuario usuario={u} quem={quem} />
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
          <div className="px-4 pb-3">
            <Paginacao
              pagina={r.dados.pagina.paginacao.pagina}
              tamanho={r.dados.pagina.paginacao.tamanho}
              total={r.dados.pagina.paginacao.totalRegistros}
              caminho="/painel/usuarios"
              parametros={{ tenantId: q.tenantId, busca: q.busca, perfil: q.perfil, ativo: q.ativo, tamanho: q.tamanho }}
            />
          </div>
        </div>
      )}
    </ProvedorAvisos>
  );
}
