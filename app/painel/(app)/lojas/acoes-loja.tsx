'use client';
import { AcoesCadastro } from '@/components/painel/acoes-cadastro';
import type { LojaResponse } from '@/lib/domain/loja/admin-lojas';
import { chavesLojas } from './chaves-query';
import { FormularioLoja } from './formulario-loja';
import { BotaoLinkDoClube } from './link-do-clube';
import { ehLimiteDoPlano, SaidaLimiteLojas } from './saida-limite-lojas';

/** `enderecoClube`: the store's "Participe do clube" address (endereco-clube.ts), built on the server from APP_URL. */
export function AcoesLoja({ loja, superAdmin, enderecoClube }: { loja: LojaResponse; superAdmin: boolean; enderecoClube: string }) {
  return (
    <AcoesCadastro
      registro={loja}
      rota={`/api/v1/admin/lojas/${loja.id}`}
      chaves={chavesLojas}
      extras={<BotaoLinkDoClube loja={loja} endereco={enderecoClube} />}
      mensagens={{ sucesso: 'Situação da loja alterada.', falha: 'Não foi possível alterar a loja. Tente novamente.' }}
      desativar={{
        titulo: `Desativar a loja ${loja.nome}?`,
        botao: 'Desativar loja',
        explicacao: (
          <>
            <p>
              A partir de agora, toda chamada do PDV com o CNPJ desta loja — venda, simulação, resgate, saldo e configuração — responde{' '}
              <strong>“Loja não encontrada ou inativa.”</strong>
            </p>
            <p className="mt-2">Vendas, créditos e campanhas continuam guardados. Você pode reativar a loja quando quiser.</p>
          </>
        ),
      }}
      // Reactivating past the plan's limit: the API's refusal, and the way out the creation dialog shows.
      falha={(m) =>
        ehLimiteDoPlano(m) ? (
          <>
            <p>{m}</p>
            <SaidaLimiteLojas tenantId={loja.tenantId} superAdmin={superAdmin} />
          </>
        ) : (
          m
        )
      }
      formulario={({ atual, ...p }) => <FormularioLoja key={atual.atualizadoEm} loja={atual} tenantId={loja.tenantId} {...p} />}
    />
  );
}
