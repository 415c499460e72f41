import { useQueryClient } from "@tanstack/react-query";
import { useEffect, useRef, useState } from "react";
import { useForm } from "react-hook-form";
import { useNavigate } from "react-router";
import type { CartItem } from "#shared/cart.ts";
import { orderWhatsappText, whatsappLink } from "#shared/order-message.ts";
import type { DeliveryMethod, PaymentMethod } from "#shared/order-terms.ts";
import type { CouponView, CreateOrderInput } from "#shared/orders.ts";
import { DELIVERY_FEE_CENTS } from "#shared/pricing.ts";
import { STORE_CLOSED_MESSAGE } from "#shared/store-status.ts";
import { Button } from "#web/components/ui/button.tsx";
import { useCartStore } from "#web/features/cart/cart-store.ts";
import { catalogQueries, useCatalog } from "#web/features/catalog/api.ts";
import { ApiRequestError } from "#web/lib/api-client.ts";
import { toast } from "#web/lib/toast.ts";
import { useCreateOrder } from "./api.ts";
import {
  type CheckoutValues,
  CustomerFields,
  DeliveryFields,
  PaymentFields,
} from "./checkout-fields.tsx";
import { CheckoutSummary } from "./checkout-summary.tsx";
import { CouponField } from "./coupon-field.tsx";
import { StoreChoice } from "./store-choice.tsx";
import { useChosenStore } from "./use-chosen-store.ts";

/**
 * The order schema (and zod under it, ~25 KB gzipped) loads when the customer submits, not
 * with the page; the page asks for it once it has rendered, so a submit rarely waits.
 */
const loadOrderSchema = async () => (await import("#shared/orders.ts")).createOrderSchema;

function toInput(
  values: CheckoutValues,
  items: CartItem[],
  storeId: string,
  coupon: CouponView | null,
): CreateOrderInput {
  return {
    storeId,
    items: items.map((item) => ({
      productId: item.productId,
      size: item.size,
      addonIds: item.addons.map((addon) => addon.id),
      quantity: item.quantity,
    })),
    customer: {
      name: values.name,
      phone: values.phone,
      ...(values.cpf.trim() ? { cpf: values.cpf } : {}),
      ...(values.deliveryMethod === "delivery" ? { address: values.address } : {}),
    },
    deliveryMethod: values.deliveryMethod,
    paymentMethod: values.paymentMethod,
    ...(coupon ? { couponCode: coupon.code } : {}),
  };
}

export function CheckoutForm({ onPlaced }: { onPlaced(): void }) {
  const items = useCartStore((state) => state.items);
  const { store, isClosed } = useChosenStore();
  const orderPlaced = useCartStore((state) => state.orderPlaced);
  const catalog = useCatalog().data;
  const ordersWhatsapp = catalog?.site.ordersWhatsapp;
  // Staff set the fee; until the catalogue arrives the shop's default stands in. The server
  // charges its own figure either way.
  const deliveryFee = catalog?.deliveryFeeCents ?? DELIVERY_FEE_CENTS;
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [coupon, setCoupon] = useState<CouponView | null>(null);
  const createOrder = useCreateOrder();
  // One key per order attempt: a network retry reuses it, so the server never stores it twice.
  const idempotencyKey = useRef(crypto.randomUUID());

  const form = useForm<CheckoutValues>({
    defaultValues: {
      name: "",
      phone: "",
      cpf: "",
      address: "",
      deliveryMethod: "delivery" satisfies DeliveryMethod,
      paymentMethod: "test" satisfies PaymentMethod,
    },
  });
  const deliveryMethod = form.watch("deliveryMethod");
  useEffect(() => {
    void loadOrderSchema();
  }, []);

  const submit = form.handleSubmit(async (values) => {
    if (!store) {
      toast.error("Escolha a loja do seu pedido");
      return;
    }
    if (values.deliveryMethod === "pickup" && isClosed) {
      toast.error(STORE_CLOSED_MESSAGE);
      return;
    }
    const input = toInput(values, items, store.id, coupon);
    const parsed = (await loadOrderSchema()).safeParse(input);
    if (!parsed.success) {
      for (const issue of parsed.error.issues) {
        const field = issue.path.at(-1);
        if (field === "name" || field === "phone" || field === "address") {
          form.setError(field, { message: issue.message });
        }
      }
      toast.error(parsed.error.issues[0]?.message ?? "Verifique os dados do pedido");
      return;
    }
    try {
      const order = await createOrder.mutateAsync({ input, key: idempotencyKey.current });
      onPlaced();
      orderPlaced(order);
      if (order.paymentMethod === "whatsapp" && ordersWhatsapp) {
        window.open(whatsappLink(ordersWhatsapp, orderWhatsappText(order)), "_blank", "noopener");
      }
      navigate("/confirmacao");
    } catch (error) {
      // A refusal (4xx) means this attempt is over: the next submit is a new order attempt.
      if (error instanceof ApiRequestError && error.status >= 400 && error.status < 500) {
        idempotencyKey.current = crypto.randomUUID();
      }
      // The store closed since the catalogue was read: fetch it again, so the notice shows.
      if (error instanceof ApiRequestError && error.code === "store_closed") {
        void queryClient.invalidateQueries({ queryKey: catalogQueries.current().queryKey });
      }
      toast.error(error instanceof Error ? error.message : "Não foi possível enviar o pedido");
    }
  });

  return (
    <form onSubmit={submit} noValidate className="grid gap-6 md:grid-cols-[1fr_22rem]">
      <div className="flex flex-col gap-6">
        <CustomerFields form={form} />
        <DeliveryFields form={form} deliveryMethod={deliveryMethod} storeClosed={isClosed} />
        <StoreChoice />
        <PaymentFields form={form} />
        <section className="rounded-2xl bg-white p-5 shadow-sm" aria-labelledby="coupon-heading">
          <h2 id="coupon-heading" className="mb-3 font-bold text-lg">
            Cupom de desconto
          </h2>
          <CouponField applied={coupon} onApplied={setCoupon} />
        </section>
      </div>
      <CheckoutSummary
        items={items}
        deliveryMethod={deliveryMethod}
        deliveryFeeCents={deliveryFee}
        coupon={coupon}
      >
        <Button type="submit" size="lg" className="w-full" disabled={createOrder.isPending}>
          {createOrder.isPending ? "Enviando pedido..." : "Confirmar pedido"}
        </Button>
      </CheckoutSummary>
    </form>
  );
}
