import type { BaseSyntheticEvent } from "react";
import {
  type DefaultValues,
  type FieldValues,
  type Resolver,
  type UseFormReturn,
  useForm,
} from "react-hook-form";
import { toast } from "#web/lib/toast.ts";
import { showRefusal } from "./refusal-beside-fields.ts";

/** The toasts of a rules form: after a save, after going back to the defaults, on a failure. */
export interface RulesMessages {
  saved: string;
  restored: string;
  /** When the refusal has no message of its own (showRefusal). */
  failed: string;
}

/** A rules form (RulesForm) and how it saves. */
export interface RulesFormState<Input extends FieldValues, Rules> {
  form: UseFormReturn<Input, unknown, Rules>;
  /** Checks what was typed and saves it. */
  submit: (event?: BaseSyntheticEvent) => Promise<void>;
  /** Saves the defaults ("Voltar aos padrões"). */
  restore: () => void;
  saving: boolean;
}

/**
 * The form of rules HQ saves whole (Clube, Encomendas, Limites): checked by `resolver`, saved
 * by `mutation` as one set, a toast after the save, and the server's refusal of a field shown
 * beside it (`fields`: the ones the form has). Awaiting mutateAsync matters: the card remounts
 * the form with the saved rules as soon as they arrive (RulesCard).
 */
export function useRulesForm<Input extends FieldValues, Rules>({
  resolver,
  values,
  defaults,
  mutation,
  fields,
  messages,
}: {
  resolver: Resolver<Input, unknown, Rules>;
  /** The saved rules as the form shows them. */
  values: DefaultValues<Input>;
  defaults: Rules;
  mutation: { mutateAsync(rules: Rules): Promise<unknown>; isPending: boolean };
  fields: ReadonlySet<string>;
  messages: RulesMessages;
}): RulesFormState<Input, Rules> {
  const form = useForm<Input, unknown, Rules>({ resolver, defaultValues: values });

  const save = async (rules: Rules, success: string) => {
    try {
      await mutation.mutateAsync(rules);
      toast.success(success);
    } catch (error) {
      showRefusal(form, error, fields, messages.failed);
    }
  };

  return {
    form,
    submit: form.handleSubmit((rules) => save(rules, messages.saved)),
    restore: () => void save(defaults, messages.restored),
    saving: mutation.isPending,
  };
}
