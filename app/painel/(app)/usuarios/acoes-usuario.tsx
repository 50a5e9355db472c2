'use client';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useRouter } from 'next/navigation';
import { useState } from 'react';
import { AcoesCadastro, mensagemDoErro } from '@/components/painel/acoes-cadastro';
import { useAvisos } from '@/components/ui/avisos';
import { Botao } from '@/components/ui/botao';
import { Confirmar, confirmarMutacao } from '@/components/ui/confirmar';
import { chamarApi } from '@/lib/navegador/cliente-api';
import type { Perfil } from '@/lib/domain/acesso/sessao-admin';
import type { UsuarioResponse } from '@/lib/domain/acesso/admin-usuarios';
import { chavesUsuarios } from './chaves-query';
import { FormularioUsuario } from './formulario-usuario';

const FALHA = 'Não foi possível concluir. Tente novamente.';

export function AcoesUsuario({ usuario, quem }: { usuario: UsuarioResponse; quem: { perfil: Perfil; usuarioId: string } }) {
  const avisar = useAvisos();
  // The public first-access endpoint re-sends the link (only the newest one works).
  const reenviar = useMutation({
    mutationFn: () => chamarApi<null>('GET', '/api/v1/AuthAdmin/primeiro-acesso', { query: { email: usuario.email } }),
    onSuccess: () => avisar('sucesso', `Enviamos um novo link de primeiro acesso para ${usuario.email}. O link anterior deixou de valer.`),
    onError: (e) => avisar('erro', mensagemDoErro(e, FALHA)),
  });
  // Lost phone: the administrator turns the person's two-step verification off (docs/painel.md).
  const router = useRouter();
  const cliente = useQueryClient();
  const [redefinindo, setRedefinindo] = useState(false);
  const redefinir = useMutation({
    mutationFn: () => chamarApi<UsuarioResponse>('DELETE', `/api/v1/admin/usuarios/${usuario.id}/dois-fatores`),
    onSuccess: async (r) => {
      setRedefinindo(false);
      avisar('sucesso', r.mensagem ?? 'Verificação em duas etapas redefinida.');
      await cliente.invalidateQueries({ queryKey: chavesUsuarios.todas });
      router.refresh();
    },
    onError: (e) => {
      setRedefinindo(false);
      avisar('erro', mensagemDoErro(e, FALHA));
    },
  });

  return (
    <AcoesCadastro
      registro={usuario}
      rota={`/api/v1/admin/usuarios/${usuario.id}`}
      chaves={chavesUsuarios}
      mensagens={{ sucesso: 'Situação do usuário alterada.', falha: FALHA }}
      podeAlterarSituacao={usuario.id !== quem.usuarioId}
      desativar={{
        titulo: `Desativar ${usuario.nome}?`,
        botao: 'Desativar usuário',
        explicacao: (
          <p>
            {usuario.email} deixa de entrar no painel e as sessões abertas dele terminam na próxima ação. Ao reativar, ele entra de novo com
            a mesma senha.
          </p>
        ),
      }}
      extras={
        <>
          {usuario.ativo && usuario.primeiroAcessoPendente && (
            <Botao
              type="button"
              variante="fantasma"
              carregando={reenviar.isPending}
              onClick={() => reenviar.mutate()}
              aria-label={`Reenviar convite para ${usuario.nome}`}
            >
              Reenviar convite
            </Botao>
          )}
          {usuario.doisFatoresAtivo && usuario.id !== quem.usuarioId && (
            <>
              <Botao
                type="button"
                variante="fantasma"
                onClick={() => setRedefinindo(true)}
                aria-label={`Redefinir a verificação em duas etapas de ${usuario.nome}`}
              >
                Redefinir verificação
              </Botao>
              <Confirmar
                aberto={redefinindo}
                titulo={`Redefinir a verificação em duas etapas de ${usuario.nome}?`}
                textoConfirmar="Redefinir verificação"
                {...confirmarMutacao(redefinir, () => setRedefinindo(false))}
              >
                <p>
                  Para quem perdeu o celular: {usuario.email} volta a entrar só com a senha e pode ativar a verificação de novo em Minha
                  conta. As sessões abertas dele terminam e ele recebe um e-mail de aviso.
                </p>
              </Confirmar>
            </>
          )}
        </>
      }
      formulario={({ atual, ...p }) => (
        <FormularioUsuario key={atual.atualizadoEm} usuario={atual} quem={quem} tenantId={usuario.tenantId} {...p} />
      )}
    />
  );
}
