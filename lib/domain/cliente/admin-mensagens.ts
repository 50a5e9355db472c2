// Messages of the panel's customer endpoints (ClienteAdmin) and of the operator identification
// by QR. The spec fixes none of them beyond `Cliente não encontrado.` and the ASP.NET style of the
// required-field messages; the others are ours (docs/api-admin-clientes.md).
import { quantos } from '@/lib/formatar';
import { MENSAGENS_PAGINACAO } from '@/lib/api/consulta';

export const MENSAGENS_CLIENTE_ADMIN = {
  atualizado: 'Cliente atualizado com sucesso.',
  statusAtualizado: 'Status do cliente atualizado.',
  tenantNaoEncontrado: 'Tenant não encontrado ou inativo.',
  ativoObrigatorio: 'O campo Ativo é obrigatório.',
  ativoInvalido: 'O parâmetro ativo deve ser true ou false.',
  qrObrigatorio: 'O campo Qr é obrigatório.',
  // Same style as cliente/buscar's `qrInvalido`; there is no `cpf` parameter to point to here.
  qrInvalido: 'O parâmetro qr deve ser o token UUID do QR do cliente (só o UUID, sem URL nem prefixo).',
  paginaInvalida: MENSAGENS_PAGINACAO.pagina,
  tamanhoInvalido: MENSAGENS_PAGINACAO.tamanho,
  buscaLonga: 'O parâmetro busca deve ter no máximo 150 caracteres.',
  contatoSoPeloCliente:
    'O e-mail e o telefone já informados pelo cliente só podem ser alterados por ele, no perfil do clube (são usados no acesso ao clube).',
} as const;

/** The customer import's (docs/api-admin-clientes.md, "Importar clientes"): the contract's words. */
export const MENSAGENS_IMPORTACAO = {
  semColunas: 'O arquivo precisa das colunas cpf e nome (cabeçalho na primeira linha).',
  vazio: 'O arquivo não tem nenhum cliente.',
  muitasLinhas: 'O arquivo tem mais de 5.000 clientes. Divida-o em partes de até 5.000.',
  cpfRepetido: (linha: number) => `CPF repetido: já está na linha ${linha}.`,
} as const;

/** The answer's `mensagem` (the contract's words, singular and plural; 5.000 written as in Portuguese). */
export function mensagemDaImportacao(r: { simulacao: boolean; novos: number; jaCadastrados: number; recusados: number }): string {
  const contas = [
    quantos(r.novos, 'cliente novo', 'clientes novos'),
    quantos(r.jaCadastrados, 'já cadastrado', 'já cadastrados'),
    quantos(r.recusados, 'linha recusada', 'linhas recusadas'),
  ].join(', ');
  return r.simulacao ? `Simulação: ${contas}. Nada foi gravado.` : `Importação concluída: ${contas}.`;
}
