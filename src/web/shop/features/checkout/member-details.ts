import { useEffect } from "react";
import type { UseFormReturn } from "react-hook-form";
import { maskBrPhone } from "#shared/br-phone.ts";
import { api } from "#web/lib/api-client.ts";
import type { CheckoutValues } from "./checkout-values.ts";
import type { MemberWallet } from "./member-wallet.ts";

/**
 * A member's checkout on a device that remembers nothing of them fills itself: the name, phone
 * and address of their latest order (GET /api/orders/mine), else their club number. Only
 * fields still empty are filled: what this browser remembers, or the customer typed, wins.
 */
export function useMemberDetails(
  form: UseFormReturn<CheckoutValues, unknown, unknown>,
  wallet: MemberWallet | null,
): void {
  const phoneNumber = wallet?.phoneNumber;
  useEffect(() => {
    if (!phoneNumber) return;
    let live = true;
    const fillEmpty = (name: Parameters<typeof form.setValue>[0], value: string | null) => {
      if (value && !form.getValues(name)) form.setValue(name, value, { shouldDirty: true });
    };
    api("get", "/api/orders/mine").then(
      ({ orders }) => {
        if (!live) return;
        const latest = orders[0];
        fillEmpty("customer.name", latest?.customer.name ?? null);
        fillEmpty("customer.phone", latest?.customer.phone ?? maskBrPhone(phoneNumber));
        const delivery = latest?.delivery;
        if (delivery && !form.getValues("deliveryAddress.street")) {
          fillEmpty("deliveryAddress.cep", delivery.cep);
          fillEmpty("deliveryAddress.street", delivery.street);
          fillEmpty("deliveryAddress.number", delivery.number);
          fillEmpty("deliveryAddress.complement", delivery.complement);
        }
      },
      () => {},
    );
    return () => {
      live = false;
    };
  }, [form, phoneNumber]);
}
