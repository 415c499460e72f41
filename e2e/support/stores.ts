import type { APIRequestContext, PlaywrightWorkerArgs } from "@playwright/test";
import type { CatalogStore } from "#shared/catalog.ts";
import { clientAddress } from "./browsers.ts";
import { newAdmin } from "./staff.ts";
import { getCatalog } from "./storefront.ts";
import { expect } from "./test.ts";

/**
 * Which of the 138 seeded stores a spec owns on the worker's shared server, so that what it
 * counts or changes there (orders, stock, bairros, payments, presence) is its own. A store
 * listed here is used by that spec alone; the customer journeys that count nothing share the
 * storefront's stores (Boa Viagem 86, Paulista 1 and the few others they name), which no spec
 * here takes.
 */
const OWNED = {
  // Named in the spec itself, as the board's tests were written.
  "admin-orders-board": ["2", "4", "5", "6", "7", "8"],
  "admin-orders": ["9", "10", "11", "12", "13"],
  "admin-reports": ["14"],
  "admin-customers": ["15"],
  "checkout-payments": ["17", "18"],
  "pix-order": ["19", "20"],
  "admin-pix": ["21", "22"],
  "store-opening": ["23", "24", "27", "28"],
  "store-operations": ["25", "26"],
  "admin-store-staff": ["29"],
  "pix-automatic": ["40", "41"],
  // Its encomendas fill the store's days.
  "checkout-schedule": ["43"],
  // Builds party boxes from these stores' flavours (one flavour sold out at the second).
  "party-box": ["46", "47"],
  // A Recife store whose day takes 60 picolés (the first test runs a server of its own).
  encomendas: ["89"],
  // Its encomendas and production list are counted per day.
  "admin-scheduled": ["50", "51"],
  // A Recife store to earn at, a São Paulo one to spend at.
  club: ["87", "3"],
  // A Manaus store, on its own clock.
  "store-pages": ["135"],
  // The whole of Mato Grosso: the screen's totals are read for this state.
  "admin-live-stores": ["137", "138"],
} as const satisfies Record<string, readonly string[]>;

type Spec = keyof typeof OWNED;

const seen = new Map<string, string>();
for (const [spec, ids] of Object.entries(OWNED)) {
  for (const id of ids) {
    const owner = seen.get(id);
    if (owner) throw new Error(`store ${id} is owned by both ${owner} and ${spec}`);
    seen.set(id, spec);
  }
}

/** The stores a spec owns, in the order listed above. */
export function storesOf<S extends Spec>(spec: S): (typeof OWNED)[S] {
  return OWNED[spec];
}

/** A store as the shop's catalogue has it (name, bairros, methods). */
export async function catalogStore(
  request: APIRequestContext,
  storeId: string,
): Promise<CatalogStore> {
  const store = (await getCatalog(request)).stores.find((candidate) => candidate.id === storeId);
  if (!store) throw new Error(`store ${storeId} is missing from /api/catalog`);
  return store;
}

/** The test Pix receiver: what PIX_KEY, PIX_MERCHANT_NAME and PIX_MERCHANT_CITY used to give. */
export const TEST_PIX_RECEIVER = {
  keyType: "phone",
  key: "+5581999999999",
  merchantName: "Frosty Teste",
  merchantCity: "Recife",
} as const;

/**
 * HQ gives these stores their own Pix receiver (the store's own: the chain's stays unset, as
 * the other specs expect), through the API, as Lojas e horários → Pagamentos saves it. An
 * admin of its own, in a client of its own, does it.
 */
export async function givePixReceiver(
  playwright: PlaywrightWorkerArgs["playwright"],
  baseURL: string,
  storeIds: readonly string[],
): Promise<void> {
  const hq = await playwright.request.newContext({
    baseURL,
    extraHTTPHeaders: { "x-forwarded-for": clientAddress() },
  });
  try {
    await newAdmin(hq);
    for (const id of storeIds) {
      const saved = await hq.put(`/api/admin/stores/${id}/payments`, {
        headers: { origin: baseURL },
        data: { pixReceiver: TEST_PIX_RECEIVER },
      });
      expect(saved.status(), await saved.text()).toBe(200);
    }
  } finally {
    await hq.dispose();
  }
}
