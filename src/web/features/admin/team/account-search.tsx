import { Search } from "lucide-react";
import { useDeferredValue, useId, useState } from "react";
import type { TeamAccount } from "#shared/staff-team-schemas.ts";
import { Input } from "#web/components/ui/input.tsx";
import { Label } from "#web/components/ui/label.tsx";
import { cn } from "#web/lib/utils.ts";
import { useAccountSearch } from "./api.ts";

/**
 * Finds an existing account by its e-mail (the whole address or its start): the server answers
 * a few accounts, name and e-mail only. Nobody is created here: the person signs up at /login.
 */
export function AccountSearch({
  chosen,
  onChoose,
}: {
  chosen: TeamAccount | null;
  onChoose(account: TeamAccount | null): void;
}) {
  const inputId = useId();
  const hintId = useId();
  const [email, setEmail] = useState("");
  const typed = useDeferredValue(email);
  const { data: accounts, isFetching, isError } = useAccountSearch(typed);
  const searching = typed.trim() !== "";

  return (
    <div className="flex flex-col gap-2">
      <Label htmlFor={inputId}>E-mail da conta</Label>
      <div className="relative">
        <Search
          className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted"
          aria-hidden="true"
        />
        <Input
          id={inputId}
          type="search"
          inputMode="email"
          autoComplete="off"
          value={email}
          onChange={(event) => {
            setEmail(event.target.value);
            onChoose(null);
          }}
          placeholder="nome@exemplo.com"
          className="pl-9"
          aria-describedby={hintId}
        />
      </div>
      <p id={hintId} className="text-muted text-xs">
        Digite o e-mail ou o começo dele. A pessoa precisa já ter criado a conta em /login.
      </p>
      {searching && isError && (
        <p role="alert" className="text-red-700 text-sm">
          Não foi possível buscar as contas.
        </p>
      )}
      {searching && accounts?.length === 0 && !isFetching && (
        <p className="rounded-xl bg-brand-50 p-3 text-sm" role="status">
          Nenhuma conta com esse e-mail. Peça para a pessoa criar a conta em /login e busque de
          novo.
        </p>
      )}
      {searching && accounts && accounts.length > 0 && (
        <ul className="flex flex-col gap-1" aria-label="Contas encontradas">
          {accounts.map((account) => {
            const selected = chosen?.id === account.id;
            return (
              <li key={account.id}>
                <button
                  type="button"
                  onClick={() => onChoose(account)}
                  aria-pressed={selected}
                  className={cn(
                    "flex w-full flex-col rounded-xl border px-3 py-2 text-left",
                    selected
                      ? "border-brand-600 bg-brand-50 ring-2 ring-brand-600"
                      : "border-brand-100 hover:bg-brand-50",
                  )}
                >
                  <span className="font-semibold">{account.name}</span>
                  <span className="break-all text-muted text-sm">{account.email}</span>
                </button>
              </li>
            );
          })}
        </ul>
      )}
    </div>
  );
}
