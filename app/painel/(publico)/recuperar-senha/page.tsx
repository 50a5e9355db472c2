import type { Metadata } from 'next';
import { Provedores } from '@/components/provedores';
import { FormularioRecuperarSenha } from './formulario';

export const metadata: Metadata = { title: 'Recuperar senha do painel' };

export default function PaginaRecuperarSenha() {
  return (
    <Provedores>
      <FormularioRecuperarSenha />
    </Provedores>
  );
}
