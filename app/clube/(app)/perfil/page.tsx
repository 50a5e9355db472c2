import type { Metadata } from 'next';
import { Cartao } from '@/components/ui/cartao';
import { obterPerfilClube } from '@/lib/domain/clube/perfil';
import { obterPreferencias } from '@/lib/domain/clube/preferencias';
import { relogioDoCliente } from '@/lib/domain/clube/relogio-do-cliente';
import { dataLocal } from '@/lib/datas';
import { data as formatarData } from '@/lib/formatar';
import { exigirClienteDoClube } from '../../_componentes/autorizacao';
import { BotaoSair } from '../../_componentes/botao-sair';
import { FormularioContato } from '../../_componentes/formulario-contato';
import { FormularioSenha } from '../../_componentes/formulario-senha';
import { PreferenciasComunicacao } from '../../_componentes/preferencias-comunicacao';
import { Privacidade } from '../../_componentes/privacidade';
import { contaDoCliente } from '../consultas';

export const metadata: Metadata = { title: 'Perfil' };

// GET /clube/perfil's read for the signed-in customer, plus whether a password exists and the
// marketing preferences (GET /clube/preferencias). "No clube desde" is the registration's date at
// the clock of the store where it happened (docs/clube.md, "Horários e datas").
export default async function PerfilClube() {
  const p = await exigirClienteDoClube();
  const [perfil, conta, preferencias, relogio] = await Promise.all([
    obterPerfilClube(p.clienteId),
    contaDoCliente(p),
    obterPreferencias(p.clienteId),
    relogioDoCliente(p.clienteId),
  ]);
  return (
    <div className="flex flex-col gap-5">
      <h1 className="text-2xl font-bold text-slate-900">Perfil</h1>
      <Cartao titulo="Seus dados">
        {/* minmax(0, 1fr): a name with a very long word wraps inside the card (a bare 1fr grows to fit it). */}
        <dl className="grid grid-cols-[auto_minmax(0,1fr)] gap-x-4 gap-y-1 text-sm">
          <dt className="text-slate-700">Nome</dt>
          <dd className="break-words font-medium text-slate-900">{perfil.nome || '—'}</dd>
          <dt className="text-slate-700">CPF</dt>
          <dd className="font-medium text-slate-900">{conta.cpfMascarado}</dd>
          <dt className="text-slate-700">No clube desde</dt>
          <dd className="font-medium text-slate-900">{formatarData(dataLocal(new Date(perfil.dataCriacao), relogio.fusoDoCadastro))}</dd>
        </dl>
      </Cartao>
      <Cartao titulo="Contato">
        <FormularioContato email={perfil.email} telefone={perfil.telefone} />
      </Cartao>
      <Cartao titulo="Comunicações">
        <PreferenciasComunicacao key={`${perfil.email}|${perfil.telefone}`} inicial={preferencias} />
      </Cartao>
      <Cartao titulo={conta.temSenha ? 'Trocar senha' : 'Criar senha'}>
        <FormularioSenha temSenha={conta.temSenha} cpf={conta.cpf} />
      </Cartao>
      <Cartao titulo="Privacidade (LGPD)">
        <Privacidade />
      </Cartao>
      <BotaoSair variante="secundario" className="w-full" />
    </div>
  );
}
