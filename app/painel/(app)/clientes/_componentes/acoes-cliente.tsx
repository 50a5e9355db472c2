'use client';
// The managers' actions on a customer (AdminTenant and SuperAdmin; the page does not render this
// for Operador, and the API refuses them anyway): activate/deactivate in the programme, edit the
// person's data, and the LGPD requests (export, erasure). Each one shows its pending state, the
// API's message on success and the API's message on failure.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useRouter } from 'next/navigation';
import { useState } from 'react';
import { Alerta, AlertaDeErros } from '@/components/ui/alerta';
import { Botao, BotaoExpandir } from '@/components/ui/botao';
import { Campo } from '@/components/ui/campo';
import { Cartao } from '@/components/ui/cartao';
import { Confirmar, confirmarMutacao } from '@/components/ui/confirmar';
import { useAlterarSituacao } from '@/components/painel/acoes-cadastro';
import { useValidacaoDoPainel } from '@/components/painel/validacao-do-painel';
import { ErroApi, chamarApi } from '@/lib/navegador/cliente-api';
import { errosDaResposta, mensagensSemCampo } from '@/lib/navegador/mensagens-formulario';
import { telefone as formatarTelefone } from '@/lib/formatar';
import type { ClienteAdminResponse } from '@/lib/domain/cliente/serializar-cliente-admin';
import { atualizarClienteAdminSchema } from '@/app/api/v1/admin/clienteadmin/schemas';
import { chavesClientes } from '../chaves';

type Aviso = { tipo: 'sucesso' | 'erro'; texto: string } | null;

const mensagemDe = (e: unknown) => (e instanceof Error ? e.message : 'Não foi possível concluir a operação. Tente novamente.');

export function AcoesCliente({ cliente, tenantId }: { cliente: ClienteAdminResponse; tenantId: string | null }) {
  const router = useRouter();
  const qc = useQueryClient();
  const base = `/api/v1/admin/ClienteAdmin/${cliente.id}`;
  const query = { tenantId };
  const [aviso, setAviso] = useState<Aviso>(null);
  const [anonimizando, setAnonimizando] = useState(false);
  const [editando, setEditando] = useState(false);

  // Server-rendered data (detail, balances, lots) changed: re-render the page, refetch the history.
  const atualizado = (texto: string) => {
    setAviso({ tipo: 'sucesso', texto });
    qc.invalidateQueries({ queryKey: chavesClientes.todas });
    router.refresh();
  };

  const {
    mutacao: status,
    confirmando,
    setConfirmando,
  } = useAlterarSituacao<ClienteAdminResponse>({
    rota: base,
    query,
    chave: chavesClientes.todas,
    aoConcluir: (r) =>
      setAviso({
        tipo: 'sucesso',
        texto: `${r.mensagem ?? 'Status atualizado.'} ${
          r.dados.ativo
            ? 'Cliente reativado: volta a acumular e resgatar neste programa, com o saldo que tinha.'
            : 'Cliente desativado: não acumula nem resgata neste programa até ser reativado. O saldo fica congelado.'
        }`,
      }),
    aoFalhar: (e) => setAviso({ tipo: 'erro', texto: mensagemDe(e) }),
  });

  const exportar = useMutation({
    mutationFn: () => chamarApi<unknown>('GET', `${base}/lgpd/exportar`, { query }),
    onSuccess: (r) => {
      // The API answers the data in its envelope; the person gets the data as a .json file.
      const arquivo = `dados-cliente-${cliente.id}.json`;
      const url = URL.createObjectURL(new Blob([JSON.stringify(r.dados, null, 2)], { type: 'application/json' }));
      const a = document.createElement('a');
      a.href = url;
      a.download = arquivo;
      document.body.appendChild(a);
      a.click();
      a.remove();
      setTimeout(() => URL.revokeObjectURL(url), 10_000);
      setAviso({
        tipo: 'sucesso',
        texto: `${r.mensagem ?? 'Dados exportados.'} Arquivo ${arquivo} baixado: entregue-o ao cliente por um canal seguro.`,
      });
    },
    onError: (e) => setAviso({ tipo: 'erro', texto: mensagemDe(e) }),
  });

  const anonimizar = useMutation({
    mutationFn: () => chamarApi<ClienteAdminResponse>('POST', `${base}/lgpd/anonimizar`, { query, corpo: { confirmacao: 'ANONIMIZAR' } }),
    onSuccess: (r) => {
      setAnonimizando(false);
      atualizado(r.mensagem ?? 'Dados anonimizados.');
    },
    onError: (e) => {
      setAnonimizando(false);
      setAviso({ tipo: 'erro', texto: mensagemDe(e) });
    },
  });

  return (
    <Cartao titulo="Ações do gestor">
      <div className="flex flex-col gap-3">
        {aviso && <Alerta tipo={aviso.tipo}>{aviso.texto}</Alerta>}

        <Botao
          variante={cliente.ativo ? 'secundario' : 'primario'}
          onClick={() => {
            setAviso(null);
            setConfirmando(true);
          }}
        >
          {cliente.ativo ? 'Desativar cliente' : 'Reativar cliente'}
        </Botao>
        <BotaoExpandir aberto={editando} onMudar={(a) => (setAviso(null), setEditando(a))} textos={['Fechar edição', 'Editar dados']} />

        <div className="mt-2 border-t border-slate-200 pt-3">
          <p className="mb-2 text-sm font-medium text-slate-800">Pedidos de LGPD</p>
          <div className="flex flex-col gap-2">
            <Botao
              variante="secundario"
              carregando={exportar.isPending}
              onClick={() => {
                setAviso(null);
                exportar.mutate();
              }}
            >
              Exportar dados
            </Botao>
            <Botao
              variante="perigo"
              onClick={() => {
                setAviso(null);
                setAnonimizando(true);
              }}
            >
              Anonimizar dados
            </Botao>
          </div>
        </div>
      </div>

      {editando && (
        <FormularioEdicao
          cliente={cliente}
          base={base}
          tenantId={tenantId}
          onSalvo={(texto) => {
            setEditando(false);
            atualizado(texto);
          }}
        />
      )}

      {/* One dialog at a time: the kit's dialog has a fixed title id. */}
      {confirmando && (
        <Confirmar
          aberto
          titulo={cliente.ativo ? 'Desativar este cliente?' : 'Reativar este cliente?'}
          textoConfirmar={cliente.ativo ? 'Desativar' : 'Reativar'}
          carregando={status.isPending}
          onConfirmar={() => status.mutate(!cliente.ativo)}
          onCancelar={() => setConfirmando(false)}
        >
          {cliente.ativo ? (
            <p>
              Um cliente <strong>inativo não acumula nem resgata</strong> cashback ou pontos neste programa: vendas e resgates no PDV são
              recusados e a identificação pelo QR no caixa avisa que ele está inativo. O saldo de {cliente.nome ?? 'cliente'} fica
              congelado, não se perde, e volta a valer se ele for reativado. Os outros programas de que ele participa não mudam.
            </p>
          ) : (
            <p>
              {cliente.nome ?? 'O cliente'} volta a acumular e a resgatar neste programa, com o saldo que tinha quando foi desativado (lotes
              que venceram nesse meio tempo continuam expirados).
            </p>
          )}
        </Confirmar>
      )}
      {anonimizando && (
        <Confirmar
          aberto
          titulo="Anonimizar os dados deste cliente?"
          textoConfirmar="Anonimizar"
          palavraChave="ANONIMIZAR"
          {...confirmarMutacao(anonimizar, () => setAnonimizando(false))}
        >
          <p>
            Atende ao pedido de exclusão do titular (LGPD): nome, CPF, e-mail, telefone e data de nascimento são apagados da plataforma e o
            QR deixa de valer. As movimentações ficam no histórico sem identificar a pessoa. <strong>Não dá para desfazer.</strong> Se
            quiser, exporte os dados antes.
          </p>
        </Confirmar>
      )}
    </Cartao>
  );
}

type CamposEdicao = { nome: string; email: string; telefone: string; dataNascimento: string };

/** The labels of the fields, for the messages (docs/painel.md, "Mensagens de validação"). */
const ROTULOS_EDICAO = { nome: 'Nome completo', email: 'E-mail', telefone: 'Telefone', dataNascimento: 'Data de nascimento' };

/**
 * PUT ClienteAdmin/{id} replaces the four fields. E-mail and phone are where the club sends its
 * login PIN: once the customer has given one, only the customer changes it (in the club); the API
 * refuses the change with its message, shown here. An empty contact may be filled in.
 */
function FormularioEdicao({
  cliente,
  base,
  tenantId,
  onSalvo,
}: {
  cliente: ClienteAdminResponse;
  base: string;
  tenantId: string | null;
  onSalvo: (texto: string) => void;
}) {
  const [v, setV] = useState<CamposEdicao>({
    nome: cliente.nome ?? '',
    email: cliente.email ?? '',
    telefone: cliente.telefone ? formatarTelefone(cliente.telefone) : '',
    dataNascimento: cliente.dataNascimento ?? '',
  });
  const { erros, setErros, validar } = useValidacaoDoPainel(ROTULOS_EDICAO);
  const salvar = useMutation({
    mutationFn: (corpo: unknown) => chamarApi<ClienteAdminResponse>('PUT', base, { corpo, query: { tenantId } }),
    onSuccess: (r) => onSalvo(r.mensagem ?? 'Cliente atualizado.'),
    onError: (e) => {
      setErros(errosDaResposta(e instanceof ErroApi ? e.erros : [mensagemDe(e)], ROTULOS_EDICAO, undefined, v));
    },
  });

  function enviar(e: React.FormEvent) {
    e.preventDefault();
    const corpo = { ...v, dataNascimento: v.dataNascimento || undefined };
    if (validar(atualizarClienteAdminSchema, corpo)) salvar.mutate(corpo);
  }
  const muda = (campo: keyof CamposEdicao) => (e: React.ChangeEvent<HTMLInputElement>) => setV((x) => ({ ...x, [campo]: e.target.value }));
  const ajudaContato =
    'Depois de informado pelo cliente, só ele pode alterar, no perfil do clube (é usado para entrar no clube). Em branco, pode ser preenchido aqui.';

  return (
    <form
      onSubmit={enviar}
      noValidate
      className="mt-4 flex flex-col gap-3 border-t border-slate-200 pt-4"
      aria-label="Editar dados do cliente"
    >
      <AlertaDeErros mensagens={mensagensSemCampo(erros._)} />
      <Campo rotulo="Nome completo" value={v.nome} onChange={muda('nome')} erro={erros.nome} maxLength={150} autoFocus />
      <Campo
        rotulo="Data de nascimento"
        type="date"
        value={v.dataNascimento}
        onChange={muda('dataNascimento')}
        erro={erros.dataNascimento}
      />
      <Campo rotulo="E-mail" type="email" value={v.email} onChange={muda('email')} erro={erros.email} ajuda={ajudaContato} />
      <Campo rotulo="Telefone" type="tel" value={v.telefone} onChange={muda('telefone')} erro={erros.telefone} ajuda={ajudaContato} />
      <p className="text-xs text-slate-600">O CPF não pode ser alterado.</p>
      <Botao type="submit" carregando={salvar.isPending}>
        {salvar.isPending ? 'Salvando…' : 'Salvar dados'}
      </Botao>
    </form>
  );
}
