// OpenAPI declarations of GET/PUT /api/v1/admin/campanha-lancamento: SuperAdmin edits the
// platform's launch campaign (lib/openapi/registro.ts explains the pattern).
import { MENSAGENS } from '@/lib/erros';
import { obrigatorio } from '@/lib/api/campos';
import { MENSAGENS_LANCAMENTO, type CampanhaLancamentoResponse } from '@/lib/domain/assinatura/campanha-lancamento';
import { ERROS } from '@/lib/openapi/comuns';
import { definirOperacoes } from '@/lib/openapi/registro';
import type { RotasDocumentadas } from '@/app/api/v1/openapi.json/rotas';
import { campanhaLancamentoResponseSchema } from '@/lib/openapi/respostas-assinatura';
import { dataHoraInvalida } from '@/app/api/v1/assinatura/campos';
import { MENSAGENS_CAMPOS_LANCAMENTO, salvarCampanhaLancamentoSchema } from './schemas';

const TAG = 'Campanha de lançamento';

/** The campaign of the examples; the public endpoint shows part of it. */
export const campanha: CampanhaLancamentoResponse = {
  id: 'b8c9d0e1-f2a3-4b4c-9d5e-6f7a8b9c0d1e',
  titulo: 'Lançamento Fidelidade',
  descricao: 'Os 100 primeiros clientes da plataforma pagam metade nos três primeiros meses.',
  beneficio: '3 meses com 50% de desconto',
  codigoCupom: 'LANCAMENTO50',
  ativa: true,
  inicioEm: '2026-06-01T03:00:00Z',
  fimEm: '2026-08-31T23:59:59Z',
  vagasTotais: 100,
  vagasUsadas: 63,
  vagasRestantes: 37,
  vigente: true,
  atualizadoEm: '2026-05-20T18:00:00Z',
};

const SO_SUPERADMIN = `**Perfis:** só \`SuperAdmin\`; os demais recebem 403 \`${MENSAGENS.acessoNegado}\`.`;
const base = { titulo: 'Lançamento', descricao: 'Texto', beneficio: '50% por 3 meses', ativa: true };

const op = definirOperacoes<RotasDocumentadas>({ tag: TAG, seguranca: 'bearerAdmin' });

export const operacoes = [
  op('GET /api/v1/admin/campanha-lancamento', 'obterCampanhaLancamentoAdmin', {
    resumo: 'Obter a campanha de lançamento (SuperAdmin)',
    descricao: `A campanha de lançamento como está gravada (ativa ou não), com as vagas usadas e se está \`vigente\` (o que o endpoint público mostra). Antes de a primeira ser salva: \`dados\` null com a mensagem \`${MENSAGENS_LANCAMENTO.nenhumaCadastrada}\`.

${SO_SUPERADMIN}`,
    dados: campanhaLancamentoResponseSchema.nullable(),
    sucesso: 'A campanha, ou `dados` null quando nunca foi criada.',
    exemplo: campanha,
    erros: [ERROS.soSuperAdmin],
  }),

  op('PUT /api/v1/admin/campanha-lancamento', 'salvarCampanhaLancamentoAdmin', {
    resumo: 'Salvar a campanha de lançamento (SuperAdmin)',
    descricao: `Cria ou substitui a campanha de lançamento (há uma só). A mudança fica na auditoria com o antes e o depois.

- \`titulo\` (3 a 150), \`descricao\` (até 1000), \`beneficio\` (até 200, texto mostrado ao público): obrigatórios. \`ativa\`: obrigatório.
- \`codigoCupom\`: 3 a 40 letras sem acento, números, \`-\` ou \`_\`; gravado em maiúsculas; null = campanha sem cupom.
- \`inicioEm\`/\`fimEm\`: data-hora ISO 8601 (inclusivas); ausentes = sem limite.
- \`vagasTotais\`: de 1 a 1000000; null = ilimitadas. Não pode ficar abaixo das vagas já usadas (422).
- \`vagasUsadas\` é contado pelos checkouts com o cupom e não pode ser escrito; \`zerarVagasUsadas: true\` recomeça a contagem (nova edição da campanha).

${SO_SUPERADMIN}`,
    corpo: ['SalvarCampanhaLancamentoRequest', salvarCampanhaLancamentoSchema],
    exemplos: {
      'Campanha com cupom e 100 vagas': {
        titulo: campanha.titulo,
        descricao: campanha.descricao,
        beneficio: campanha.beneficio,
        codigoCupom: 'lancamento50',
        ativa: true,
        inicioEm: '2026-06-01T00:00:00-03:00',
        fimEm: '2026-08-31T23:59:59Z',
        vagasTotais: 100,
      },
      'Encerrar a campanha': { ...base, ativa: false },
    },
    dados: campanhaLancamentoResponseSchema,
    sucesso: 'Campanha salva.',
    mensagem: MENSAGENS_LANCAMENTO.salva,
    exemplo: campanha,
    erros: [
      [400, 'Título ausente', obrigatorio('Titulo'), { ...base, titulo: '' }],
      [400, 'ativa ausente', obrigatorio('Ativa'), { titulo: 'Lançamento', descricao: 'Texto', beneficio: 'Desconto' }],
      [400, 'Cupom com caracteres não aceitos', MENSAGENS_CAMPOS_LANCAMENTO.codigoCupom, { ...base, codigoCupom: 'LANÇA 50' }],
      [400, 'vagasTotais fora de 1 a 1000000', MENSAGENS_CAMPOS_LANCAMENTO.vagasTotais, { ...base, vagasTotais: 0 }],
      [400, 'Data-hora fora do ISO 8601', dataHoraInvalida('FimEm'), { ...base, fimEm: '31/08/2026' }],
      [
        400,
        'fimEm anterior a inicioEm',
        MENSAGENS_CAMPOS_LANCAMENTO.periodo,
        { ...base, inicioEm: '2026-09-01T00:00:00Z', fimEm: '2026-08-01T00:00:00Z' },
      ],
      ERROS.soSuperAdmin,
      [422, 'vagasTotais abaixo das vagas já usadas', MENSAGENS_LANCAMENTO.vagasMenores(63)],
    ],
  }),
];
