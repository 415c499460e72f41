import { Trash2 } from "lucide-react";
import { type CartItem, cartLineKey, cartLineTotalCents } from "#shared/cart.ts";
import { lineCapHint, SIZE_LABELS } from "#shared/catalog.ts";
import { formatBRL } from "#shared/money.ts";
import { MAX_LINE_QUANTITY } from "#shared/order-terms.ts";
import { SOLD_OUT_AT_STORE_LABEL } from "#shared/store-stock.ts";
import { BoxMix } from "#web/components/box-mix.tsx";
import { QuantityStepper } from "#web/components/ui/quantity-stepper.tsx";
import { useCartStore } from "./cart-store.ts";

/**
 * `soldOutHere`: the chosen store cannot sell this flavour now. `maxQuantity`: the units a line
 * may have (the catalogue's orderLimits): the stepper stops there, and a line over it (the cap
 * lowered since it was added) says so.
 */
export function CartLine({
  item,
  soldOutHere = false,
  maxQuantity = MAX_LINE_QUANTITY,
}: {
  item: CartItem;
  soldOutHere?: boolean;
  maxQuantity?: number | undefined;
}) {
  const setQuantity = useCartStore((state) => state.setQuantity);
  const key = cartLineKey(item);
  const over = item.quantity > maxQuantity;
  return (
    <li className="flex gap-3 rounded-2xl bg-white p-3 shadow-sm" data-testid="cart-line">
      <img
        src={item.imageUrl}
        alt=""
        width={80}
        height={80}
        className="size-20 shrink-0 rounded-xl bg-ice-50"
      />
      <div className="flex min-w-0 flex-1 flex-col gap-1">
        <div className="flex items-start justify-between gap-2">
          <div className="min-w-0">
            <h2 className="font-bold leading-snug">{item.name}</h2>
            {soldOutHere && (
              <p className="mt-0.5 inline-block rounded-full bg-amber-100 px-2 py-0.5 font-semibold text-amber-950 text-xs">
                {SOLD_OUT_AT_STORE_LABEL}
              </p>
            )}
            {item.boxParts ? (
              <BoxMix parts={item.boxParts} />
            ) : (
              <p className="text-muted text-sm">Tamanho: {SIZE_LABELS[item.size]}</p>
            )}
            {item.addons.length > 0 && (
              <p className="text-muted text-sm">
                Adicionais: {item.addons.map((addon) => addon.name).join(", ")}
              </p>
            )}
          </div>
          <button
            type="button"
            onClick={() => setQuantity(key, 0)}
            className="grid size-10 shrink-0 place-items-center rounded-full text-muted hover:bg-brand-50 hover:text-brand-700"
            aria-label={`Remover ${item.name}`}
          >
            <Trash2 className="size-5" aria-hidden="true" />
          </button>
        </div>
        <div className="mt-auto flex items-center justify-between gap-2">
          <QuantityStepper
            value={item.quantity}
            min={0}
            max={maxQuantity}
            onChange={(quantity) => setQuantity(key, quantity)}
            itemName={item.name}
          />
          {/* Not counted in the subtotal while the store cannot sell it: struck through. */}
          <span
            className={soldOutHere ? "text-muted line-through" : "font-bold"}
            data-testid="line-total"
          >
            {formatBRL(cartLineTotalCents(item))}
          </span>
        </div>
        {/* A live region from the start, so reaching the cap is read out. */}
        <p
          className={over ? "font-semibold text-amber-900 text-sm" : "text-muted text-sm"}
          role="status"
          data-testid="line-cap-hint"
        >
          {item.quantity >= maxQuantity ? lineCapHint(maxQuantity) : null}
        </p>
      </div>
    </li>
  );
}
