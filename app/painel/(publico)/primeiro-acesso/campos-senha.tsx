'use client';
// The two password fields of first access and password reset, with the API's password policy
// shown next to them (`politica`: MENSAGENS_SENHA.politica of lib/domain/acesso/tokens-senha.ts,
// handed down by the server page).
import { useState } from 'react';
import { Campo } from '@/components/ui/campo';

export function CamposSenha({
  senha,
  confirmacao,
  onSenha,
  onConfirmacao,
  erroSenha,
  erroConfirmacao,
  rotuloSenha = 'Nova senha',
  politica,
}: {
  senha: string;
  confirmacao: string;
  onSenha: (v: string) => void;
  onConfirmacao: (v: string) => void;
  erroSenha?: string;
  erroConfirmacao?: string;
  rotuloSenha?: string;
  politica: string;
}) {
  const [visivel, setVisivel] = useState(false);
  const tipo = visivel ? 'text' : 'password';
  return (
    <>
      <Campo
        rotulo={rotuloSenha}
        type={tipo}
        autoComplete="new-password"
        required
        value={senha}
        onChange={(e) => onSenha(e.target.value)}
        erro={erroSenha}
        ajuda={erroSenha === politica ? undefined : politica}
      />
      <Campo
        rotulo="Confirme a senha"
        type={tipo}
        autoComplete="new-password"
        required
        value={confirmacao}
        onChange={(e) => onConfirmacao(e.target.value)}
        erro={erroConfirmacao}
      />
      <label className="flex items-center gap-2 text-sm text-slate-700">
        <input type="checkbox" className="size-4" checked={visivel} onChange={(e) => setVisivel(e.target.checked)} />
        Mostrar senha
      </label>
    </>
  );
}
