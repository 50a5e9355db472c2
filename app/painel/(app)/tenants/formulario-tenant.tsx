'use client';
import { useState } from 'react';
import { Botao } from '@/components/ui/botao';
import { Campo, Selecao } from '@/components/ui/campo';
import { Dialogo } from '@/components/ui/dialogo';
import { mascaraCnpj } from '@/components/painel/mascara-cnpj';
import {
  BotoesDoFormulario,
  CampoCnpj,
  CampoEmail,
  CampoNome,
  errosDoEnvio,
  FormCadastro,
  useSalvarCadastro,
} from '@/components/painel/formulario-cadastro';
import { useValidacaoNoServidor } from '@/components/painel/validacao-do-painel';
import { erroDoCnpj } from '@/lib/navegador/mensagens-formulario';
import { reais } from '@/lib/formatar';
import { CODIGOS_PLANO, DIAS_TRIAL, PLANOS, planoPorCodigo } from '@/lib/domain/assinatura/planos';
import type { TenantCriadoResponse, TenantResponse } from '@/lib/domain/tenant/gravar-tenant';
import { chavesTenants } from './chaves-query';
import { validarTenant } from './validacao';

/** The labels of the fields, for the messages (docs/painel.md, "Mensagens de validação"). */
const ROTULOS = {
  nome: 'Nome da empresa',
  cnpj: 'CNPJ',
  emailContato: 'E-mail de contato',
  plano: 'Plano do período de avaliação',
  'administrador.nome': 'Nome do administrador',
  'administrador.email': 'E-mail do administrador',
};

/** What the chosen plan is, under the select: `Para quem tem uma loja. Limite: 1 loja ativa.` */
function descricaoDoPlano(codigo: string): string | undefined {
  const p = planoPorCodigo(codigo);
  if (!p) return undefined;
  const limite =
    p.limiteLojas === null ? 'lojas ativas sem limite' : `${p.limiteLojas} ${p.limiteLojas === 1 ? 'loja ativa' : 'lojas ativas'}`;
  return `${p.descricao} Limite: ${limite}.`;
}

/** The API's CNPJ messages name no field (`CNPJ inválido…`, `Já existe um tenant com este CNPJ.`). */
const sobreCnpj = (m: string) => (m.includes('CNPJ') ? 'cnpj' : null);

type Props = { tenant?: TenantResponse; planoInicial: string; aberto: boolean; onFechar: () => void };

export function FormularioTenant(props: Props) {
  return (
    <Dialogo
      aberto={props.aberto}
      onFechar={props.onFechar}
      titulo={props.tenant ? 'Editar tenant' : 'Novo tenant'}
      descricao={props.tenant ? undefined : `O tenant começa com ${DIAS_TRIAL} dias de avaliação grátis no plano escolhido.`}
      largura="lg"
    >
      <Campos {...props} />
    </Dialogo>
  );
}

function Campos({ tenant, planoInicial, onFechar }: Props) {
  const [nome, setNome] = useState(tenant?.nome ?? '');
  const [cnpj, setCnpj] = useState(tenant?.cnpj ? mascaraCnpj(tenant.cnpj) : '');
  const [emailContato, setEmailContato] = useState(tenant?.emailContato ?? '');
  const [plano, setPlano] = useState(planoInicial);
  const [comAdmin, setComAdmin] = useState(true);
  const [adminNome, setAdminNome] = useState('');
  const [adminEmail, setAdminEmail] = useState('');
  const { erros, validando, validar } = useValidacaoNoServidor(ROTULOS);

  const salvar = useSalvarCadastro<TenantResponse | TenantCriadoResponse>({
    rota: '/api/v1/admin/tenants',
    id: tenant?.id,
    chave: chavesTenants.todas,
    mensagem: (r) => {
      const adm = (r.dados as Partial<TenantCriadoResponse>).administrador;
      return adm ? `${r.mensagem} Enviamos a ${adm.email} o e-mail de primeiro acesso.` : (r.mensagem ?? 'Tenant salvo.');
    },
    onFechar,
  });

  async function enviar(e: React.FormEvent) {
    e.preventDefault();
    // On edit, blank CNPJ or e-mail clear them (AtualizarTenantRequest).
    const corpo: Record<string, unknown> = tenant
      ? { nome, cnpj, emailContato }
      : { nome, cnpj, emailContato, plano, ...(comAdmin ? { administrador: { nome: adminNome, email: adminEmail } } : {}) };
    salvar.reset();
    // Optional, but when typed its check digits are told as such (brazil.md).
    const proprias = { cnpj: cnpj.trim() ? erroDoCnpj(cnpj) : null };
    if (await validar(() => validarTenant(tenant ? 'atualizar' : 'criar', corpo), corpo, proprias)) salvar.mutate(corpo);
  }

  const envio = errosDoEnvio(salvar.error, ROTULOS, sobreCnpj);
  return (
    <FormCadastro onSubmit={enviar} erro={envio._}>
      <CampoNome rotulo="Nome da empresa" valor={nome} onMudar={setNome} erro={erros.nome ?? envio.nome} maxLength={150} />
      <div className="grid gap-4 sm:grid-cols-2">
        <CampoCnpj rotulo="CNPJ (opcional)" valor={cnpj} onMudar={setCnpj} erro={erros.cnpj ?? envio.cnpj} />
        <CampoEmail
          rotulo="E-mail de contato (opcional)"
          valor={emailContato}
          onMudar={setEmailContato}
          erro={erros.emailContato ?? envio.emailContato}
        />
      </div>
      {!tenant && (
        <>
          <Selecao
            rotulo="Plano do período de avaliação"
            value={plano}
            onChange={(e) => setPlano(e.target.value)}
            erro={erros.plano ?? envio.plano}
            ajuda={descricaoDoPlano(plano)}
          >
            {/* Name and price only: a closed select shows one line, and at 360 px the description cut it off. */}
            {CODIGOS_PLANO.map((c) => (
              <option key={c} value={c}>
                {PLANOS[c].nome} — {reais(PLANOS[c].valorMensal)}/mês
              </option>
            ))}
          </Selecao>
          <fieldset className="flex flex-col gap-3 rounded-md border border-slate-200 p-3">
            <legend className="px-1 text-sm font-medium text-slate-800">Primeiro administrador</legend>
            <label className="flex items-center gap-2 text-sm text-slate-800">
              <input type="checkbox" className="size-4" checked={comAdmin} onChange={(e) => setComAdmin(e.target.checked)} />
              Criar o gestor do tenant agora (ele recebe o e-mail de primeiro acesso)
            </label>
            {comAdmin && (
              <div className="grid gap-4 sm:grid-cols-2">
                <Campo
                  rotulo="Nome do administrador"
                  value={adminNome}
                  onChange={(e) => setAdminNome(e.target.value)}
                  erro={erros['administrador.nome'] ?? envio['administrador.nome']}
                  autoComplete="off"
                />
                <CampoEmail
                  rotulo="E-mail do administrador"
                  valor={adminEmail}
                  onMudar={setAdminEmail}
                  erro={erros['administrador.email'] ?? envio['administrador.email']}
                />
              </div>
            )}
          </fieldset>
        </>
      )}
      <BotoesDoFormulario
        onCancelar={onFechar}
        carregando={validando || salvar.isPending}
        rotulo={tenant ? 'Salvar alterações' : 'Criar tenant'}
      />
    </FormCadastro>
  );
}

export function BotaoNovoTenant({ planoInicial }: { planoInicial: string }) {
  const [aberto, setAberto] = useState(false);
  return (
    <>
      <Botao type="button" onClick={() => setAberto(true)}>
        Novo tenant
      </Botao>
      <FormularioTenant planoInicial={planoInicial} aberto={aberto} onFechar={() => setAberto(false)} />
    </>
  );
}
