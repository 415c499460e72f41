import { useQuery } from "@tanstack/react-query";
import { useStaffSession } from "#web/panel/features/staff-session-context.ts";
import { StoreSelect } from "#web/panel/features/ui/store-select.tsx";
import { adminStoreQueries } from "./api.ts";

/**
 * Which stores a screen's figures count: HQ chooses the whole chain or one of the 138 stores
 * (grouped by state), staff of several stores all of theirs or one; staff of one store have
 * nothing to choose (the page names their store).
 */
export function StoreScopeSelect({
  value,
  onChange,
}: {
  value: string;
  onChange(storeId: string): void;
}) {
  const { access } = useStaffSession();
  // HQ's choice is every store, off the site too (their past sales still count).
  const { data: chain } = useQuery({ ...adminStoreQueries.search(""), enabled: access.hq });
  if (!access.hq && access.stores.length <= 1) return null;
  return (
    <StoreSelect
      stores={access.hq ? (chain ?? []) : access.stores}
      value={value}
      onChange={onChange}
      allLabel={access.hq ? "Toda a rede" : "Todas as minhas lojas"}
      groupByState={access.hq}
      // While the chain's list loads, the store in the address keeps its place.
      keepUnlisted={access.hq}
      selectClassName="min-w-0 sm:w-96"
    />
  );
}
