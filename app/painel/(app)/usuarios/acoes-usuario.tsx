'use client';
import { useRouter } from 'next/navigation';
import { useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useAvisos } from '@/components/ui/avisos';
import { Botao } from '@/components/ui/botao';
import { Confirmar } from '@/components/ui/confirmar';
import { chamarApi, ErroApi } from '@/lib/navegador/cliente-api';
import type { Perfil } from '@/lib/domain/acesso/sessao-admin';
import type { UsuarioResponse } from '@/lib/domain/acesso/admin-usuarios';
import { chavesUsuarios } from './chaves-query';
import { FormularioUsuario } from './formulario-usuario';

export function AcoesUsuario({ usuario, quem }: { usuario: UsuarioResponse; quem: { perfil: Perfil; usuarioId: string } }) {
  const router = useRouter();
  const cliente = useQueryClient();
  const avisar = useAvisos();
  const [editando, setEditando] = useState(false);
  const [confirmando, setConfirmando] = useState(false);
  const proprio = usuario.id === quem.usuarioId;
  const atual = useQuery({
    queryKey: chavesUsuarios.detalhe(usuario.id),
    queryFn: async () => (await chamarApi<UsuarioResponse>('GET', `/api/v1/admin/usuarios/${usuario.id}`)).dados,
    enabled: editando,
    initialData: usuario,
    staleTime: 0,
  });
  const falhou = (e: unknown) => avisar('erro', e instanceof ErroApi ? e.mensagem : 'Não foi possível concluir. Tente novamente.');

  const status = useMutation({
    mutationFn: (ativo: boolean) =>
      chamarApi<UsuarioResponse>('PATCH', `/api/v1/admin/usuarios/${usuario.id}/status`, { query: { ativo } }),
    onSuccess: async (r) => {
      setConfirmando(false);
      avisar('sucesso', r.mensagem ?? 'Situação do usuário alterada.');
      await cliente.invalidateQueries({ queryKey: chavesUsuarios.todas });
      router.refresh();
    },
    onError: (e) => {
      setConfirmando(false);
      falhou(e);
    },
  });
  // The public first-access endpoint re-sends the link (only the newest one works).
  const reenviar = useMutation({
    mutationFn: () => chamarApi<null>('GET', '/api/v1/AuthAdmin/primeiro-acesso', { query: { email: usuario.email } }),
    onSuccess: () => avisar('sucesso', `Enviamos um novo link de primeiro acesso para ${usuario.email}. O link anterior deixou de valer.`),
    onError: falhou,
  });

  return (
    <div className="flex justify-end gap-1 whitespace-nowrap">
      <Botao type="button" variante="fantasma" onClick={() => setEditando(true)} aria-label={`Editar ${usuario.nome}`}>
        Editar
      </Botao>
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
      {!proprio &&
        (usuario.ativo ? (
          <Botao
            type="button"
            variante="fantasma"
            className="text-red-700"
            onClick={() => setConfirmando(true)}
            aria-label={`Desativar ${usuario.nome}`}
          >
            Desativar
          </Botao>
        ) : (
          <Botao
            type="button"
            variante="fantasma"
            carregando={status.isPending}
            onClick={() => status.mutate(true)}
            aria-label={`Ativar ${usuario.nome}`}
          >
            Ativar
          </Botao>
        ))}
      <FormularioUsuario
        key={atual.data.atualizadoEm}
        usuario={atual.data}
        quem={quem}
        tenantId={usuario.tenantId}
        aberto={editando}
        onFechar={() => setEditando(false)}
      />
      {/* Mounted only while open: each Confirmar names itself with a fixed element id. */}
      {confirmando && (
        <Confirmar
          aberto
          titulo={`Desativar ${usuario.nome}?`}
          textoConfirmar="Desativar usuário"
          carregando={status.isPending}
          onConfirmar={() => status.mutate(false)}
          onCancelar={() => setConfirmando(false)}
        >
          <p>
            {usuario.email} deixa de entrar no painel e as sessões abertas dele terminam na próxima ação. Ao reativar, ele entra de novo com
            a mesma senha.
          </p>
        </Confirmar>
      )}
    </div>
  );
}
