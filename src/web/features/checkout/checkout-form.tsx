import { useQueryClient } from "@tanstack/react-query";
import { type FormEvent, useEffect, useRef, useState } from "react";
import { useForm } from "react-hook-form";
import { useNavigate } from "react-router";
import { orderWhatsappText, whatsappLink } from "#shared/order-message.ts";
import type { CouponView, CreateOrder } from "#shared/orders.ts";
import { DELIVERY_FEE_CENTS } from "#shared/pricing.ts";
import { STORE_CLOSED_MESSAGE } from "#shared/store-status.ts";
import { Button } from "#web/components/ui/button.tsx";
import { useCartStore } from "#web/features/cart/cart-store.ts";
import { catalogQueries, useCatalog } from "#web/features/catalog/api.ts";
import { ApiRequestError } from "#web/lib/api-client.ts";
import { toast } from "#web/lib/toast.ts";
import { useCreateOrder } from "./api.ts";
import { CustomerFields, DeliveryFields, PaymentFields } from "./checkout-fields.tsx";
import { CheckoutSummary } from "./checkout-summary.tsx";
import type { CheckoutValues, OrderContext } from "./checkout-values.ts";
import { CouponField } from "./coupon-field.tsx";
import { firstErrorMessage, orderResolver, preloadOrderSchema } from "./order-resolver.ts";
import { StoreChoice } from "./store-choice.tsx";
import { useChosenStore } from "./use-chosen-store.ts";

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

  const form = useForm<CheckoutValues, OrderContext, CreateOrder>({
    resolver: orderResolver,
    context: {
      items: items.map((item) => ({
        productId: item.productId,
        size: item.size,
        addonIds: item.addons.map((addon) => addon.id),
        quantity: item.quantity,
      })),
      storeId: store?.id ?? "",
      couponCode: coupon?.code ?? null,
    },
    defaultValues: {
      customer: { name: "", phone: "", cpf: "", address: "" },
      deliveryMethod: "delivery",
      paymentMethod: "test",
    },
  });
  const deliveryMethod = form.watch("deliveryMethod");
  useEffect(() => {
    void preloadOrderSchema();
  }, []);

  const placeOrder = async (order: CreateOrder) => {
    try {
      const placed = await createOrder.mutateAsync({ input: order, key: idempotencyKey.current });
      onPlaced();
      orderPlaced(placed);
      if (placed.paymentMethod === "whatsapp" && ordersWhatsapp) {
        window.open(whatsappLink(ordersWhatsapp, orderWhatsappText(placed)), "_blank", "noopener");
      }
      navigate("/confirmacao");
    } catch (error) {
      // A refusal (4xx) means this attempt is over: the next submit is a new order attempt.
      if (error instanceof ApiRequestError && error.status >= 400 && error.status < 500) {
        idempotencyKey.current = crypto.randomUUID();
      }
      // The store closed, or sold a flavour out, since the catalogue was read: fetch it again,
      // so the closed notice, the cart and the menu show it. The refusal names the flavour and
      // what is left (the cart holds back what the catalogue already says the store lacks).
      if (
        error instanceof ApiRequestError &&
        (error.code === "store_closed" || error.code === "out_of_stock")
      ) {
        void queryClient.invalidateQueries({ queryKey: catalogQueries.current().queryKey });
      }
      toast.error(error instanceof Error ? error.message : "Não foi possível enviar o pedido");
    }
  };

  // The store comes first, as the customer sees it: no order can be checked without one.
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!store) {
      toast.error("Escolha a loja do seu pedido");
      return;
    }
    if (form.getValues("deliveryMethod") === "pickup" && isClosed) {
      toast.error(STORE_CLOSED_MESSAGE);
      return;
    }
    void form.handleSubmit(placeOrder, (errors) =>
      toast.error(firstErrorMessage(errors) ?? "Verifique os dados do pedido"),
    )(event);
  };

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
