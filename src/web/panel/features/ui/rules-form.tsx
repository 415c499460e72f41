import type { ReactNode } from "react";
import type { FieldValues } from "react-hook-form";
import { Button } from "#web/components/ui/button.tsx";
import type { RulesFormState } from "./use-rules-form.ts";

/**
 * The form of a rules card (useRulesForm): its fields, then "Salvar" and "Voltar aos padrões",
 * both off while a save is under way, the second also when the rules are the defaults already.
 */
export function RulesForm<Input extends FieldValues, Rules>({
  label,
  state: { submit, restore, saving },
  atDefaults,
  testId,
  children,
}: {
  /** The form's accessible name. */
  label: string;
  state: RulesFormState<Input, Rules>;
  atDefaults: boolean;
  testId?: string;
  children: ReactNode;
}) {
  return (
    <form
      onSubmit={submit}
      noValidate
      className="flex flex-col gap-4"
      aria-label={label}
      data-testid={testId}
    >
      {children}
      <div className="flex flex-wrap gap-2">
        <Button type="submit" disabled={saving}>
          Salvar
        </Button>
        <Button type="button" variant="outline" disabled={saving || atDefaults} onClick={restore}>
          Voltar aos padrões
        </Button>
      </div>
    </form>
  );
}
