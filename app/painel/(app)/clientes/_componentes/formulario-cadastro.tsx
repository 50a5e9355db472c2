'use client';
// Registering a customer from the panel (POST /api/v1/admin/ClienteAdmin). The form validates with
// the API's own schema (criarClienteAdminSchema), so it refuses what the API refuses with the same
// messages, next to each field; what only the API can tell (CPF check digits, consent) comes back
// as its message, placed next to the field it is about.
import Link from 'next/link';
import { useRouter } from 'next/navigation';
import { useId, useState } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Alerta, AlertaDeErros } from '@/components/ui/alerta';
import { Botao } from '@/components/ui/botao';
import { Campo } from '@/components/ui/campo';
import { Cartao } from '@/components/ui/cartao';
import { validarFormulario, type ErrosDoFormulario } from '@/components/ui/validacao';
import { ErroApi, chamarApi } from '@/lib/navegador/cliente-api';
import { erroDoCpf, errosDaResposta, errosDoPainel, mensagensSemCampo } from '@/lib/navegador/mensagens-formulario';
import { mascaraCpf } from '@/lib/formatar';
import { MENSAGENS_CLIENTE } from '@/lib/domain/cliente/mensagens';
import { criarClienteAdminSchema } from '@/app/api/v1/admin/clienteadmin/schemas';
import { chavesClientes } from '../chaves';
import { comPrograma } from '../rotulos';

type Campos = { cpf: string; nome: string; email: string; telefone: string; dataNascimento: string; aceiteLgpd: boolean };
const VAZIO: Campos = { cpf: '', nome: '', email: '', telefone: '', dataNascimento: '', aceiteLgpd: false };

/** The labels of the fields, for the messages (docs/painel.md, "Mensagens de validação"). */
export const ROTULOS_CLIENTE = {
  cpf: 'CPF',
  nome: 'Nome completo',
  email: 'E-mail',
  telefone: 'Telefone',
  dataNascimento: 'Data de nascimento',
  aceiteLgpd: 'Consentimento (LGPD)',
};

/** Which field an API message naming no field is about (`CPF inválido…`, the consent's). */
function campoDaMensagem(m: string): keyof Campos | null {
  if (m.startsWith('CPF') || m.includes(' CPF')) return 'cpf';
  if (m.includes('LGPD')) return 'aceiteLgpd';
  return null;
}

type Criado = { id: string; nome: string | null; jaExistia: boolean };

export function FormularioCadastro({
  tenantId,
  nomePrograma,
  versaoTermo,
  fecharHref,
}: {
  tenantId: string | null;
  nomePrograma: string;
  versaoTermo: string;
  fecharHref: string;
}) {
  const router = useRouter();
  const qc = useQueryClient();
  const idTermo = useId();
  const [v, setV] = useState<Campos>(VAZIO);
  const [erros, setErros] = useState<ErrosDoFormulario>({});
  const [criado, setCriado] = useState<{ cliente: Criado; mensagem: string | null } | null>(null);
  const idCpf = `${idTermo}-cpf`;

  const cadastrar = useMutation({
    mutationFn: (corpo: unknown) => chamarApi<Criado>('POST', '/api/v1/admin/ClienteAdmin', { corpo }),
    onSuccess: (r) => {
      setCriado({ cliente: r.dados, mensagem: r.mensagem });
      setV(VAZIO);
      setErros({});
      qc.invalidateQueries({ queryKey: chavesClientes.todas });
      router.refresh();
      document.getElementById(idCpf)?.focus();
    },
    onError: (e) => {
      setErros(
        errosDaResposta(
          e instanceof ErroApi ? e.erros : ['Não foi possível cadastrar. Tente novamente.'],
          ROTULOS_CLIENTE,
          campoDaMensagem,
          v,
        ),
      );
    },
  });

  function enviar(e: React.FormEvent) {
    e.preventDefault();
    setCriado(null);
    const corpo = { ...v, dataNascimento: v.dataNascimento || undefined, ...(tenantId ? { tenantId } : {}) };
    const r = validarFormulario(criarClienteAdminSchema, corpo);
    const novos: ErrosDoFormulario = r.ok ? {} : errosDoPainel(r.erros, ROTULOS_CLIENTE, corpo);
    // The CPF's check digits, told as such (brazil.md), before the API's `CPF inválido. Informe 11 dígitos.`
    const cpf = erroDoCpf(v.cpf);
    if (cpf) novos.cpf = cpf;
    // The API answers 422 with this message; telling it before sending saves a round trip.
    if (!v.aceiteLgpd) novos.aceiteLgpd ??= MENSAGENS_CLIENTE.aceiteLgpd;
    setErros(novos);
    if (Object.keys(novos).length > 0) return;
    cadastrar.mutate(corpo);
  }

  /** A field bound to its value, its change and its message. */
  const muda = (campo: keyof Campos) => (e: React.ChangeEvent<HTMLInputElement>) =>
    setV((x) => ({ ...x, [campo]: campo === 'cpf' ? mascaraCpf(e.target.value) : e.target.value }));
  /** A text field bound to its value, its change and its message. */
  const ligado = (campo: Exclude<keyof Campos, 'aceiteLgpd'>) => ({
    name: campo,
    value: v[campo],
    onChange: muda(campo),
    erro: erros[campo],
  });

  return (
    <Cartao
      titulo="Cadastrar cliente"
      className="mb-6"
      acoes={
        <Link href={fecharHref} className="text-sm text-marca-700 underline">
          Fechar
        </Link>
      }
    >
      {criado && (
        <Alerta tipo="sucesso" className="mb-4">
          {criado.mensagem ?? 'Cliente cadastrado.'}{' '}
          {criado.cliente.jaExistia && 'O CPF já estava na plataforma: os dados dele foram mantidos e ele agora participa deste programa. '}
          <Link className="font-semibold underline" href={comPrograma(`/painel/clientes/${criado.cliente.id}`, tenantId)}>
            Ver {criado.cliente.nome ?? 'cliente'}
          </Link>
        </Alerta>
      )}
      <AlertaDeErros mensagens={mensagensSemCampo(erros._)} className="mb-4" />
      <form onSubmit={enviar} noValidate className="grid gap-4 sm:grid-cols-2">
        <Campo id={idCpf} autoFocus rotulo="CPF" inputMode="numeric" autoComplete="off" placeholder="000.000.000-00" {...ligado('cpf')} />
        <Campo rotulo="Nome completo" autoComplete="off" {...ligado('nome')} maxLength={150} />
        <Campo rotulo="E-mail" type="email" autoComplete="off" {...ligado('email')} ajuda="Opcional." />
        <Campo
          rotulo="Telefone"
          type="tel"
          inputMode="tel"
          autoComplete="off"
          placeholder="(11) 98765-4321"
          {...ligado('telefone')}
          ajuda="Opcional. Com DDD."
        />
        <Campo rotulo="Data de nascimento" type="date" {...ligado('dataNascimento')} ajuda="Opcional." />
        <fieldset className="sm:col-span-2">
          <legend className="text-sm font-medium text-slate-800">Consentimento (LGPD)</legend>
          <p id={idTermo} className="mt-1 rounded-md border border-slate-200 bg-slate-50 p-3 text-sm text-slate-700">
            O cliente autoriza o programa de fidelidade <strong>{nomePrograma}</strong> a tratar seus dados pessoais (nome, CPF, e-mail,
            telefone e data de nascimento) e as compras feitas nas lojas do programa para acumular e resgatar cashback e pontos e receber
            avisos sobre o saldo, conforme a Lei Geral de Proteção de Dados (Lei 13.709/2018). Ele pode pedir a cópia ou a exclusão dos
            dados a qualquer momento, no clube ou numa loja. <span className="text-slate-600">(Versão {versaoTermo} do termo.)</span>
          </p>
          <label className="mt-2 flex min-h-11 items-center gap-3 text-sm text-slate-800">
            <input
              type="checkbox"
              name="aceiteLgpd"
              className="size-5 accent-marca-700"
              checked={v.aceiteLgpd}
              onChange={(e) => setV((x) => ({ ...x, aceiteLgpd: e.target.checked }))}
              aria-describedby={[idTermo, erros.aceiteLgpd ? `${idTermo}-erro` : null].filter(Boolean).join(' ')}
              aria-invalid={erros.aceiteLgpd ? true : undefined}
            />
            O cliente leu o termo acima e aceitou.
          </label>
          {erros.aceiteLgpd && (
            <p id={`${idTermo}-erro`} className="text-sm text-red-700">
              {erros.aceiteLgpd}
            </p>
          )}
        </fieldset>
        <div className="flex gap-3 sm:col-span-2">
          <Botao type="submit" carregando={cadastrar.isPending}>
            {cadastrar.isPending ? 'Cadastrando…' : 'Cadastrar cliente'}
          </Botao>
        </div>
      </form>
    </Cartao>
  );
}
