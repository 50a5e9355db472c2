import type { Metadata } from 'next';
import Link from 'next/link';
import { notFound } from 'next/navigation';
import { exigirPainel } from '@/lib/auth/sessao';
import { dataHora, reais } from '@/lib/formatar';
import { Alerta } from '@/components/ui/alerta';
import { ProvedorAvisos } from '@/components/ui/avisos';
import { Cartao } from '@/components/ui/cartao';
import { Etiqueta } from '@/components/ui/etiqueta';
import { CabecalhoPagina } from '@/components/painel/cabecalho-pagina';
import { consultarCheckout } from '../../consultas';
import { ConfirmarPagamento } from './confirmar';

export const metadata: Metadata = { title: 'Pagamento da assinatura' };

// The built-in billing provider's checkout page (lib/domain/assinatura/provedor-interno.ts): no
// payment gateway; an administrator of the tenant declares the payment, and it is audited.
export default async function PaginaCheckout({ params }: { params: Promise<{ id: string }> }) {
  const p = await exigirPainel(['SuperAdmin', 'AdminTenant']);
  const c = await consultarCheckout(p, (await params).id);
  if (!c) notFound();
  const voltar = p.perfil === 'SuperAdmin' ? `/painel/assinatura?tenantId=${c.tenantId}` : '/painel/assinatura';

  return (
    <ProvedorAvisos>
      <CabecalhoPagina titulo="Pagamento da assinatura">
        <p>
          <Link className="text-marca-700 underline" href={voltar}>
            Voltar para a assinatura
          </Link>
        </p>
      </CabecalhoPagina>
      <div className="flex max-w-2xl flex-col gap-4">
        <Cartao
          titulo={`Plano ${c.nomePlano}`}
          acoes={
            c.status === 'Concluido' ? (
              <Etiqueta cor="verde">Pago</Etiqueta>
            ) : c.expirado ? (
              <Etiqueta cor="cinza">Expirado</Etiqueta>
            ) : c.status === 'Aberto' ? (
              <Etiqueta cor="amarelo">Aguardando pagamento</Etiqueta>
            ) : (
              <Etiqueta cor="cinza">{c.status}</Etiqueta>
            )
          }
        >
          <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-2 text-sm">
            {p.perfil === 'SuperAdmin' && (
              <>
                <dt className="text-slate-600">Tenant</dt>
                <dd className="text-slate-900">{c.tenantNome}</dd>
              </>
            )}
            <dt className="text-slate-600">Valor</dt>
            <dd className="font-semibold text-slate-900">{c.valorMensal !== null ? `${reais(c.valorMensal)} por mês` : '—'}</dd>
            <dt className="text-slate-600">Pagar até</dt>
            <dd className="text-slate-900">{dataHora(c.expiraEm)}</dd>
            {c.concluidoEm && (
              <>
                <dt className="text-slate-600">Pago em</dt>
                <dd className="text-slate-900">{dataHora(c.concluidoEm)}</dd>
              </>
            )}
          </dl>
        </Cartao>
        {c.provedor !== 'interno' ? (
          <Alerta tipo="info">
            Este pagamento é feito no site do provedor de cobrança; a assinatura é ativada quando ele confirma o pagamento.
          </Alerta>
        ) : c.status === 'Concluido' ? (
          <Alerta tipo="sucesso">
            Pagamento confirmado: a assinatura está ativa.{' '}
            <Link className="underline" href={voltar}>
              Ver assinatura
            </Link>
          </Alerta>
        ) : c.expirado ? (
          <Alerta tipo="aviso">
            Este pagamento expirou.{' '}
            <Link className="underline" href={voltar}>
              Volte à assinatura e escolha o plano de novo
            </Link>
            .
          </Alerta>
        ) : (
          <Cartao titulo="Confirmar o pagamento">
            <p className="mb-3 text-sm text-slate-700">
              Este ambiente usa o <strong>provedor de cobrança interno</strong>: não há cartão nem gateway de pagamento aqui. Confirme
              quando o pagamento tiver sido feito (boleto, PIX ou transferência combinados com a equipe Fidelidade). A confirmação ativa o
              plano por um mês e fica registrada na auditoria com o seu usuário.
            </p>
            <ConfirmarPagamento checkoutId={c.id} voltar={voltar} />
          </Cartao>
        )}
      </div>
    </ProvedorAvisos>
  );
}
