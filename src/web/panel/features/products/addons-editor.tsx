import { Plus, Trash2 } from "lucide-react";
import { Controller, type UseFormReturn, useFieldArray } from "react-hook-form";
import {
  ADDON_NAME_MAX,
  MAX_ADDONS,
  type ProductData,
  type ProductInput,
} from "#shared/admin-products.ts";
import { Button } from "#web/components/ui/button.tsx";
import { FormField } from "#web/components/ui/form-field.tsx";
import { MoneyInput } from "./money-input.tsx";

type ProductForm = UseFormReturn<ProductInput, unknown, ProductData>;

/** The optional extras customers can tick on the product page, each with its price. */
export function AddonsEditor({ form }: { form: ProductForm }) {
  // keyName: the add-ons' own `id` must survive; React keys go in `key`.
  const { fields, append, remove } = useFieldArray({
    control: form.control,
    name: "addons",
    keyName: "key",
  });
  const errors = form.formState.errors.addons;

  return (
    <fieldset className="flex flex-col gap-3">
      <legend className="mb-1 font-bold">Adicionais</legend>
      {fields.length === 0 && <p className="text-muted text-sm">Nenhum adicional.</p>}
      {errors?.root?.message && (
        <p className="font-semibold text-red-700 text-sm">{errors.root.message}</p>
      )}
      {errors?.message && <p className="font-semibold text-red-700 text-sm">{errors.message}</p>}
      <ul className="flex flex-col gap-3">
        {fields.map((field, index) => {
          const number = index + 1;
          return (
            <li
              key={field.key}
              className="grid grid-cols-[1fr_auto] items-start gap-2 rounded-xl border border-brand-100 p-3 sm:grid-cols-[1fr_8rem_auto]"
            >
              <div className="col-span-2 sm:col-span-1">
                <FormField
                  label={
                    <>
                      Nome<span className="sr-only"> do adicional {number}</span>
                    </>
                  }
                  error={errors?.[index]?.name?.message}
                  {...form.register(`addons.${index}.name`)}
                  maxLength={ADDON_NAME_MAX}
                />
              </div>
              <Controller
                control={form.control}
                name={`addons.${index}.priceCents`}
                render={({ field: price, fieldState }) => (
                  <FormField
                    label={
                      <>
                        Preço<span className="sr-only"> do adicional {number}</span>
                      </>
                    }
                    error={fieldState.error?.message}
                  >
                    {(control) => (
                      <MoneyInput
                        {...control}
                        ref={price.ref}
                        name={price.name}
                        onBlur={price.onBlur}
                        value={price.value}
                        onChange={price.onChange}
                      />
                    )}
                  </FormField>
                )}
              />
              <Button
                type="button"
                variant="ghost"
                size="icon"
                className="mt-6 text-red-700!"
                onClick={() => remove(index)}
                aria-label={`Remover adicional ${number}`}
              >
                <Trash2 aria-hidden="true" />
              </Button>
            </li>
          );
        })}
      </ul>
      <Button
        type="button"
        variant="outline"
        size="sm"
        className="self-start"
        disabled={fields.length >= MAX_ADDONS}
        onClick={() => append({ name: "", priceCents: 0 })}
      >
        <Plus aria-hidden="true" />
        Novo adicional
      </Button>
    </fieldset>
  );
}
