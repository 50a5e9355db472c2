'use client';
// Registering a customer at the counter, with the LGPD consent: POST /api/v1/admin/ClienteAdmin,
// the panel's registration (the PDV's rules; the consent is recorded as an event with its time,
// the channel `Painel` and the text version, and the audit row names the operator). The counter's
// store goes as `lojaId`: the customer's store of origin, as a first sale at the PDV records it.
import { useMutation } from '@tanstack/react-query';
import { useState, type ChangeEvent } from 'react';
import { Alerta } from '@/components/ui/alerta';
import { Botao } from '@/components/ui/botao';
import { Campo } from '@/components/ui/campo';
import { ErroApi, chamarApi } from '@/lib/navegador/cliente-api';
import { mascaraCpf } from '@/lib/formatar';
import { cpfValido } from '@/lib/documentos/cpf';
import { lerData, mascaraData, mascaraTelefone } from './valores';
import { ComTecla } from './teclas';

type Criado = { id: string; jaExistia: boolean };

export function CadastroCliente({
  tenantId,
  lojaId,
  inicial,
  onCadastrado,
  onCancelar,
}: {
  tenantId: string | null;
  /** The store this counter sells in. */
  lojaId: string;
  inicial: { cpf?: string; telefone?: string };
  onCadastrado: (clienteId: string, jaExistia: boolean) => void;
  onCancelar: () => void;
}) {
  const [cpf, setCpf] = useState(inicial.cpf ? mascaraCpf(inicial.cpf) : '');
  const [nome, setNome] = useState('');
  const [telefone, setTelefone] = useState(inicial.telefone ? mascaraTelefone(inicial.telefone) : '');
  const [email, setEmail] = useState('');
  const [nascimento, setNascimento] = useState('');
  const [aceite, setAceite] = useState(false);
  const [erros, setErros] = useState<Record<string, string>>({});

  const salvar = useMutation({
    mutationFn: async () =>
      (
        await chamarApi<Criado>('POST', '/api/v1/admin/ClienteAdmin', {
          corpo: {
            cpf,
            nome: nome.trim(),
            email: email.trim(),
            telefone,
            dataNascimento: lerData(nascimento) ?? undefined,
            aceiteLgpd: aceite,
            tenantId,
            lojaId,
          },
        })
      ).dados,
    onSuccess: (r) => onCadastrado(r.id, r.jaExistia),
  });

  function enviar() {
    const e: Record<string, string> = {};
    if (cpf.replace(/\D/g, '').length !== 11) e.cpf = 'Informe os 11 dígitos do CPF.';
    else if (!cpfValido(cpf)) e.cpf = 'CPF inválido: os dígitos verificadores não conferem.';
    if (nome.trim().length < 2) e.nome = nome.trim() ? 'Nome muito curto: informe ao menos 2 letras.' : 'Informe o nome do cliente.';
    if (telefone && telefone.replace(/\D/g, '').length < 10) e.telefone = 'Informe o DDD e o número.';
    if (nascimento && !lerData(nascimento)) e.nascimento = 'Data inválida: use dia/mês/ano, por exemplo 31/12/1990.';
    if (!aceite) e.aceite = 'Sem o aceite do cliente não é possível cadastrar (LGPD).';
    setErros(e);
    if (Object.keys(e).length === 0) salvar.mutate();
    else document.getElementById(`caixa-cad-${Object.keys(e)[0]}`)?.focus();
  }

  const erroApi = salvar.error instanceof ErroApi ? salvar.error : null;
  // Each field is `caixa-cad-<key of its error>`: `enviar` focuses the first one with an error.
  const campo = (k: string, valor: string, mudar: (v: string) => void, mascara = (t: string) => t) => ({
    id: `caixa-cad-${k}`,
    autoComplete: 'off',
    value: valor,
    onChange: (e: ChangeEvent<HTMLInputElement>) => mudar(mascara(e.target.value)),
    erro: erros[k],
  });

  return (
    <section aria-labelledby="caixa-cadastro" className="rounded-lg border border-slate-200 bg-white p-4 shadow-sm sm:p-5">
      <h2 id="caixa-cadastro" className="mb-3 text-lg font-semibold text-slate-900">
        Cadastrar cliente
      </h2>
      <form
        noValidate
        onSubmit={(ev) => {
          ev.preventDefault();
          enviar();
        }}
        onKeyDown={(ev) => {
          if (ev.key === 'Escape') onCancelar();
        }}
        className="grid gap-3 sm:grid-cols-2"
      >
        <Campo
          rotulo="CPF"
          // The form opens for typing.
          autoFocus={!inicial.cpf}
          inputMode="numeric"
          {...campo('cpf', cpf, setCpf, mascaraCpf)}
        />
        <Campo
          rotulo="Nome completo"
          // The CPF came from the search: the name is next.
          autoFocus={!!inicial.cpf}
          maxLength={150}
          {...campo('nome', nome, setNome)}
        />
        <Campo
          rotulo="Celular (opcional)"
          inputMode="tel"
          {...campo('telefone', telefone, setTelefone, mascaraTelefone)}
          ajuda="Para avisos de cashback e para encontrar o cliente pelo telefone."
        />
        <Campo rotulo="E-mail (opcional)" type="email" maxLength={150} {...campo('email', email, setEmail)} />
        <Campo
          rotulo="Data de nascimento (opcional)"
          inputMode="numeric"
          placeholder="dd/mm/aaaa"
          {...campo('nascimento', nascimento, setNascimento, mascaraData)}
        />
        <div className="sm:col-span-2">
          <label className="flex items-start gap-3 rounded-md border border-slate-300 p-3 text-sm text-slate-800 has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-marca-600">
            <input
              id="caixa-cad-aceite"
              type="checkbox"
              checked={aceite}
              onChange={(e) => setAceite(e.target.checked)}
              onKeyDown={(e) => {
                // Enter submits here too (a checkbox does not submit a form by itself).
                if (e.key === 'Enter') {
                  e.preventDefault();
                  enviar();
                }
              }}
              aria-invalid={erros.aceite ? true : undefined}
              aria-describedby={erros.aceite ? 'caixa-cad-aceite-erro' : undefined}
              className="mt-0.5 size-5 shrink-0"
            />
            <span>
              <strong>O cliente autorizou agora</strong> o uso do CPF, do nome e dos contatos para participar do programa de fidelidade e
              receber avisos de saldo (LGPD). O aceite fica registrado com data, hora e o caixa. Espaço marca.
            </span>
          </label>
          {erros.aceite && (
            <p id="caixa-cad-aceite-erro" className="mt-1 text-sm text-red-700">
              {erros.aceite}
            </p>
          )}
        </div>
        {erroApi && (
          <Alerta tipo="erro" className="sm:col-span-2">
            {erroApi.erros.map((m) => (
              <p key={m}>{m}</p>
            ))}
          </Alerta>
        )}
        <div className="flex flex-col gap-2 sm:col-span-2 sm:flex-row">
          <Botao type="submit" carregando={salvar.isPending}>
            <ComTecla rotulo="Cadastrar (Enter)" />
          </Botao>
          <Botao type="button" variante="secundario" onClick={onCancelar}>
            <ComTecla rotulo="Voltar (Esc)" />
          </Botao>
        </div>
      </form>
    </section>
  );
}
