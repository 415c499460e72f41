import { zodResolver } from "@hookform/resolvers/zod";
import type { ReactNode } from "react";
import { Controller, useForm } from "react-hook-form";
import {
  PRODUCT_CATEGORY_MAX,
  PRODUCT_DESCRIPTION_MAX,
  PRODUCT_NAME_MAX,
  type ProductData,
  type ProductInput,
  productInputSchema,
} from "#shared/admin-products.ts";
import { DEFAULT_CATEGORY } from "#shared/catalog.ts";
import { Button } from "#web/components/ui/button.tsx";
import { FormField } from "#web/components/ui/form-field.tsx";
import { ApiRequestError } from "#web/lib/api-client.ts";
import { toast } from "#web/lib/toast.ts";
import { AddonsEditor } from "./addons-editor.tsx";
import { BoxFields, KindChoice } from "./box-fields.tsx";
import { ImageField } from "./image-field.tsx";
import { MoneyInput } from "./money-input.tsx";
import { SizesEditor } from "./sizes-editor.tsx";

export const NEW_PRODUCT: ProductInput = {
  name: "",
  description: "",
  priceCents: 899,
  category: DEFAULT_CATEGORY,
  variations: [{ size: "medio", priceModifierCents: 0 }],
  addons: [],
  isActive: true,
  imageUrl: "",
  kind: "flavour",
  box: null,
};

const textareaClass =
  "min-h-24 w-full rounded-xl border border-ink/30 bg-white px-3 py-2 text-base aria-invalid:border-red-600";

/**
 * Create and edit share this form and the shared schema. The server's refusals (a stale
 * add-on, a missing upload) come back on the field they concern.
 */
export function ProductForm({
  defaultValues,
  submitLabel,
  onSubmit,
  onCancel,
  flavourExtra,
  productId = null,
}: {
  defaultValues: ProductInput;
  /** The product edited (a box may not hold itself), or null for a new one. */
  productId?: string | null;
  submitLabel: string;
  onSubmit(data: ProductData): Promise<void>;
  onCancel(): void;
  /**
   * More of the form below a flavour's own fields (a new picolé's initial stock). Not for a box:
   * its stock is its flavours'.
   */
  flavourExtra?: ReactNode;
}) {
  const form = useForm<ProductInput, unknown, ProductData>({
    resolver: zodResolver(productInputSchema),
    defaultValues,
  });
  const { errors, isSubmitting } = form.formState;
  const isBox = form.watch("kind") === "box";

  const submit = form.handleSubmit(async (data) => {
    try {
      await onSubmit(data);
    } catch (error) {
      // Shown by the form (it stays open with what was typed) and as a toast.
      const message = error instanceof ApiRequestError ? error.message : "Erro ao salvar picolé";
      form.setError("root", { message });
      toast.error(message);
    }
  });

  return (
    <form onSubmit={submit} noValidate className="flex min-h-0 flex-1 flex-col">
      <div className="flex min-h-0 flex-1 flex-col gap-5 overflow-y-auto px-1 pb-2">
        <FormField
          label="Nome"
          error={errors.name?.message}
          {...form.register("name")}
          maxLength={PRODUCT_NAME_MAX}
        />
        <FormField label="Descrição" error={errors.description?.message}>
          {(control) => (
            <textarea
              {...control}
              {...form.register("description")}
              maxLength={PRODUCT_DESCRIPTION_MAX}
              className={textareaClass}
            />
          )}
        </FormField>
        <div className="grid gap-4 sm:grid-cols-2">
          <Controller
            control={form.control}
            name="priceCents"
            render={({ field, fieldState }) => (
              <FormField label="Preço" error={fieldState.error?.message}>
                {(control) => (
                  <MoneyInput
                    {...control}
                    ref={field.ref}
                    name={field.name}
                    onBlur={field.onBlur}
                    value={field.value}
                    onChange={field.onChange}
                  />
                )}
              </FormField>
            )}
          />
          <FormField
            label="Categoria"
            error={errors.category?.message}
            {...form.register("category")}
            maxLength={PRODUCT_CATEGORY_MAX}
          />
        </div>
        <Controller
          control={form.control}
          name="imageUrl"
          render={({ field, fieldState }) => (
            <ImageField
              value={field.value}
              onChange={field.onChange}
              error={fieldState.error?.message}
              productName={form.watch("name")}
            />
          )}
        />
        <KindChoice form={form} />
        {isBox ? (
          <BoxFields form={form} productId={productId} />
        ) : (
          <>
            <Controller
              control={form.control}
              name="variations"
              render={({ field }) => (
                <SizesEditor
                  value={field.value}
                  onChange={field.onChange}
                  errors={errors.variations as Parameters<typeof SizesEditor>[0]["errors"]}
                />
              )}
            />
            <AddonsEditor form={form} />
          </>
        )}
        <label className="flex items-center gap-2 font-semibold">
          <input
            type="checkbox"
            {...form.register("isActive")}
            className="size-4 accent-brand-600"
          />
          Ativo na loja
        </label>
        {!isBox && flavourExtra}
      </div>
      {errors.root?.message && (
        <p role="alert" className="mt-3 font-semibold text-red-700 text-sm">
          {errors.root.message}
        </p>
      )}
      <div className="mt-4 flex flex-wrap justify-end gap-2 border-brand-100 border-t pt-4">
        <Button type="button" variant="ghost" onClick={onCancel}>
          Cancelar
        </Button>
        <Button type="submit" disabled={isSubmitting}>
          {isSubmitting ? "Salvando..." : submitLabel}
        </Button>
      </div>
    </form>
  );
}
