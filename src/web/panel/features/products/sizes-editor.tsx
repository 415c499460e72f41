import {
  PRODUCT_SIZES,
  type ProductSize,
  type ProductVariation,
  SIZE_LABELS,
} from "#shared/catalog.ts";
import { FormField } from "#web/components/ui/form-field.tsx";
import { MoneyInput } from "./money-input.tsx";

type VariationErrors = ({ priceModifierCents?: { message?: string } } | undefined)[] | undefined;

/**
 * One row per size: ticked, the shop offers it, at the base price plus its adjustment
 * (negative for a discount). None ticked: the shop sells the one default size.
 */
export function SizesEditor({
  value,
  onChange,
  errors,
}: {
  value: ProductVariation[];
  onChange(variations: ProductVariation[]): void;
  errors: VariationErrors;
}) {
  const indexOf = (size: ProductSize) => value.findIndex((v) => v.size === size);
  const toggle = (size: ProductSize, on: boolean) =>
    onChange(
      on
        ? PRODUCT_SIZES.flatMap((s) =>
            s === size ? [{ size, priceModifierCents: 0 }] : value.filter((v) => v.size === s),
          )
        : value.filter((v) => v.size !== size),
    );
  const setModifier = (size: ProductSize, cents: number) =>
    onChange(value.map((v) => (v.size === size ? { ...v, priceModifierCents: cents } : v)));

  return (
    <fieldset className="flex flex-col gap-3">
      <legend className="mb-1 font-bold">Tamanhos</legend>
      <p className="text-muted text-sm">
        Marque os tamanhos vendidos. O ajuste soma ao preço (use - para desconto). Sem nenhum
        marcado, o picolé é vendido em tamanho único.
      </p>
      {PRODUCT_SIZES.map((size) => {
        const index = indexOf(size);
        const variation = value[index];
        return (
          <div
            key={size}
            className="grid grid-cols-[8rem_1fr] items-end gap-3 rounded-xl border border-brand-100 p-3"
          >
            <label className="flex h-11 items-center gap-2 font-semibold">
              <input
                type="checkbox"
                checked={variation !== undefined}
                onChange={(event) => toggle(size, event.target.checked)}
                className="size-4 accent-brand-600"
              />
              {SIZE_LABELS[size]}
            </label>
            {variation ? (
              <FormField
                label={
                  <>
                    Ajuste no preço<span className="sr-only"> do tamanho {SIZE_LABELS[size]}</span>
                  </>
                }
                error={errors?.[index]?.priceModifierCents?.message}
              >
                {(control) => (
                  <MoneyInput
                    {...control}
                    // A size may cost less ("-1,50"): a phone's decimal keypad has no minus key.
                    inputMode="text"
                    value={variation.priceModifierCents}
                    onChange={(cents) => setModifier(size, cents)}
                  />
                )}
              </FormField>
            ) : (
              <p className="pb-3 text-muted text-sm">Não vendido</p>
            )}
          </div>
        );
      })}
    </fieldset>
  );
}
