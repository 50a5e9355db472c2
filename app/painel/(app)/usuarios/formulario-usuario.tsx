'use client';
import { useState } from 'react';
import { Botao } from '@/components/ui/botao';
import { Selecao } from '@/components/ui/campo';
import { Dialogo } from '@/components/ui/dialogo';
import {
  BotoesDoFormulario,
  CampoEmail,
  CampoNome,
  errosDoEnvio,
  FormCadastro,
  useSalvarCadastro,
} from '@/components/painel/formulario-cadastro';
import { useValidacaoDoPainel } from '@/components/painel/validacao-do-painel';
import type { Perfil } from '@/lib/domain/acesso/sessao-admin';
import type { UsuarioResponse } from '@/lib/domain/acesso/admin-usuarios';
import { atualizarUsuarioSchema, criarUsuarioSchema } from '@/app/api/v1/admin/usuarios/schemas';
import { chavesUsuarios } from './chaves-query';
import { ROTULO_PERFIL, perfisOferecidos } from './perfis';

/** The labels of the fields, for the messages (docs/painel.md, "Mensagens de validação"). */
const ROTULOS = { nome: 'Nome', email: 'E-mail', perfil: 'Perfil' };

/** `Já existe um usuário com este e-mail.` names no field. */
const sobreEmail = (m: string) => (/e-mail/i.test(m) ? 'email' : null);

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
  const opcoes: Perfil[] = usuario
    ? usuario.perfil === 'SuperAdmin'
      ? ['SuperAdmin']
      : ['AdminTenant', 'Operador']
    : perfisOferecidos(quem.perfil, !!tenantId);
  const [nome, setNome] = useState(usuario?.nome ?? '');
  const [email, setEmail] = useState(usuario?.email ?? '');
  const [perfil, setPerfil] = useState<Perfil>(usuario?.perfil ?? opcoes.at(-1)!);
  const { erros, validar } = useValidacaoDoPainel(ROTULOS);
  const proprio = usuario?.id === quem.usuarioId;

  const salvar = useSalvarCadastro<UsuarioResponse>({
    rota: '/api/v1/admin/usuarios',
    id: usuario?.id,
    chave: chavesUsuarios.todas,
    mensagem: (r) => r.mensagem ?? 'Usuário salvo.',
    onFechar,
  });

  function enviar(e: React.FormEvent) {
    e.preventDefault();
    const corpo: Record<string, string> = usuario
      ? { nome, perfil }
      : { nome, email, perfil, ...(tenantId && perfil !== 'SuperAdmin' ? { tenantId } : {}) };
    salvar.reset();
    if (validar(usuario ? atualizarUsuarioSchema : criarUsuarioSchema, corpo)) salvar.mutate(corpo);
  }

  const envio = errosDoEnvio(salvar.error, ROTULOS, sobreEmail);
  return (
    <FormCadastro onSubmit={enviar} erro={envio._}>
      <CampoNome rotulo="Nome" valor={nome} onMudar={setNome} erro={erros.nome ?? envio.nome} maxLength={150} />
      <CampoEmail
        rotulo="E-mail"
        valor={email}
        onMudar={setEmail}
        erro={erros.email ?? envio.email}
        required
        readOnly={!!usuario}
        disabled={!!usuario}
      />
      <Selecao
        rotulo="Perfil"
        value={perfil}
        onChange={(e) => setPerfil(e.target.value as Perfil)}
        erro={erros.perfil ?? envio.perfil}
        disabled={proprio}
        ajuda={
          proprio
            ? 'Você não pode alterar o seu próprio perfil.'
            : 'Gestor: administra lojas, campanhas, usuários e chaves. Operador: no caixa registra vendas, resgates e cancelamentos e cadastra clientes; vê e exporta clientes e vendas, com o CPF mascarado.'
        }
      >
        {opcoes.map((o) => (
          <option key={o} value={o}>
            {ROTULO_PERFIL[o]}
          </option>
        ))}
      </Selecao>
      <BotoesDoFormulario
        onCancelar={onFechar}
        carregando={salvar.isPending}
        rotulo={usuario ? 'Salvar alterações' : 'Criar e enviar convite'}
      />
    </FormCadastro>
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
