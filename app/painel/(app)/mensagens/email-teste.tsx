'use client';
// "Enviar e-mail de teste" (POST /api/v1/admin/mensagens/teste): sent at once through the server's
// e-mail channel; the answer says whether the SMTP server accepted it, or what it said.
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { Alerta, AlertaDeErros } from '@/components/ui/alerta';
import { Botao } from '@/components/ui/botao';
import { Campo } from '@/components/ui/campo';
import { ErroApi, chamarApi } from '@/lib/navegador/cliente-api';
import type { EmailTesteResponse } from '@/lib/domain/notificacoes/enviar-email-teste';

export function FormularioEmailTeste() {
  const [email, setEmail] = useState('');
  const envio = useMutation({
    mutationFn: (corpo: { email: string }) => chamarApi<EmailTesteResponse>('POST', '/api/v1/admin/mensagens/teste', { corpo }),
  });
  const r = envio.data;
  const falha = envio.error;
  return (
    <form
      className="flex flex-col gap-3"
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        envio.mutate({ email });
      }}
    >
      <div className="flex flex-wrap items-end gap-3">
        <Campo
          rotulo="Enviar um e-mail de teste para"
          type="email"
          autoComplete="email"
          value={email}
          onChange={(e) => setEmail(e.target.value)}
          className="min-w-64 flex-1"
          ajuda="Sai na hora pelo mesmo canal dos PINs e avisos; a resposta do servidor aparece aqui."
        />
        <Botao type="submit" carregando={envio.isPending}>
          Enviar e-mail de teste
        </Botao>
      </div>
      {r && (
        <Alerta tipo={!r.dados.aceito ? 'erro' : r.dados.canal === 'sink' ? 'aviso' : 'sucesso'}>
          <p className="font-medium">{r.mensagem}</p>
          <p className="mt-1">
            Para {r.dados.destinoMascarado}
            {r.dados.servidor ? ` pelo servidor ${r.dados.servidor}` : ''}, em {(r.dados.duracaoMs / 1000).toLocaleString('pt-BR')} s.
          </p>
          {r.dados.erro && <p className="mt-1 break-words font-mono text-xs">Resposta do servidor: {r.dados.erro}</p>}
        </Alerta>
      )}
      {falha && (
        <AlertaDeErros
          mensagens={
            falha instanceof ErroApi
              ? falha.erros.length
                ? falha.erros
                : [falha.mensagem]
              : ['Não foi possível enviar agora. Tente novamente.']
          }
        />
      )}
    </form>
  );
}
