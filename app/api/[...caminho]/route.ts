// Any /api path no route answers: a 404 in the ApiResult envelope instead of the HTML page.
import { respostaErro } from '@/lib/api/envelope';

export const dynamic = 'force-dynamic';

const naoEncontrado = async () => respostaErro(404, ['Recurso não encontrado.']);

export const GET = naoEncontrado;
export const POST = naoEncontrado;
export const PUT = naoEncontrado;
export const PATCH = naoEncontrado;
export const DELETE = naoEncontrado;
