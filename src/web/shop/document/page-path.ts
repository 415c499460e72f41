import { createContext, useContext } from "react";

/**
 * The path of the shop page being rendered ("/cardapio", "/produto/3"; a page's pattern for a
 * page kept once for every path, like "/pedido/:id"): the header marks its link as current.
 * Only the server renders with it; an island that needs the address reads window.location.
 */
export const PagePathContext = createContext<string>("/");

export const usePagePath = () => useContext(PagePathContext);
