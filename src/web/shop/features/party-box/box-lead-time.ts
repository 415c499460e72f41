/** A party box is an encomenda: said on its page and its card, with the box's own notice. */
export const boxLeadText = (leadHours: number) =>
  leadHours > 0
    ? `Encomenda com pelo menos ${leadHours} h de antecedência`
    : "Encomenda: escolha o dia e o horário no checkout";

/** What the menu's card of a box says instead of a quick add. */
export const BUILD_BOX_LABEL = "Monte sua caixa";
