/**
 * Where staff open the panel: a sign-in, an accepted invitation, /admin itself. The counter's
 * work is the order board, so it comes first (the dashboard is a tap away in the menu).
 */
export const STAFF_HOME = "/admin/pedidos";
