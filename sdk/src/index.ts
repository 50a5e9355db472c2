// @fidelidade/pdv: the PDV's client of the loyalty API. See docs/integracao-pdv.md.
export { criarClientePdv, gerarDocumentoExterno } from './cliente.js';
export type { ClientePdv, Enfileirada, OpcoesClientePdv, Registrada, ResultadoSincronizacao } from './cliente.js';
export { MENSAGEM_VENDA_SEM_DESCONTO, type DescontoPedido } from './desconto.js';
export { ErroFidelidade, MENSAGEM_RESGATE_OFFLINE, type TipoErro } from './erros.js';
export type { ItemFila } from './fila.js';
export * from './tipos-api.js';
