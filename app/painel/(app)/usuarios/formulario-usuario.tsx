'use client';
import { useRouter } from 'next/navigation';
import { useState } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Alerta } from '@/components/ui/alerta';
import { useAvisos } from '@/components/ui/avisos';
import { Botao } from '@/components/ui/botao';
import { Campo, Selecao } from '@/components/ui/campo';
import { Dialogo } from '@/components/ui/dialogo';
import { validarFormulario, type ErrosDoFormulario } from '@/components/ui/validacao';
import { chamarApi, ErroApi } from '@/lib/navegador/cliente-api';
import type { Perfil } from '@/lib/domain/acesso/sessao-admin';
import type { UsuarioResponse } from '@/lib/domain/acesso/admin-usuarios';
import { atualizarUsuarioSchema, criarUsuarioSchema } from '@/app/api/v1/admin/usuarios/schemas';
import { chavesUsuarios } from './chaves-query';
import { ROTULO_PERFIL, perfisOferecidos } from './perfis';

type Props = {
  /** Absent: a new user. */
  usuario?: UsuarioResponse;
  /** Who is using the page: the profiles offered depend on it, and nobody changes their own. */
  quem: { perfil: Perfil; usuarioId: string };
  tenantId: string | null;
  aberto: boolean;
  onFechar: () => void;
};

export function FormularioUsuario(props: Props) {
  return (
    <Dialogo
      aberto={props.aberto}
      onFechar={props.onFechar}
      titulo={props.usuario ? 'Editar usuário' : 'Novo usuário'}
      descricao={
        props.usuario
          ? 'O e-mail é o login e não muda.'
          : 'O novo usuário recebe um e-mail com um link para definir a própria senha (primeiro acesso, válido por 72 horas).'
      }
    >
      <Campos {...props} />
    </Dialogo>
  );
}

function Campos({ usuario, quem, tenantId, onFechar }: Props) {
  const router = useRouter();
  const cliente = useQueryClient();
  const avisar = useAvisos();
  const opcoes: Perfil[] = usuario
    ? usuario.perfil === 'SuperAdmin'
      ? ['SuperAdmin']
      : ['AdminTenant', 'Operador']
    : perfisOferecidos(quem.perfil, !!tenantId);
  const [nome, setNome] = useState(usuario?.nome ?? '');
  const [email, setEmail] = useState(usuario?.email ?? '');
  const [perfil, setPerfil] = useState<Perfil>(usuario?.perfil ?? opcoes.at(-1)!);
  const [erros, setErros] = useState<ErrosDoFormulario>({});
  const proprio = usuario?.id === quem.usuarioId;

  const salvar = useMutation({
    mutationFn: (corpo: Record<string, string>) =>
      usuario
        ? chamarApi<UsuarioResponse>('PUT', `/api/v1/admin/usuarios/${usuario.id}`, { corpo })
        : chamarApi<UsuarioResponse>('POST', '/api/v1/admin/usuarios', { corpo }),
    onSuccess: async (r) => {
      avisar('sucesso', r.mensagem ?? 'Usuário salvo.');
      await cliente.invalidateQueries({ queryKey: chavesUsuarios.todas });
      onFechar();
      router.refresh();
    },
  });

  function enviar(e: React.FormEvent) {
    e.preventDefault();
    const corpo: Record<string, string> = usuario
      ? { nome, perfil }
      : { nome, email, perfil, ...(tenantId && perfil !== 'SuperAdmin' ? { tenantId } : {}) };
    const v = validarFormulario(usuario ? atualizarUsuarioSchema : criarUsuarioSchema, corpo);
    setErros(v.ok ? {} : v.erros);
    if (v.ok) salvar.mutate(corpo);
  }

  return (
    <form onSubmit={enviar} noValidate className="flex flex-col gap-4">
      {salvar.isError && (
        <Alerta tipo="erro">{salvar.error instanceof ErroApi ? salvar.error.mensagem : 'Não foi possível salvar. Tente novamente.'}</Alerta>
      )}
      <Campo
        rotulo="Nome"
        value={nome}
        onChange={(e) => setNome(e.target.value)}
        erro={erros.nome}
        required
        maxLength={150}
        autoComplete="off"
      />
      <Campo
        rotulo="E-mail"
        type="email"
        value={email}
        onChange={(e) => setEmail(e.target.value)}
        erro={erros.email}
        required
        readOnly={!!usuario}
        disabled={!!usuario}
        autoComplete="off"
      />
      <Selecao
        rotulo="Perfil"
        value={perfil}
        onChange={(e) => setPerfil(e.target.value as Perfil)}
        erro={erros.perfil}
        disabled={proprio}
        ajuda={
          proprio
            ? 'Você não pode alterar o seu próprio perfil.'
            : 'Gestor: administra lojas, campanhas, usuários e chaves. Operador: identifica e cadastra clientes no caixa.'
        }
      >
        {opcoes.map((o) => (
          <option key={o} value={o}>
            {ROTULO_PERFIL[o]}
          </option>
        ))}
      </Selecao>
      <div className="flex justify-end gap-2">
        <Botao type="button" variante="secundario" onClick={onFechar}>
          Cancelar
        </Botao>
        <Botao type="submit" carregando={salvar.isPending}>
          {usuario ? 'Salvar alterações' : 'Criar e enviar convite'}
        </Botao>
      </div>
    </form>
  );
}

export function BotaoNovoUsuario({ quem, tenantId }: { quem: Props['quem']; tenantId: string | null }) {
  const [aberto, setAberto] = useState(false);
  return (
    <>
      <Botao type="button" onClick={() => setAberto(true)}>
        {quem.perfil === 'SuperAdmin' && !tenantId ? 'Novo usuário da plataforma' : 'Novo usuário'}
      </Botao>
      <FormularioUsuario quem={quem} tenantId={tenantId} aberto={aberto} onFechar={() => setAberto(false)} />
    </>
  );
}
