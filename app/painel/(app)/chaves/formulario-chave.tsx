'use client';
import { useState } from 'react';
import { CampoNome } from '@/components/painel/formulario-cadastro';
import { CriarNoDialogo, SelecaoAmbiente } from '@/components/painel/botao-criar';
import { useCriarComSegredo } from '@/components/painel/criar-com-segredo';
import type { ChaveCriadaResponse } from '@/lib/domain/acesso/admin-chaves';
import { criarChaveSchema } from '@/app/api/v1/admin/chaves/schemas';
import { chavesChavesApi } from './chaves-query';
import { SegredoUmaVez } from './segredo-uma-vez';

/** The labels of the fields, for the messages (docs/painel.md, "Mensagens de validação"). */
const ROTULOS = { nome: 'Nome', ambiente: 'Ambiente' };

export function BotaoNovaChave({ tenantId, podeCriar }: { tenantId: string | null; podeCriar: boolean }) {
  const [nome, setNome] = useState('');
  const [ambiente, setAmbiente] = useState<'Producao' | 'Teste'>('Producao');
  const criacao = useCriarComSegredo<ChaveCriadaResponse>({
    rota: '/api/v1/admin/chaves',
    chave: chavesChavesApi.todas,
    padrao: 'Chave criada.',
    limpar: () => setNome(''),
    schema: criarChaveSchema,
    rotulos: ROTULOS,
    falha: 'Não foi possível criar a chave. Tente novamente.',
  });
  const { erros, envio } = criacao;
  return (
    <>
      <CriarNoDialogo
        criacao={criacao}
        corpo={{ nome, ambiente, ...(tenantId ? { tenantId } : {}) }}
        podeCriar={podeCriar}
        oQue="uma chave"
        botao="Nova chave"
        titulo="Nova chave de API"
        descricao="A chave completa aparece uma única vez, logo depois de criada."
        rotulo="Criar chave"
      >
        <CampoNome
          rotulo="Nome"
          valor={nome}
          onMudar={setNome}
          erro={erros.nome ?? envio.nome}
          maxLength={100}
          ajuda="Para saber quem usa a chave: “ERP da matriz”, “PDV loja Centro”…"
        />
        <SelecaoAmbiente
          valor={ambiente}
          onMudar={setAmbiente}
          erro={erros.ambiente ?? envio.ambiente}
          ajuda="Teste gera uma chave fid_test_… que trabalha na sandbox (dados próprios, relógio ajustável); Produção, fid_live_…"
        />
      </CriarNoDialogo>
      <SegredoUmaVez chave={criacao.segredo.segredo} titulo="Chave criada" onFechar={criacao.segredo.fechar} />
    </>
  );
}
