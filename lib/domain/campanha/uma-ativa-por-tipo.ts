// "Each store can have at most one active Cashback campaign and at most one active Pontos
// campaign … a second active campaign of the same type for the same store returns HTTP 422"
// (spec concept 6). The partial unique index `campanha_loja_uma_ativa_por_tipo` decides, also
// between two racing requests; this turns its violation into the spec's 422, naming the store.
import { violouUnico } from '@/lib/erros';

export const mensagemConflito = (tipo: string, loja: string) => `Já existe uma campanha ativa do tipo ${tipo} na loja ${loja}.`;

export const ehConflitoDeCampanhaAtiva = (e: unknown) => violouUnico(e, 'campanha_loja');
