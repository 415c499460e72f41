import { type FormEvent, lazy, Suspense, useEffect, useRef, useState } from "react";
import { useForm, useWatch } from "react-hook-form";
import { type CartItem, cartLineKey, orderItemsOf } from "#shared/cart.ts";
import type { CatalogStore } from "#shared/catalog.ts";
import type { PriceChange } from "#shared/errors.ts";
import type { CouponView, CreateOrder } from "#shared/orders.ts";
import { SCHEDULING_MESSAGES } from "#shared/scheduling.ts";
import { STORE_CLOSED_MESSAGE } from "#shared/store-status.ts";
import {
  linesUnavailableAt,
  SOLD_OUT_AT_STORE_LABEL,
  unavailableInCartMessage,
  unavailableLineNames,
} from "#shared/store-stock.ts";
import { Button } from "#web/components/ui/button.tsx";
import { ApiRequestError } from "#web/lib/api-client.ts";
import { toast } from "#web/lib/toast.ts";
import { useCartStore } from "#web/shop/features/cart/cart-store.ts";
import {
  OrderNotice,
  UnavailableLinesNotice,
} from "#web/shop/features/cart/unavailable-lines-notice.tsx";
import { unitCapProblems } from "#web/shop/features/cart/unit-limits.ts";
import { refreshCatalog, useLiveCatalog } from "#web/shop/features/catalog/catalog-context.ts";
import { loadOrderFollowUp } from "#web/shop/features/orders/lazy-order-follow-up.tsx";
import { cartSchedule } from "#web/shop/features/scheduling/cart-schedule.ts";
import { type OrderWhen, ScheduleChoice } from "#web/shop/features/scheduling/schedule-choice.tsx";
import { scheduledPaymentMethods } from "#web/shop/features/scheduling/scheduled-payment.ts";
import { useStoreSchedule } from "#web/shop/features/scheduling/use-store-schedule.ts";
import { createOrder } from "./api.ts";
import { CashbackChoice } from "./cashback-choice.tsx";
import { CustomerFields, DeliveryFields } from "./checkout-fields.tsx";
import { CheckoutSummary } from "./checkout-summary.tsx";
import { checkoutTotals } from "./checkout-totals.ts";
import {
  CHECKOUT_FIELDS,
  type CheckoutValues,
  checkoutFieldOf,
  type OrderContext,
} from "./checkout-values.ts";
import { CouponField } from "./coupon-field.tsx";
import { useMemberDetails } from "./member-details.ts";
import { useMemberWallet } from "./member-wallet.ts";
import { orderResolver, preloadOrderSchema } from "./order-resolver.ts";
import { PaymentFields } from "./payment-fields.tsx";
import type { PendingPriceChange } from "./price-change-dialog.tsx";
import {
  EMPTY_CUSTOMER,
  forgetRemembered,
  loadRemembered,
  type RememberedCustomer,
  saveRemembered,
} from "./remembered-customer.ts";
import { StoreChoice } from "./store-choice.tsx";
import { useChosenStore } from "./use-chosen-store.ts";

// The coupon field, fetched as soon as the form runs, in its own chunk: it keeps the page's own
// code within its budget (decision 009), and the space it takes is kept while it comes.
// The WhatsApp message is written only for an order sent by WhatsApp: fetched once that is
// chosen, so it is in hand (no wait that could cost the window its user gesture) when placed.
const orderMessage = () => import("#shared/order-message.ts");

// Shown only after the server answers price_changed: Radix's dialog loads then, not with the page.
const PriceChangeDialog = lazy(async () => ({
  default: (await import("./price-change-dialog.tsx")).PriceChangeDialog,
}));

/** A line the server refused at a store (409 out_of_stock), while it still asks the same. */
interface RefusedLine {
  storeId: string;
  key: string;
  quantity: number;
  message: string;
}

/**
 * What the customer typed that is kept for the next order (never the CPF or the payment); the
 * bairro only once it is one of the store's, as the catalogue lists them.
 */
function rememberedFrom(
  values: CheckoutValues,
  store: CatalogStore | null,
  previous: RememberedCustomer,
): RememberedCustomer {
  const { areaId, cep, street, number, complement } = values.deliveryAddress;
  const served = store?.deliveryAreas.some((area) => area.id === areaId);
  return {
    name: values.customer.name,
    phone: values.customer.phone,
    address: { cep, street, number, complement },
    areaByStore:
      store && served ? { ...previous.areaByStore, [store.id]: areaId } : previous.areaByStore,
  };
}

/**
 * The checkout's form. `onPlaced`: the server stored the order (the cart empties next). `navigate`:
 * where the customer goes then, a document navigation by default (a test watches it instead).
 */
export function CheckoutForm({
  onPlaced,
  navigate = (url) => window.location.assign(url),
}: {
  onPlaced(): void;
  navigate?(url: string): void;
}) {
  const items = useCartStore((state) => state.items);
  const setQuantity = useCartStore((state) => state.setQuantity);
  const orderPlaced = useCartStore((state) => state.orderPlaced);
  const { store, live, isClosed, pause } = useChosenStore();
  // Fees, bairros, prices and what each store sells now: read again as the checkout opens.
  const catalog = useLiveCatalog();
  const [coupon, setCoupon] = useState<CouponView | null>(null);
  /** Why the server refused the coupon typed (on "Aplicar" or on placing the order). */
  const [couponError, setCouponError] = useState<string>();
  const changeCoupon = (next: CouponView | null, error?: string) => {
    setCoupon(next);
    setCouponError(error);
  };
  // A signed-in Clube Frosty member may use their cashback ("Usar R$ X,XX do seu cashback").
  const { wallet, reload: reloadWallet } = useMemberWallet();
  const [useCashback, setUseCashback] = useState(false);
  const [refusedLines, setRefusedLines] = useState<RefusedLine[]>([]);
  /** The server's refusal of the whole order that no field or line shows (429 too_many_orders). */
  const [refusal, setRefusal] = useState<string | null>(null);
  const [priceChange, setPriceChange] = useState<
    (PendingPriceChange & { order: CreateOrder }) | null
  >(null);
  /** An order is on its way to the server (or placed, and the page is going to its confirmation). */
  const [sending, setSending] = useState(false);
  const inFlight = useRef(false);
  // One key per order attempt: a network retry reuses it, so the server never stores it twice.
  const idempotencyKey = useRef(crypto.randomUUID());

  // "Quando?": now, or an encomenda for a slot of the store (a party box is always scheduled).
  const [chosenWhen, setChosenWhen] = useState<OrderWhen>("now");
  const [scheduleDay, setScheduleDay] = useState<string | null>(null);
  const [slotStart, setSlotStart] = useState<string | null>(null);
  /** Why the slot cannot be taken: the form's check, or the server's refusal. */
  const [scheduleProblem, setScheduleProblem] = useState<string | null>(null);
  const cartNeeds = cartSchedule(items, catalog?.products ?? []);
  const askedToSchedule = cartNeeds.hasBox || chosenWhen === "scheduled";
  // Read as the checkout opens: a store (or chain) that takes no encomendas offers only "Agora".
  const storeSchedule = useStoreSchedule(store?.id, cartNeeds.units, cartNeeds.leadHours, true);
  const schedulingOff = storeSchedule.schedule?.enabled === false;
  const when: OrderWhen =
    askedToSchedule && (!schedulingOff || cartNeeds.hasBox) ? "scheduled" : "now";
  // A slot the store no longer offers (read again after a refusal, another store) is unchosen.
  const openSlots = storeSchedule.schedule?.days
    .flatMap((day) => (day.full ? [] : day.slots.filter((slot) => slot.available)))
    .map((slot) => slot.start)
    .join("|");
  useEffect(() => {
    if (openSlots === undefined) return;
    setSlotStart((current) => (current && openSlots.split("|").includes(current) ? current : null));
  }, [openSlots]);
  const chooseWhen = (next: OrderWhen) => {
    setChosenWhen(next);
    setScheduleProblem(null);
  };
  const chooseSlot = (start: string) => {
    setSlotStart(start);
    setScheduleProblem(null);
  };

  // What this browser remembers of the customer: the form starts from it.
  const [initial] = useState(loadRemembered);
  const [remember, setRemember] = useState(initial.remember);
  const kept = useRef<RememberedCustomer>(initial.remember ? initial.customer : EMPTY_CUSTOMER);
  const start = kept.current;

  // The order's context (cart, store, coupon, the total shown) depends on what the form holds:
  // it is filled in below on every render, and the resolver reads it when it checks.
  const orderContext = useRef<OrderContext>({
    items: [],
    storeId: "",
    couponCode: null,
    schedule: null,
    subtotalCents: 0,
    totalCents: 0,
    area: null,
    cashback: null,
  });
  const form = useForm<CheckoutValues, OrderContext, CreateOrder>({
    resolver: orderResolver,
    context: orderContext.current,
    defaultValues: {
      customer: { name: start.name, phone: start.phone, cpf: "" },
      deliveryMethod: "delivery",
      deliveryAddress: {
        areaId: (store && start.areaByStore[store.id]) ?? "",
        ...start.address,
      },
      paymentMethod: "",
      changeFor: "",
      cardType: "",
    },
  });
  useMemberDetails(form, wallet);
  const [deliveryMethod, areaId, paymentMethod] = useWatch({
    control: form.control,
    name: ["deliveryMethod", "deliveryAddress.areaId", "paymentMethod"],
  });
  useEffect(() => {
    if (paymentMethod === "whatsapp") void orderMessage();
  }, [paymentMethod]);

  // The header names the store as this choice makes it ("Retirar em …" only for a pickup).
  useEffect(() => useCartStore.getState().chooseDeliveryMethod(deliveryMethod), [deliveryMethod]);

  const area =
    deliveryMethod === "delivery"
      ? (live?.deliveryAreas.find((option) => option.id === areaId) ?? null)
      : null;
  const totals = checkoutTotals({
    items,
    unavailableProductIds: live?.unavailableProductIds,
    coupon,
    deliveryMethod,
    area,
    cashback: wallet && { ...wallet, use: useCashback },
  });
  // An encomenda is paid only as the chain allows, and from a total on upfront, by Pix.
  const schedulePayment =
    when === "scheduled" && live && storeSchedule.schedule
      ? scheduledPaymentMethods(live.paymentMethods, storeSchedule.schedule, totals.totalCents)
      : null;
  const offeredMethods = schedulePayment?.methods ?? live?.paymentMethods ?? null;
  Object.assign(orderContext.current, {
    items: orderItemsOf(items),
    storeId: store?.id ?? "",
    couponCode: coupon?.code ?? null,
    schedule: when === "scheduled" && slotStart ? { slotStart } : null,
    subtotalCents: totals.subtotalCents,
    totalCents: totals.totalCents,
    area,
    cashback:
      wallet && totals.cashbackCents > 0 ? { expectedBalanceCents: wallet.balanceCents } : null,
  } satisfies OrderContext);

  // What the store cannot sell now: the catalogue's list, then the server's word on a line.
  const soldOutHere = live ? linesUnavailableAt(items, live.unavailableProductIds) : [];
  // Past the unit caps the server would refuse it (too_many_units): held back here.
  const caps = unitCapProblems(items, catalog?.orderLimits);
  const overCaps = caps.order !== null || caps.lines.size > 0;
  const notice = caps.order ?? refusal;
  const lineProblems = new Map<string, string>(caps.lines);
  for (const line of soldOutHere) lineProblems.set(cartLineKey(line), SOLD_OUT_AT_STORE_LABEL);
  for (const refused of refusedLines) {
    const line = items.find((item) => cartLineKey(item) === refused.key);
    if (refused.storeId === store?.id && line?.quantity === refused.quantity) {
      lineProblems.set(refused.key, refused.message);
    }
  }

  useEffect(() => {
    void preloadOrderSchema();
  }, []);

  // The store (or its bairros) changed: keep the bairro only if this store delivers there, else
  // the one last chosen at this store; a store with no bairros, or its deliveries paused, does
  // pickup only.
  const liveAreaIds = live?.deliveryAreas.map((option) => option.id).join("|");
  const paused = pause !== null;
  useEffect(() => {
    if (!live || liveAreaIds === undefined) return;
    const ids = liveAreaIds ? liveAreaIds.split("|") : [];
    const current = form.getValues("deliveryAddress.areaId");
    const remembered = kept.current.areaByStore[live.id] ?? "";
    const next = ids.includes(current) ? current : ids.includes(remembered) ? remembered : "";
    // Set even when unchanged: the select gets its options only now, and shows the value then.
    form.setValue("deliveryAddress.areaId", next);
    if ((ids.length === 0 || paused) && form.getValues("deliveryMethod") === "delivery") {
      form.setValue("deliveryMethod", "pickup");
    }
  }, [form, live, liveAreaIds, paused]);

  // A method this store does not take is no choice; a store with one method has it chosen.
  const liveMethods = offeredMethods?.join("|");
  useEffect(() => {
    if (liveMethods === undefined) return;
    const methods = liveMethods ? liveMethods.split("|") : [];
    const current = form.getValues("paymentMethod");
    if (methods.length === 1) {
      form.setValue("paymentMethod", methods[0] as CheckoutValues["paymentMethod"]);
    } else if (current && !methods.includes(current)) {
      form.setValue("paymentMethod", "");
    }
  }, [form, liveMethods]);

  // Kept as typed, so a reload halfway through loses nothing; forgotten when the customer says so.
  useEffect(() => {
    if (!remember) return;
    const keep = (values: CheckoutValues) => {
      kept.current = rememberedFrom(values, live, kept.current);
      saveRemembered(kept.current);
    };
    keep(form.getValues());
    const subscription = form.watch((values) => keep(values as CheckoutValues));
    return () => subscription.unsubscribe();
  }, [form, remember, live]);

  const changeRemember = (next: boolean) => {
    setRemember(next);
    if (!next) {
      kept.current = EMPTY_CUSTOMER;
      forgetRemembered();
    }
  };

  /** The server refused some fields (422): say why beside each, and go to the first. */
  const showFieldErrors = (issues: NonNullable<ApiRequestError["issues"]>) => {
    const fields = issues.flatMap((issue) => {
      const field = checkoutFieldOf(issue.path);
      if (!field) return [];
      form.setError(field, { type: "server", message: issue.message });
      return [field];
    });
    const first = CHECKOUT_FIELDS.find((field) => fields.includes(field));
    if (first) form.setFocus(first);
    return first !== undefined;
  };

  /**
   * The server refused the slot (the day filled up, the slot passed, the notice is too short):
   * said beside the slots, which are read again; true when it was such a refusal.
   */
  const showScheduleRefusal = (error: ApiRequestError) => {
    const issue = error.issues?.find((i) => i.path[0] === "schedule");
    if (!issue && error.code !== "capacity_full") return false;
    setPriceChange(null);
    if (error.code === "needs_schedule") setChosenWhen("scheduled");
    else setSlotStart(null);
    setScheduleProblem(issue?.message ?? error.message);
    storeSchedule.reload();
    document.getElementById("when-heading")?.scrollIntoView({ block: "start" });
    toast.error(error.message);
    return true;
  };

  const placeOrder = async (order: CreateOrder, shown: PriceChange, lines: CartItem[]) => {
    // A second tap while the first is on its way sends nothing more.
    if (inFlight.current) return;
    inFlight.current = true;
    setSending(true);
    // The confirmation page's code travels beside the order: cached by the time it opens.
    loadOrderFollowUp().catch(() => undefined);
    try {
      const placed = await createOrder(order, idempotencyKey.current);
      onPlaced();
      orderPlaced(placed);
      const whatsapp = placed.store.whatsapp ?? catalog?.site.ordersWhatsapp;
      if (placed.paymentMethod === "whatsapp" && whatsapp) {
        const { orderWhatsappText, whatsappLink } = await orderMessage();
        window.open(whatsappLink(whatsapp, orderWhatsappText(placed)), "_blank", "noopener");
      }
      // Still "Enviando pedido..." until the confirmation's page replaces this one.
      navigate("/confirmacao");
      return;
    } catch (error) {
      inFlight.current = false;
      setSending(false);
      if (!(error instanceof ApiRequestError)) {
        setPriceChange(null);
        toast.error(error instanceof Error ? error.message : "Não foi possível enviar o pedido");
        return;
      }
      // A refusal (4xx) means this attempt is over: the next submit is a new order attempt.
      if (error.status >= 400 && error.status < 500) {
        idempotencyKey.current = crypto.randomUUID();
      }
      // What the catalogue said has changed (a fee, a price, a bairro, a method, the stock, the
      // opening): read it again, so the page shows what is true now.
      if (error.status === 409 || error.status === 422) {
        void refreshCatalog();
      }
      if (showScheduleRefusal(error)) return;
      if (error.code === "price_changed" && error.priceChange) {
        setPriceChange({ before: shown, now: error.priceChange, order });
        return;
      }
      setPriceChange(null);
      if (error.code === "cashback_balance_changed" || error.code === "cashback_not_usable") {
        // Read again: the choice shows the balance as it is now, for the customer to confirm.
        setUseCashback(false);
        reloadWallet();
      }
      if (error.code === "too_many_orders") {
        // Said beside the button until the next attempt: a toast would fade before the wait ends.
        setRefusal(error.message);
        return;
      }
      if (error.code === "out_of_stock" || error.code === "too_many_units") {
        const refused = (error.issues ?? []).flatMap((issue) => {
          const line = issue.path[0] === "items" ? lines[Number(issue.path[1])] : undefined;
          if (!line) return [];
          return [
            {
              storeId: order.storeId,
              key: cartLineKey(line),
              quantity: line.quantity,
              message: issue.message,
            },
          ];
        });
        setRefusedLines((before) => [
          ...before.filter((old) => !refused.some((line) => line.key === old.key)),
          ...refused,
        ]);
      } else if (error.issues?.some((issue) => issue.path[0] === "couponCode")) {
        // The coupon no longer applies (expired, used up, …): it comes off, saying why.
        changeCoupon(null, error.message);
      } else if (error.status === 422 && error.issues) {
        showFieldErrors(error.issues);
      }
      toast.error(error.message);
    }
  };

  // The store comes first, as the customer sees it: no order can be checked without one.
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!store) {
      toast.error("Escolha a loja do seu pedido");
      return;
    }
    if (isClosed) {
      toast.error(STORE_CLOSED_MESSAGE);
      return;
    }
    if (live && soldOutHere.length > 0) {
      toast.error(
        unavailableInCartMessage(
          live.name,
          unavailableLineNames(soldOutHere, live.unavailableProductIds),
        ),
      );
      return;
    }
    if (overCaps) return;
    if (when === "scheduled" && !slotStart) {
      setScheduleProblem(
        storeSchedule.schedule
          ? "Escolha o dia e o horário da encomenda"
          : "Carregando os horários da loja...",
      );
      document.getElementById("when-heading")?.scrollIntoView({ block: "start" });
      toast.error("Escolha o dia e o horário da encomenda");
      return;
    }
    setRefusal(null);
    const shown = { ...totals };
    const lines = items;
    void form.handleSubmit(
      (order) => placeOrder(order, shown, lines),
      () => toast.error("Confira os campos destacados"),
    )(event);
  };

  const confirmNewTotal = () => {
    if (!priceChange) return;
    const { order, now } = priceChange;
    void placeOrder({ ...order, expectedTotalCents: now.totalCents }, now, items);
  };

  return (
    <form onSubmit={submit} noValidate className="grid gap-6 md:grid-cols-[1fr_22rem]">
      <div className="flex flex-col gap-6">
        {live && soldOutHere.length > 0 && (
          <UnavailableLinesNotice store={live} lines={soldOutHere} />
        )}
        <CustomerFields form={form} remember={remember} onRememberChange={changeRemember} />
        <StoreChoice />
        <ScheduleChoice
          when={when}
          onWhenChange={chooseWhen}
          mustSchedule={cartNeeds.hasBox}
          needsScheduleMessage={SCHEDULING_MESSAGES.needsSchedule(Math.max(cartNeeds.leadHours, 1))}
          schedule={storeSchedule.schedule}
          loadError={storeSchedule.error}
          day={scheduleDay}
          onDayChange={(day) => {
            setScheduleDay(day);
            setSlotStart(null);
          }}
          slotStart={slotStart}
          onSlotChange={chooseSlot}
          problem={scheduleProblem}
        />
        <DeliveryFields
          form={form}
          deliveryMethod={deliveryMethod}
          storeClosed={isClosed}
          deliveriesPause={pause}
          store={live}
          area={area}
          subtotalCents={totals.subtotalCents}
        />
        <PaymentFields
          form={form}
          methods={offeredMethods}
          note={schedulePayment?.note ?? null}
          paymentMethod={paymentMethod}
          deliveryMethod={deliveryMethod}
          totalCents={totals.totalCents}
        />
        {wallet && totals.cashbackUsableCents > 0 && (
          <CashbackChoice
            balanceCents={wallet.balanceCents}
            usableCents={totals.cashbackUsableCents}
            checked={useCashback}
            onChange={setUseCashback}
          />
        )}
        <section className="rounded-2xl bg-white p-5 shadow-sm" aria-labelledby="coupon-heading">
          <h2 id="coupon-heading" className="mb-3 font-bold text-lg">
            Cupom de desconto
          </h2>
          <CouponField
            applied={coupon}
            order={{ storeId: store?.id, deliveryMethod, subtotalCents: totals.subtotalCents }}
            error={couponError}
            onChange={changeCoupon}
          />
        </section>
      </div>
      <CheckoutSummary
        items={items}
        totals={totals}
        deliveryMethod={deliveryMethod}
        area={area}
        lineProblems={lineProblems}
        onRemoveLine={(key) => setQuantity(key, 0)}
      >
        {notice && (
          <div className="mb-3">
            <OrderNotice message={notice} />
          </div>
        )}
        <Button type="submit" size="lg" className="w-full" disabled={sending || overCaps}>
          {sending ? "Enviando pedido..." : "Confirmar pedido"}
        </Button>
        {/* Decreto 7.962/2013: the terms beside the confirm button. A new tab keeps the form. */}
        <p className="mt-3 text-center text-muted text-xs [&_a]:underline">
          Ao confirmar, você concorda com os{" "}
          <a href="/termos" target="_blank" rel="noopener">
            Termos de compra<span className="sr-only"> (abre em nova aba)</span>
          </a>{" "}
          e a{" "}
          <a href="/privacidade" target="_blank" rel="noopener">
            Política de privacidade<span className="sr-only"> (abre em nova aba)</span>
          </a>
          .
        </p>
      </CheckoutSummary>
      {priceChange && (
        <Suspense fallback={null}>
          <PriceChangeDialog
            change={priceChange}
            confirming={sending}
            onConfirm={confirmNewTotal}
            onClose={() => setPriceChange(null)}
          />
        </Suspense>
      )}
    </form>
  );
}
