'use client';
import { useState } from 'react';
import { Selecao } from '@/components/ui/campo';
import { Dialogo } from '@/components/ui/dialogo';
import { BotoesDoFormulario, CampoNome, errosDoEnvio, FormCadastro } from '@/components/painel/formulario-cadastro';
import { BotaoCriar } from '@/components/painel/botao-criar';
import { useCriarComSegredo } from '@/components/painel/criar-com-segredo';
import { useValidacaoDoPainel } from '@/components/painel/validacao-do-painel';
import type { ChaveCriadaResponse } from '@/lib/domain/acesso/admin-chaves';
import { criarChaveSchema } from '@/app/api/v1/admin/chaves/schemas';
import { chavesChavesApi } from './chaves-query';
import { SegredoUmaVez } from './segredo-uma-vez';

/** The labels of the fields, for the messages (docs/painel.md, "Mensagens de validação"). */
const ROTULOS = { nome: 'Nome', ambiente: 'Ambiente' };

export function BotaoNovaChave({ tenantId, podeCriar }: { tenantId: string | null; podeCriar: boolean }) {
  const [nome, setNome] = useState('');
  const [ambiente, setAmbiente] = useState<'Producao' | 'Teste'>('Producao');
  const { erros, validar } = useValidacaoDoPainel(ROTULOS);
  const { aberto, setAberto, criar, segredo } = useCriarComSegredo<ChaveCriadaResponse>({
    rota: '/api/v1/admin/chaves',
    chave: chavesChavesApi.todas,
    padrao: 'Chave criada.',
    limpar: () => setNome(''),
  });

  function enviar(e: React.FormEvent) {
    e.preventDefault();
    const corpo = { nome, ambiente, ...(tenantId ? { tenantId } : {}) };
    criar.reset();
    if (validar(criarChaveSchema, corpo)) criar.mutate(corpo);
  }

  const envio = errosDoEnvio(criar.error, ROTULOS, undefined, 'Não foi possível criar a chave. Tente novamente.');
  return (
    <>
      <BotaoCriar podeCriar={podeCriar} oQue="uma chave" onClick={() => setAberto(true)}>
        Nova chave
      </BotaoCriar>
      <Dialogo
        aberto={aberto}
        onFechar={() => setAberto(false)}
        titulo="Nova chave de API"
        descricao="A chave completa aparece uma única vez, logo depois de criada."
      >
        <FormCadastro onSubmit={enviar} erro={envio._}>
          <CampoNome
            rotulo="Nome"
            valor={nome}
            onMudar={setNome}
            erro={erros.nome ?? envio.nome}
            maxLength={100}
            ajuda="Para saber quem usa a chave: “ERP da matriz”, “PDV loja Centro”…"
          />
          <Selecao
            rotulo="Ambiente"
            value={ambiente}
            onChange={(e) => setAmbiente(e.target.value as 'Producao' | 'Teste')}
            erro={erros.ambiente ?? envio.ambiente}
            ajuda="Teste gera uma chave fid_test_… que trabalha na sandbox (dados próprios, relógio ajustável); Produção, fid_live_…"
          >
            <option value="Producao">Produção</option>
            <option value="Teste">Teste</option>
          </Selecao>
          <BotoesDoFormulario onCancelar={() => setAberto(false)} carregando={criar.isPending} rotulo="Criar chave" />
        </FormCadastro>
      </Dialogo>
      <SegredoUmaVez chave={segredo.segredo} titulo="Chave criada" onFechar={segredo.fechar} />
    </>
  );
}
