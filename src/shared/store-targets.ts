/**
 * Which stores an HQ action reaches (a copy of a store's bairros, hours or payments; a new
 * flavour's initial stock): every store, chosen stores, every store of some cities or of some
 * states — together, a union. One schema for the dialog and the API, and one function that
 * turns it into store ids, so the count the dialog shows ("Copiar para 12 lojas") is the count
 * the server writes.
 */
import { oneLineText } from "./clean-text.ts";
import { searchKey } from "./store-search.ts";
import { z } from "./zod-pt-br.ts";

/** More than the chain's stores, states or cities: a bigger list is a broken client. */
export const MAX_STORE_TARGETS = 500;

export const STORE_TARGET_MESSAGES = {
  none: "Escolha ao menos uma loja, cidade ou estado",
  unknownStore: (id: string) => `Loja não encontrada: ${id}`,
  unknownState: (state: string) => `Nenhuma loja no estado ${state}`,
  unknownCity: (city: string, state: string) => `Nenhuma loja em ${city} - ${state}`,
  tooMany: `No máximo ${MAX_STORE_TARGETS} itens por lista`,
} as const;

const name = (message: string) => oneLineText({ error: message }).min(1, message).max(100, message);
const stateCode = oneLineText({ error: "Informe a UF do estado" })
  .toUpperCase()
  .regex(/^[A-Z]{2}$/, "Informe a UF do estado com 2 letras (ex.: SP)");
const list = <T extends z.ZodType>(item: T) =>
  z.array(item).max(MAX_STORE_TARGETS, STORE_TARGET_MESSAGES.tooMany).optional();

export const storeTargetsSchema = z
  .strictObject({
    all: z
      .boolean({ error: "Informe se são todas as lojas (true ou false)" })
      .optional()
      .meta({ description: "true: todas as lojas da rede (também as fora do site)" }),
    storeIds: list(name("Informe o id da loja")).meta({
      description: "Lojas escolhidas, pelo id",
      example: ["12", "13"],
    }),
    cities: list(z.strictObject({ state: stateCode, city: name("Informe a cidade") })).meta({
      description: "Todas as lojas destas cidades (sem diferenciar maiúsculas e acentos)",
      example: [{ state: "PE", city: "Recife" }],
    }),
    states: list(stateCode).meta({
      description: "Todas as lojas destes estados, pela UF",
      example: ["BA"],
    }),
  })
  .refine(
    (to) =>
      to.all === true ||
      (to.storeIds?.length ?? 0) + (to.cities?.length ?? 0) + (to.states?.length ?? 0) > 0,
    { message: STORE_TARGET_MESSAGES.none },
  )
  .meta({
    id: "StoreTargets",
    description:
      "As lojas de destino: a união de todas (all), das escolhidas, das cidades e dos estados",
  });
export type StoreTargets = z.output<typeof storeTargetsSchema>;

interface TargetableStore {
  id: string;
  city: string;
  state: string;
}

/** One thing the targets name that no store matches, with where it is in the body. */
export interface UnknownTarget {
  path: (string | number)[];
  message: string;
}

/**
 * The ids (by number, as the stores are listed) of the stores the targets reach, less
 * `exclude` (a copy's source never copies onto itself), and what they name that matches no
 * store: an unknown id, a state or a city without stores.
 */
export function resolveStoreTargets(
  stores: readonly TargetableStore[],
  to: StoreTargets,
  exclude?: string,
): { storeIds: string[]; unknown: UnknownTarget[] } {
  const chosen = new Set<string>();
  const unknown: UnknownTarget[] = [];
  if (to.all) for (const store of stores) chosen.add(store.id);
  const byId = new Set(stores.map((store) => store.id));
  to.storeIds?.forEach((id, index) => {
    if (byId.has(id)) chosen.add(id);
    else
      unknown.push({ path: ["storeIds", index], message: STORE_TARGET_MESSAGES.unknownStore(id) });
  });
  to.states?.forEach((state, index) => {
    const matched = stores.filter((store) => store.state === state);
    if (matched.length === 0) {
      unknown.push({ path: ["states", index], message: STORE_TARGET_MESSAGES.unknownState(state) });
    }
    for (const store of matched) chosen.add(store.id);
  });
  to.cities?.forEach(({ state, city }, index) => {
    const key = searchKey(city);
    const matched = stores.filter(
      (store) => store.state === state && searchKey(store.city) === key,
    );
    if (matched.length === 0) {
      unknown.push({
        path: ["cities", index],
        message: STORE_TARGET_MESSAGES.unknownCity(city, state),
      });
    }
    for (const store of matched) chosen.add(store.id);
  });
  if (exclude !== undefined) chosen.delete(exclude);
  const storeIds = [...chosen].sort((a, b) => a.localeCompare(b, "en", { numeric: true }));
  return { storeIds, unknown };
}

/** "1 loja", "12 lojas". */
export const storeCount = (count: number): string => (count === 1 ? "1 loja" : `${count} lojas`);
