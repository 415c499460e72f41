import { useEffect } from "react";
import { Controller, type UseFormReturn } from "react-hook-form";
import type { ProductData, ProductInput } from "#shared/admin-products.ts";
import {
  BOX_LEAD_HOURS_RANGE,
  BOX_SIZE_RANGE,
  DEFAULT_BOX_LEAD_HOURS,
  type ProductKind,
} from "#shared/party-boxes.ts";
import { FormField } from "#web/components/ui/form-field.tsx";
import { useAdminProducts } from "./api.ts";

type ProductForm = UseFormReturn<ProductInput, unknown, ProductData>;

export const NEW_BOX = { size: 20, leadHours: DEFAULT_BOX_LEAD_HOURS, flavourIds: [] };

const KIND_LABELS: Record<ProductKind, string> = {
  flavour: "Picolé (sabor)",
  box: "Caixa de festa",
};

/**
 * Sabor or caixa de festa. A box has no sizes nor add-ons (its price is the box's): switching
 * to it clears them, switching back gives the default size again.
 */
export function KindChoice({ form }: { form: ProductForm }) {
  return (
    <Controller
      control={form.control}
      name="kind"
      render={({ field }) => (
        <fieldset className="flex flex-col gap-2" data-testid="product-kind">
          <legend className="mb-1 font-bold">Tipo</legend>
          <div className="flex flex-wrap gap-2">
            {(["flavour", "box"] as const).map((kind) => (
              <label
                key={kind}
                className="flex h-11 cursor-pointer items-center gap-2 rounded-full border border-brand-200 px-4 font-semibold text-sm has-checked:border-brand-600 has-checked:bg-brand-50"
              >
                <input
                  type="radio"
                  name={field.name}
                  value={kind}
                  checked={(field.value ?? "flavour") === kind}
                  className="size-4 accent-brand-600"
                  onChange={() => {
                    field.onChange(kind);
                    if (kind === "box") {
                      form.setValue("variations", []);
                      form.setValue("addons", []);
                      form.setValue("box", form.getValues("box") ?? { ...NEW_BOX });
                    } else {
                      form.setValue("variations", [{ size: "medio", priceModifierCents: 0 }]);
                      form.setValue("box", null);
                    }
                  }}
                />
                {KIND_LABELS[kind]}
              </label>
            ))}
          </div>
        </fieldset>
      )}
    />
  );
}

/**
 * A box's rules: how many picolés, the hours ahead it must be ordered, and which flavours (the
 * chain's active ones, never another box) may go in it.
 */
export function BoxFields({ form, productId }: { form: ProductForm; productId: string | null }) {
  const { data: products, isPending } = useAdminProducts();
  const errors = form.formState.errors.box;
  const flavours = (products ?? []).filter(
    (product) => product.kind === "flavour" && product.isActive && product.id !== productId,
  );
  const chosen = form.watch("box.flavourIds") ?? [];
  const setChosen = (ids: string[]) =>
    form.setValue("box.flavourIds", ids, { shouldValidate: form.formState.isSubmitted });

  // A flavour since switched off or deleted cannot be ticked off here, and the server takes
  // active flavours only: it leaves the box when the list arrives.
  const offerable = products ? flavours.map((flavour) => flavour.id).join() : null;
  useEffect(() => {
    if (offerable === null) return;
    const ids = new Set(offerable.split(","));
    const current = form.getValues("box.flavourIds") ?? [];
    const kept = current.filter((id) => ids.has(id));
    if (kept.length !== current.length) form.setValue("box.flavourIds", kept);
  }, [offerable, form]);

  return (
    <fieldset className="flex flex-col gap-4" data-testid="box-fields">
      <legend className="mb-1 font-bold">Caixa de festa</legend>
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField
          label="Picolés na caixa"
          hint={`De ${BOX_SIZE_RANGE.min} a ${BOX_SIZE_RANGE.max}: o cliente completa a caixa com os sabores.`}
          error={errors?.size?.message}
          type="number"
          inputMode="numeric"
          min={BOX_SIZE_RANGE.min}
          max={BOX_SIZE_RANGE.max}
          step={1}
          data-testid="box-size"
          {...form.register("box.size", { valueAsNumber: true })}
        />
        <FormField
          label="Antecedência (horas)"
          hint={`O pedido é feito com pelo menos estas horas antes do horário. De ${BOX_LEAD_HOURS_RANGE.min} a ${BOX_LEAD_HOURS_RANGE.max}. Padrão: ${DEFAULT_BOX_LEAD_HOURS}.`}
          error={errors?.leadHours?.message}
          type="number"
          inputMode="numeric"
          min={BOX_LEAD_HOURS_RANGE.min}
          max={BOX_LEAD_HOURS_RANGE.max}
          step={1}
          data-testid="box-lead-hours"
          {...form.register("box.leadHours", { valueAsNumber: true })}
        />
      </div>
      <fieldset className="flex flex-col gap-2" data-testid="box-flavours">
        <legend className="mb-1 font-semibold text-sm">
          Sabores que podem entrar ({chosen.length} de {flavours.length})
        </legend>
        <div className="flex flex-wrap gap-2">
          <button
            type="button"
            className="h-9 rounded-full border border-brand-200 px-3 font-semibold text-sm"
            onClick={() => setChosen(flavours.map((flavour) => flavour.id))}
          >
            Todos
          </button>
          <button
            type="button"
            className="h-9 rounded-full border border-brand-200 px-3 font-semibold text-sm"
            onClick={() => setChosen([])}
          >
            Nenhum
          </button>
        </div>
        {isPending && <p role="status">Carregando sabores...</p>}
        <div className="grid max-h-56 grid-cols-1 gap-x-4 gap-y-1 overflow-y-auto rounded-xl border border-brand-100 p-2 sm:grid-cols-2">
          {flavours.map((flavour) => (
            <label key={flavour.id} className="flex min-h-9 items-center gap-2 text-sm">
              <input
                type="checkbox"
                className="size-4 accent-brand-600"
                checked={chosen.includes(flavour.id)}
                onChange={(event) =>
                  setChosen(
                    event.target.checked
                      ? [...chosen, flavour.id]
                      : chosen.filter((id) => id !== flavour.id),
                  )
                }
              />
              {flavour.name}
            </label>
          ))}
        </div>
        {(errors?.flavourIds?.message ?? errors?.message) && (
          <p role="alert" className="font-semibold text-red-700 text-sm">
            {errors?.flavourIds?.message ?? errors?.message}
          </p>
        )}
      </fieldset>
    </fieldset>
  );
}
