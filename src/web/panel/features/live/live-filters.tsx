import { useId } from "react";
import { Select } from "#web/components/ui/select.tsx";

/** The state filter and "only what needs attention", as the address keeps them. */
export function LiveFilters({
  states,
  state,
  onStateChange,
  attentionOnly,
  onAttentionOnlyChange,
}: {
  states: readonly string[];
  state: string;
  onStateChange(state: string): void;
  attentionOnly: boolean;
  onAttentionOnlyChange(on: boolean): void;
}) {
  const stateId = useId();
  const attentionId = useId();
  return (
    <div className="flex flex-wrap items-end gap-x-6 gap-y-2 rounded-2xl bg-white px-4 py-3 shadow-sm">
      <div className="flex items-center gap-2">
        <label htmlFor={stateId} className="font-semibold text-sm">
          Estado
        </label>
        <Select
          id={stateId}
          value={state}
          onChange={(event) => onStateChange(event.target.value)}
          className="w-auto! min-w-44"
        >
          <option value="">Todos os estados</option>
          {states.map((uf) => (
            <option key={uf} value={uf}>
              {uf}
            </option>
          ))}
        </Select>
      </div>
      <div className="flex h-11 items-center gap-2">
        <input
          id={attentionId}
          type="checkbox"
          checked={attentionOnly}
          onChange={(event) => onAttentionOnlyChange(event.target.checked)}
          className="size-5 accent-brand-600"
        />
        <label htmlFor={attentionId} className="font-semibold text-sm">
          Só lojas com pedidos aguardando
        </label>
      </div>
    </div>
  );
}
