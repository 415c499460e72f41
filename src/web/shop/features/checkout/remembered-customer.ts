/**
 * What the checkout keeps in this browser for the next order (and for a reload halfway through):
 * the customer's name and phone, and the delivery address — CEP, rua, número, complemento — with
 * the bairro chosen at each store (a bairro is one of that store's delivery areas). Never the
 * CPF or the payment. The customer may choose not to be remembered: then what was kept is
 * forgotten, and only that choice is kept.
 */

export const REMEMBERED_CUSTOMER_KEY = "frosty-checkout";
const VERSION = 1;

export interface RememberedAddress {
  cep: string;
  street: string;
  number: string;
  complement: string;
}

export interface RememberedCustomer {
  name: string;
  phone: string;
  address: RememberedAddress;
  /** The bairro (delivery area id) last chosen at each store, by store id. */
  areaByStore: Record<string, string>;
}

export type Remembered = { remember: true; customer: RememberedCustomer } | { remember: false };

const EMPTY_ADDRESS: RememberedAddress = { cep: "", street: "", number: "", complement: "" };

export const EMPTY_CUSTOMER: RememberedCustomer = {
  name: "",
  phone: "",
  address: EMPTY_ADDRESS,
  areaByStore: {},
};

const text = (value: unknown, max = 200): string =>
  typeof value === "string" ? value.slice(0, max) : "";

/** What this browser keeps; remembering is on (with nothing kept) until the customer says no. */
export function loadRemembered(): Remembered {
  try {
    const raw = localStorage.getItem(REMEMBERED_CUSTOMER_KEY);
    if (raw === null) return { remember: true, customer: EMPTY_CUSTOMER };
    const stored = JSON.parse(raw) as {
      version?: unknown;
      remember?: unknown;
      customer?: Partial<Record<keyof RememberedCustomer, unknown>>;
    };
    if (stored.version !== VERSION) return { remember: true, customer: EMPTY_CUSTOMER };
    if (stored.remember === false) return { remember: false };
    const customer = stored.customer ?? {};
    const address = (customer.address ?? {}) as Partial<Record<keyof RememberedAddress, unknown>>;
    const areas = customer.areaByStore;
    return {
      remember: true,
      customer: {
        name: text(customer.name),
        phone: text(customer.phone),
        address: {
          cep: text(address.cep, 9),
          street: text(address.street),
          number: text(address.number),
          complement: text(address.complement),
        },
        areaByStore:
          typeof areas === "object" && areas !== null
            ? Object.fromEntries(
                Object.entries(areas).filter(
                  (entry): entry is [string, string] => typeof entry[1] === "string",
                ),
              )
            : {},
      },
    };
  } catch {
    // Unreadable (another version, storage off): start afresh.
    return { remember: true, customer: EMPTY_CUSTOMER };
  }
}

function write(value: object): void {
  try {
    localStorage.setItem(REMEMBERED_CUSTOMER_KEY, JSON.stringify({ version: VERSION, ...value }));
  } catch {
    // Storage full or off (private mode): the order goes on; only the memory is lost.
  }
}

/** Keeps the customer's details for the next order (and a reload). */
export function saveRemembered(customer: RememberedCustomer): void {
  write({ remember: true, customer });
}

/** Forgets everything kept, and keeps only that the customer wants nothing kept. */
export function forgetRemembered(): void {
  write({ remember: false });
}
