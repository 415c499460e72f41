import { useState } from "react";
import { type CartItem, cartLineKey } from "#shared/cart.ts";
import { type CatalogProduct, lineCapHint } from "#shared/catalog.ts";
import { formatBRL } from "#shared/money.ts";
import { MAX_LINE_QUANTITY } from "#shared/order-terms.ts";
import { boxFilled, boxMixText, boxProgressText } from "#shared/party-boxes.ts";
import { SOLD_OUT_AT_STORE_LABEL } from "#shared/store-stock.ts";
import { toastOnNextPage } from "#web/lib/toast.ts";
import { cn } from "#web/lib/utils.ts";
import { useCartStore } from "#web/shop/features/cart/cart-store.ts";
import {
  availabilityAt,
  useLiveChosenStore,
} from "#web/shop/features/catalog/store-availability.ts";
import { type BoxCounts, boxFlavours, boxPartsFrom, withCount } from "./box-choices.ts";
import { FlavourCount } from "./flavour-count.tsx";

const CART_PATH = "/carrinho";

/**
 * A party box's page form: every flavour the box allows with a count (the chosen store's sold
 * out ones shown as such, and left out of the box), the running "faltam 12 de 50" in a bar that
 * stays in view, and "Adicionar ao carrinho" once every place is taken: the box's price, one
 * line per mix. The server checks the mix again when the order is placed.
 */
export function BoxBuilder({
  product,
  products,
  maxPerLine = MAX_LINE_QUANTITY,
  addButtonClass,
  navigate = (path) => window.location.assign(path),
}: {
  product: CatalogProduct;
  /** The catalogue's products, where the box's flavours are found. */
  products: readonly CatalogProduct[];
  maxPerLine?: number | undefined;
  /** "Adicionar ao carrinho"'s classes, worked out by the server (no class helpers here). */
  addButtonClass: string;
  /** Opens a page (tests pass their own). */
  navigate?: (path: string) => void;
}) {
  const [counts, setCounts] = useState<BoxCounts>({});
  const addItem = useCartStore((state) => state.addItem);
  const store = useLiveChosenStore();
  const size = product.box?.size ?? 0;
  const flavours = boxFlavours(product, products);
  const sellable = flavours.filter((flavour) => availabilityAt(flavour, store) === "available");
  // A flavour sold out since it was counted (the store changed) leaves the box.
  const parts = boxPartsFrom(sellable, counts);
  const filled = boxFilled(parts);
  const room = size - filled;
  const full = size > 0 && room === 0;

  const add = () => {
    if (!full) return;
    const item: CartItem = {
      productId: product.id,
      name: product.name,
      imageUrl: product.imageUrl,
      basePriceCents: product.basePriceCents,
      size: "medio",
      sizeModifierCents: 0,
      addons: [],
      quantity: 1,
      boxParts: parts,
    };
    const key = cartLineKey(item);
    const inCart =
      useCartStore.getState().items.find((line) => cartLineKey(line) === key)?.quantity ?? 0;
    if (inCart >= maxPerLine) {
      toastOnNextPage("info", `${lineCapHint(maxPerLine)}: seu carrinho tem ${inCart}`);
    } else {
      addItem(item);
      toastOnNextPage("success", "Adicionado ao carrinho!", {
        description: `${product.name}: ${boxMixText(parts)}`,
      });
    }
    navigate(CART_PATH);
  };

  return (
    <div className="flex flex-col gap-4">
      <fieldset>
        <legend className="mb-2 font-bold">Escolha {size} picolés</legend>
        <ul className="flex flex-col gap-2" data-testid="box-flavours">
          {flavours.map((flavour) => {
            const availability = availabilityAt(flavour, store);
            const soldOut = availability !== "available";
            const count = soldOut ? 0 : (counts[flavour.id] ?? 0);
            return (
              <li
                key={flavour.id}
                className={cn(
                  "flex items-center gap-3 rounded-2xl border-2 bg-white p-2 shadow-sm",
                  count > 0 ? "border-brand-600" : "border-transparent",
                )}
                data-testid="box-flavour"
                data-product-id={flavour.id}
              >
                <img
                  src={flavour.imageUrl}
                  alt=""
                  width={48}
                  height={48}
                  loading="lazy"
                  className="size-12 shrink-0 rounded-xl bg-ice-50 object-contain"
                />
                <div className="min-w-0 flex-1">
                  <p className="font-semibold leading-snug">{flavour.name}</p>
                  {soldOut && (
                    <p className="mt-0.5 inline-block rounded-full bg-amber-100 px-2 py-0.5 font-semibold text-amber-950 text-xs">
                      {availability === "soldOutHere" ? SOLD_OUT_AT_STORE_LABEL : "Esgotado"}
                    </p>
                  )}
                </div>
                <FlavourCount
                  name={flavour.name}
                  value={count}
                  max={count + room}
                  disabled={soldOut}
                  onChange={(wanted) =>
                    setCounts((current) => withCount(current, flavour.id, wanted, room))
                  }
                />
              </li>
            );
          })}
        </ul>
      </fieldset>

      <div
        className="sticky bottom-0 -mx-4 flex flex-col gap-2 border-brand-100 border-t bg-cream px-4 pt-3 pb-4 md:mx-0 md:rounded-2xl md:border"
        data-testid="box-bar"
      >
        {/* data-keep-clear: the floating contact button stays off the count and the price. */}
        <div className="flex items-baseline justify-between gap-3" data-keep-clear>
          {/* A live region from the start, so each count is read out as it changes. */}
          <p className="font-bold text-lg" role="status" data-testid="box-progress">
            {boxProgressText(size, parts)}
          </p>
          <p className="font-extrabold text-xl" data-testid="product-total">
            <span className="sr-only">Total: </span>
            {formatBRL(product.basePriceCents)}
          </p>
        </div>
        <div className="h-2 overflow-hidden rounded-full bg-brand-100" aria-hidden="true">
          <div
            className="h-full rounded-full bg-brand-600 transition-[width]"
            style={{ width: `${size > 0 ? (filled / size) * 100 : 0}%` }}
          />
        </div>
        <button
          type="button"
          className={`${addButtonClass} mt-1 w-full`}
          onClick={add}
          disabled={!full}
        >
          Adicionar ao carrinho
        </button>
      </div>
    </div>
  );
}
