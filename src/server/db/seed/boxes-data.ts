/**
 * The two party boxes a fresh install sells (Caixas de festa, issue 30): N picolés the
 * customer mixes from every seeded flavour, ordered at least a day ahead. A box has no size
 * rows and no stock of its own: its flavours' stock at the store is what an order takes.
 */
import { DEFAULT_BOX_LEAD_HOURS } from "#shared/party-boxes.ts";
import { productSeeds } from "./products-data.ts";

export const BOX_CATEGORY = "Caixas de festa";

export interface BoxSeed {
  id: string;
  name: string;
  description: string;
  priceCents: number;
  imageUrl: string;
  size: number;
  leadHours: number;
  /** The flavours (product ids) that may go in it: every seeded one. */
  flavourIds: string[];
}

const everyFlavour = productSeeds.map((product) => product.id);

/** Ids after the 29 flavours', so the shop's URLs read /produto/30 and /produto/31. */
export const boxSeeds: BoxSeed[] = [
  {
    id: "30",
    name: "Caixa Festa 20",
    description:
      "20 picolés para a sua festa: escolha os sabores e quantos de cada. Peça com pelo menos um dia de antecedência e retire no horário marcado.",
    priceCents: 8_990,
    imageUrl: "/images/products/30.svg",
    size: 20,
    leadHours: DEFAULT_BOX_LEAD_HOURS,
    flavourIds: everyFlavour,
  },
  {
    id: "31",
    name: "Caixa Festa 50",
    description:
      "50 picolés para festas grandes: monte a caixa com os sabores que quiser. Peça com pelo menos um dia de antecedência e retire no horário marcado.",
    priceCents: 19_990,
    imageUrl: "/images/products/31.svg",
    size: 50,
    leadHours: DEFAULT_BOX_LEAD_HOURS,
    flavourIds: everyFlavour,
  },
];
