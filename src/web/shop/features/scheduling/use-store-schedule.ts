import { useCallback, useEffect, useRef, useState } from "react";
import type { Schema } from "#web/lib/api-client.ts";
import { getStoreSchedule } from "./api.ts";

export type StoreSchedule = Schema<"StoreSchedule">;

export interface ScheduleCopy {
  /** The store's answer for this cart (the last good one while a new read is under way). */
  schedule: StoreSchedule | undefined;
  /** Why the last read failed, until one succeeds. */
  error: string | undefined;
  /** Reads it again (a refused slot: the days' room changed). */
  reload: () => void;
}

/**
 * The store's days and slots for this cart, read while `active` (the customer chose "Agendar",
 * or the cart holds a party box) and again when the store, the picolés or the notice change.
 */
export function useStoreSchedule(
  storeId: string | undefined,
  units: number,
  leadHours: number,
  active: boolean,
): ScheduleCopy {
  const key = active && storeId ? `${storeId}|${units}|${leadHours}` : "";
  const [state, setState] = useState<{ key: string; schedule?: StoreSchedule; error?: string }>({
    key: "",
  });
  const reads = useRef(0);

  const read = useCallback(async () => {
    if (!key || !storeId) return;
    const read = ++reads.current;
    try {
      const schedule = await getStoreSchedule(storeId, units, leadHours);
      if (read === reads.current) setState({ key, schedule });
    } catch (error) {
      if (read !== reads.current) return;
      const message = error instanceof Error ? error.message : "Não foi possível ler os horários";
      setState((current) => ({ ...current, key, error: message }));
    }
  }, [key, storeId, units, leadHours]);

  useEffect(() => {
    void read();
  }, [read]);

  const current = state.key === key ? state : undefined;
  return { schedule: current?.schedule, error: current?.error, reload: () => void read() };
}
