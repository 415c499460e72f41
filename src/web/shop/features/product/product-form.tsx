import { useState } from "react";
import { type CartItem, cartLineKey } from "#shared/cart.ts";
import {
  type CatalogProduct,
  lineCapHint,
  type ProductSize,
  SIZE_LABELS,
} from "#shared/catalog.ts";
import { formatBRL } from "#shared/money.ts";
import { MAX_LINE_QUANTITY } from "#shared/order-terms.ts";
import { lineTotalCents } from "#shared/pricing.ts";
import { SOLD_OUT_AT_STORE_LABEL } from "#shared/store-stock.ts";
import { QuantityStepper } from "#web/components/ui/quantity-stepper.tsx";
import { toastOnNextPage } from "#web/lib/toast.ts";
import { useCartStore } from "#web/shop/features/cart/cart-store.ts";
import {
  availabilityAt,
  useLiveChosenStore,
} from "#web/shop/features/catalog/store-availability.ts";
import { useStorePicker } from "#web/shop/features/store-picker/store-picker-state.ts";
import { AddonOptions, SizeOptions } from "./product-options.tsx";

/** Default size: the product's first variation, else "medio". */
function defaultSize(product: CatalogProduct): ProductSize {
  return product.variations[0]?.size ?? "medio";
}

/** Where "Adicionar ao pedido" takes the customer. */
export const CART_PATH = "/carrinho";

/**
 * The product page's form: the chosen store's stock, size, add-ons, quantity, the line's total
 * and "Adicionar ao pedido", which adds to this browser's cart and opens the cart (a document
 * navigation: the toast that confirms it shows there). `maxPerLine`: the units a line of an
 * order may have (the catalogue's orderLimits): the stepper stops there, and adding never takes
 * the cart's line past it.
 */
export function ProductForm({
  product,
  maxPerLine = MAX_LINE_QUANTITY,
  addButtonClass,
  navigate = (path) => window.location.assign(path),
}: {
  product: CatalogProduct;
  maxPerLine?: number | undefined;
  /** "Adicionar ao pedido"'s classes, worked out by the server (no class helpers here). */
  addButtonClass: string;
  /** Opens a page (tests pass their own). */
  navigate?: (path: string) => void;
}) {
  const [size, setSize] = useState<ProductSize>(() => defaultSize(product));
  const [addonIds, setAddonIds] = useState<string[]>([]);
  const [chosenQuantity, setQuantity] = useState(1);
  // A cap lowered while the page is open (the catalogue read again) lowers the choice too.
  const quantity = Math.min(chosenQuantity, maxPerLine);
  const addItem = useCartStore((state) => state.addItem);
  const store = useLiveChosenStore();
  const availability = availabilityAt(product, store);
  const openPicker = useStorePicker((state) => state.setOpen);

  const sizeModifierCents =
    product.variations.find((variation) => variation.size === size)?.priceModifierCents ?? 0;
  const addons = product.addons.filter((addon) => addonIds.includes(addon.id));
  const totalCents = lineTotalCents({
    basePriceCents: product.basePriceCents,
    sizeModifierCents,
    addonPricesCents: addons.map((addon) => addon.priceCents),
    quantity,
  });

  const toggleAddon = (id: string) =>
    setAddonIds((ids) => (ids.includes(id) ? ids.filter((x) => x !== id) : [...ids, id]));

  const add = () => {
    if (availability !== "available") return;
    const item: CartItem = {
      productId: product.id,
      name: product.name,
      imageUrl: product.imageUrl,
      basePriceCents: product.basePriceCents,
      size,
      sizeModifierCents,
      addons,
      quantity,
    };
    // The cart's line may hold some already: it grows up to the cap, and the customer is told.
    const key = cartLineKey(item);
    const inCart =
      useCartStore.getState().items.find((line) => cartLineKey(line) === key)?.quantity ?? 0;
    const added = Math.min(quantity, Math.max(0, maxPerLine - inCart));
    if (added > 0) addItem({ ...item, quantity: added });
    const description = `${added}x ${product.name} (${SIZE_LABELS[size]})`;
    if (added === quantity) toastOnNextPage("success", "Adicionado ao carrinho!", { description });
    else {
      toastOnNextPage(
        "info",
        `${lineCapHint(maxPerLine)}: seu carrinho tem ${inCart + added}`,
        added > 0 ? { description: `Adicionado: ${description}` } : {},
      );
    }
    navigate(CART_PATH);
  };

  return (
    <div className="flex flex-col gap-5">
      {availability === "soldOutHere" && store && (
        <p
          className="rounded-xl border border-amber-300 bg-amber-50 p-3 text-amber-950 text-sm"
          role="status"
          data-testid="sold-out-here"
        >
          {SOLD_OUT_AT_STORE_LABEL}: {store.name} não tem este sabor agora.{" "}
          <button
            type="button"
            className="font-semibold underline"
            onClick={() => openPicker(true)}
          >
            Escolher outra loja
          </button>
        </p>
      )}
      <SizeOptions product={product} value={size} onChange={setSize} />
      <AddonOptions product={product} selected={addonIds} onToggle={toggleAddon} />
      <div className="flex items-center justify-between gap-4">
        <div>
          <span className="font-bold">Quantidade</span>
          {/* A live region from the start, so reaching the cap is read out. */}
          <p className="text-muted text-sm" role="status" data-testid="line-cap-hint">
            {quantity >= maxPerLine ? lineCapHint(maxPerLine) : null}
          </p>
        </div>
        <QuantityStepper
          value={quantity}
          onChange={setQuantity}
          min={1}
          max={maxPerLine}
          itemName={product.name}
        />
      </div>

      <div className="sticky bottom-0 -mx-4 flex items-center gap-4 border-brand-100 border-t bg-cream p-4 md:static md:mx-0 md:border-0 md:bg-transparent md:p-0">
        <p className="flex-1">
          <span className="block text-muted text-sm">Total</span>
          <span className="font-extrabold text-2xl" data-testid="product-total">
            {formatBRL(totalCents)}
          </span>
        </p>
        <button
          type="button"
          className={addButtonClass}
          onClick={add}
          disabled={availability !== "available"}
        >
          {availability === "soldOutHere"
            ? SOLD_OUT_AT_STORE_LABEL
            : availability === "soldOut"
              ? "Esgotado"
              : "Adicionar ao pedido"}
        </button>
      </div>
    </div>
  );
}
