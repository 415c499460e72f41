/** How the shop and the server talk about a store that is closed (staff switch or hours). */

export const STORE_CLOSED_LABEL = "Fechada";
export const STORE_OPEN_LABEL = "Aberta";

/** The server's 422 `store_closed` for a pickup order, also shown by the checkout beforehand. */
export const STORE_CLOSED_MESSAGE =
  "Esta loja está fechada no momento. Escolha outra loja ou peça com entrega.";
