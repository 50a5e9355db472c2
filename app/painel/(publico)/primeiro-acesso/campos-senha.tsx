'use client';
// The two password fields of first access, password reset and "Minha conta", with the API's password policy
// shown next to them (`politica`: MENSAGENS_SENHA.politica of lib/domain/acesso/tokens-senha.ts,
// handed down by the server page).
import { useState, type ChangeEvent } from 'react';
import { Campo } from '@/components/ui/campo';

export function CamposSenha({
  senha,
  confirmacao,
  onSenha,
  onConfirmacao,
  erroSenha,
  erroConfirmacao,
  rotuloSenha = 'Nova senha',
  rotuloConfirmacao = 'Confirme a senha',
  politica,
}: {
  senha: string;
  confirmacao: string;
  onSenha: (v: string) => void;
  onConfirmacao: (v: string) => void;
  erroSenha?: string;
  erroConfirmacao?: string;
  rotuloSenha?: string;
  rotuloConfirmacao?: string;
  politica: string;
}) {
  const [visivel, setVisivel] = useState(false);
  // Both are the new password: shown or hidden together, never autofilled with the old one.
  const senhaNova = (valor: string, onMudar: (v: string) => void) => ({
    type: visivel ? 'text' : 'password',
    autoComplete: 'new-password',
    required: true,
    value: valor,
    onChange: (e: ChangeEvent<HTMLInputElement>) => onMudar(e.target.value),
  });
  return (
    <>
      <Campo rotulo={rotuloSenha} {...senhaNova(senha, onSenha)} erro={erroSenha} ajuda={erroSenha === politica ? undefined : politica} />
      <Campo rotulo={rotuloConfirmacao} {...senhaNova(confirmacao, onConfirmacao)} erro={erroConfirmacao} />
      <label className="flex items-center gap-2 text-sm text-slate-700">
        <input type="checkbox" className="size-4" checked={visivel} onChange={(e) => setVisivel(e.target.checked)} />
        Mostrar senha
      </label>
    </>
  );
}
