import { CalendarClock } from "lucide-react";
import type { ReactNode } from "react";
import { type CatalogProduct, fromPriceCents } from "#shared/catalog.ts";
import { formatBRL } from "#shared/money.ts";
import { boxLeadText } from "#web/shop/features/party-box/box-lead-time.ts";

/**
 * A flavour's page: its image and texts are plain HTML; `form` goes below them (the page gives
 * the product-form island: sizes, add-ons, quantity, "Adicionar ao pedido"; for a party box, the
 * box-builder island). A box says its one price and that it is an encomenda.
 */
export function ProductDetail({ product, form }: { product: CatalogProduct; form?: ReactNode }) {
  return (
    <article className="grid gap-6 md:grid-cols-2 md:gap-10">
      <div className="rounded-3xl bg-ice-50 p-2 md:p-4">
        <img
          src={product.imageUrl}
          alt={product.name}
          width={product.imageWidth}
          height={product.imageHeight}
          fetchPriority="high"
          className="mx-auto aspect-square h-auto w-full max-w-56 object-contain md:max-w-sm"
        />
      </div>
      <div className="flex flex-col gap-5">
        <div>
          <p className="font-semibold text-brand-700 text-sm">{product.category}</p>
          <h1 className="mt-1 font-extrabold text-3xl">{product.name}</h1>
          <p className="mt-2 text-muted">{product.description}</p>
          {product.box ? (
            <>
              <p className="mt-3 font-bold text-brand-700 text-xl">
                {formatBRL(product.basePriceCents)}
                <span className="font-semibold text-muted text-sm">
                  {" "}
                  · {product.box.size} picolés
                </span>
              </p>
              <p
                className="mt-3 flex items-start gap-2 rounded-xl bg-brand-50 p-3 font-semibold text-brand-800 text-sm"
                data-testid="box-lead-time"
              >
                <CalendarClock className="size-5 shrink-0" aria-hidden="true" />
                {boxLeadText(product.box.leadHours)}
              </p>
            </>
          ) : (
            <p className="mt-3 font-bold text-brand-700 text-xl">
              A partir de {formatBRL(fromPriceCents(product))}
            </p>
          )}
        </div>
        {form}
      </div>
    </article>
  );
}
