'use client';
import { useMutation } from '@tanstack/react-query';
import { AcoesCadastro, mensagemDoErro } from '@/components/painel/acoes-cadastro';
import { useAvisos } from '@/components/ui/avisos';
import { Botao } from '@/components/ui/botao';
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
        usuario.ativo &&
        usuario.primeiroAcessoPendente && (
          <Botao
            type="button"
            variante="fantasma"
            carregando={reenviar.isPending}
            onClick={() => reenviar.mutate()}
            aria-label={`Reenviar convite para ${usuario.nome}`}
          >
            Reenviar convite
          </Botao>
        )
      }
      formulario={({ atual, ...p }) => (
        <FormularioUsuario key={atual.atualizadoEm} usuario={atual} quem={quem} tenantId={usuario.tenantId} {...p} />
      )}
    />
  );
}
