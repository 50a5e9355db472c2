'use client';
import { useState } from 'react';
import { Alerta } from '@/components/ui/alerta';
import { Campo, Opcoes, Selecao } from '@/components/ui/campo';
import { Dialogo } from '@/components/ui/dialogo';
import { BotaoCriar } from '@/components/painel/botao-criar';
import { mascaraCnpj } from '@/components/painel/mascara-cnpj';
import {
  BotoesDoFormulario,
  CampoCnpj,
  CampoNome,
  errosDoEnvio,
  FormCadastro,
  useSalvarCadastro,
} from '@/components/painel/formulario-cadastro';
import { useValidacaoNoServidor } from '@/components/painel/validacao-do-painel';
import { erroDoCnpj } from '@/lib/navegador/mensagens-formulario';
import type { LojaResponse } from '@/lib/domain/loja/admin-lojas';
import { chavesLojas } from './chaves-query';
import { FUSOS_BRASIL } from './fusos';
import { ehLimiteDoPlano, SaidaLimiteLojas } from './saida-limite-lojas';
import { validarLoja } from './validacao';

const FUSO_PADRAO = 'America/Sao_Paulo';

/** The labels of the fields, for the messages (docs/painel.md, "Mensagens de validação"). */
const ROTULOS = { nome: 'Nome da loja', cnpj: 'CNPJ', fusoHorario: 'Fuso horário', tenantId: 'Tenant' };

/** The API's CNPJ messages name no field (`CNPJ inválido…`, `Já existe uma loja com este CNPJ.`). */
const sobreCnpj = (m: string) => (m.includes('CNPJ') ? 'cnpj' : null);

/** Create (with CNPJ) or edit (name and time zone; the CNPJ is the PDV's name for the store and never changes). */
export function FormularioLoja({
  loja,
  tenantId,
  superAdmin = false,
  aberto,
  onFechar,
}: {
  loja?: LojaResponse;
  tenantId: string | null;
  /** The platform team works on the tenant in the URL: the link to its subscription carries it. */
  superAdmin?: boolean;
  aberto: boolean;
  onFechar: () => void;
}) {
  return (
    <Dialogo
      aberto={aberto}
      onFechar={onFechar}
      titulo={loja ? 'Editar loja' : 'Nova loja'}
      descricao={
        loja
          ? 'O CNPJ não muda: é por ele que o PDV identifica a loja. Um CNPJ novo é uma loja nova.'
          : 'O PDV vai enviar este CNPJ em cada venda e resgate.'
      }
    >
      <Campos loja={loja} tenantId={tenantId} superAdmin={superAdmin} onFechar={onFechar} />
    </Dialogo>
  );
}

function Campos({
  loja,
  tenantId,
  superAdmin,
  onFechar,
}: {
  loja?: LojaResponse;
  tenantId: string | null;
  superAdmin: boolean;
  onFechar: () => void;
}) {
  const [nome, setNome] = useState(loja?.nome ?? '');
  const [cnpj, setCnpj] = useState(loja ? mascaraCnpj(loja.cnpj) : '');
  const [fuso, setFuso] = useState(loja?.fusoHorario ?? FUSO_PADRAO);
  const { erros, validando, validar } = useValidacaoNoServidor(ROTULOS);

  const salvar = useSalvarCadastro<LojaResponse>({
    rota: '/api/v1/admin/lojas',
    id: loja?.id,
    chave: chavesLojas.todas,
    mensagem: (r) => r.mensagem ?? 'Loja salva.',
    onFechar,
  });

  async function enviar(e: React.FormEvent) {
    e.preventDefault();
    const corpo: Record<string, string> = loja
      ? { nome, fusoHorario: fuso }
      : { nome, cnpj, fusoHorario: fuso, ...(tenantId ? { tenantId } : {}) };
    salvar.reset();
    // The check digits, told as such before the API's `CNPJ inválido. Informe 14 dígitos.` (brazil.md).
    const proprias = { cnpj: loja ? null : erroDoCnpj(cnpj) };
    if (await validar(() => validarLoja(loja ? 'atualizar' : 'criar', corpo), corpo, proprias)) salvar.mutate(corpo);
  }

  const envio = errosDoEnvio(salvar.error, ROTULOS, sobreCnpj);
  const opcoesFuso = FUSOS_BRASIL.some((f) => f.id === fuso) ? FUSOS_BRASIL : [{ id: fuso, rotulo: fuso }, ...FUSOS_BRASIL];
  return (
    <FormCadastro onSubmit={enviar} erro={envio._}>
      {(erros.tenantId ?? envio.tenantId) && <Alerta tipo="erro">{erros.tenantId ?? envio.tenantId}</Alerta>}
      {/* The API's `O plano atual permite no máximo N lojas.` says the limit, not the way out. */}
      {ehLimiteDoPlano(envio._) && <SaidaLimiteLojas tenantId={tenantId} superAdmin={superAdmin} />}
      <CampoNome rotulo="Nome da loja" valor={nome} onMudar={setNome} erro={erros.nome ?? envio.nome} maxLength={150} />
      {loja ? (
        <Campo rotulo="CNPJ" value={cnpj} readOnly disabled ajuda="Não pode ser alterado." />
      ) : (
        <CampoCnpj
          rotulo="CNPJ"
          valor={cnpj}
          onMudar={setCnpj}
          erro={erros.cnpj ?? envio.cnpj}
          required
          inputMode="text"
          ajuda="Numérico ou alfanumérico (CNPJ com letras, a partir de 2026)."
        />
      )}
      <Selecao
        rotulo="Fuso horário"
        value={fuso}
        onChange={(e) => setFuso(e.target.value)}
        erro={erros.fusoHorario ?? envio.fusoHorario}
        ajuda="Define o “hoje” da loja para liberar e expirar créditos."
      >
        <Opcoes itens={opcoesFuso.map((f) => ({ id: f.id, nome: f.rotulo }))} />
      </Selecao>
      <BotoesDoFormulario
        onCancelar={onFechar}
        carregando={validando || salvar.isPending}
        rotulo={loja ? 'Salvar alterações' : 'Criar loja'}
      />
    </FormCadastro>
  );
}

export function BotaoNovaLoja({ tenantId, podeCriar, superAdmin }: { tenantId: string | null; podeCriar: boolean; superAdmin: boolean }) {
  const [aberto, setAberto] = useState(false);
  return (
    <>
      <BotaoCriar podeCriar={podeCriar} oQue="uma loja" onClick={() => setAberto(true)}>
        Nova loja
      </BotaoCriar>
      {podeCriar && <FormularioLoja tenantId={tenantId} superAdmin={superAdmin} aberto={aberto} onFechar={() => setAberto(false)} />}
    </>
  );
}
