import { type CatalogProduct, type ProductSize, SIZE_LABELS } from "#shared/catalog.ts";
import { formatBRL } from "#shared/money.ts";
import { cn } from "#web/lib/utils.ts";

const optionClass =
  "flex cursor-pointer items-center gap-3 rounded-xl border border-brand-100 bg-white p-3 has-[:checked]:border-brand-600 has-[:checked]:bg-brand-50";

export function SizeOptions({
  product,
  value,
  onChange,
}: {
  product: CatalogProduct;
  value: ProductSize;
  onChange(size: ProductSize): void;
}) {
  if (product.variations.length === 0) return null;
  return (
    <fieldset className="flex flex-col gap-2">
      <legend className="mb-2 font-bold">Tamanho</legend>
      {product.variations.map((variation) => (
        <label key={variation.size} className={optionClass}>
          <input
            type="radio"
            name="size"
            value={variation.size}
            checked={value === variation.size}
            onChange={() => onChange(variation.size)}
            className="size-4 accent-brand-600"
          />
          <span className="flex-1 font-semibold">{SIZE_LABELS[variation.size]}</span>
          {variation.priceModifierCents !== 0 && (
            <span className="text-muted text-sm">
              {variation.priceModifierCents > 0 ? "+ " : "- "}
              {formatBRL(Math.abs(variation.priceModifierCents))}
            </span>
          )}
        </label>
      ))}
    </fieldset>
  );
}

export function AddonOptions({
  product,
  selected,
  onToggle,
}: {
  product: CatalogProduct;
  selected: readonly string[];
  onToggle(addonId: string): void;
}) {
  if (product.addons.length === 0) return null;
  return (
    <fieldset className="flex flex-col gap-2">
      <legend className="mb-2 font-bold">Adicionais (opcional)</legend>
      {product.addons.map((addon) => (
        <label key={addon.id} className={cn(optionClass)}>
          <input
            type="checkbox"
            checked={selected.includes(addon.id)}
            onChange={() => onToggle(addon.id)}
            className="size-4 accent-brand-600"
          />
          <span className="flex-1 font-semibold">{addon.name}</span>
          <span className="text-muted text-sm">+ {formatBRL(addon.priceCents)}</span>
        </label>
      ))}
    </fieldset>
  );
}
