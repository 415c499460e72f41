import type { AdminOrderDetail } from "#shared/admin-orders.ts";
import { SIZE_LABELS } from "#shared/catalog.ts";
import { formatBRL } from "#shared/money.ts";
import { DELIVERY_METHOD_LABELS, formatShortNumber } from "#shared/order-terms.ts";
import { boxMixText } from "#shared/party-boxes.ts";
import type { TicketPaper } from "#shared/stores.ts";
import { paperStyle } from "#web/panel/features/ui/print-sheet.ts";
import { detailCashbackFacts } from "./cashback-facts.ts";
import { formatOrderTime } from "./format.ts";
import { deliveryAddressLines, formatEta, paymentText } from "./payment-facts.ts";
import { pixConfirmationOf } from "./pix-automatic-facts.ts";

/** The short number fills the width: a little smaller on the narrow paper. */
const NUMBER_SIZE: Record<TicketPaper, string> = { "80mm": "40pt", "58mm": "30pt" };

export interface TicketToPrint {
  order: AdminOrderDetail;
  /** Which print this is: from the second on, the ticket says REIMPRESSÃO. */
  prints: number;
}

const rule = { borderTop: "1px dashed #000", margin: "2mm 0" } as const;

/**
 * The kitchen ticket, as the store's printer prints it: the short number big (and an
 * encomenda's slot as big), what to make (quantities, sizes, add-ons, a box's flavours), who it is for and how it leaves, and how it is paid. Black on
 * white only, sized for the store's paper; a second print says REIMPRESSÃO at the top.
 */
export function KitchenTicket({ order, prints }: TicketToPrint) {
  const paper = order.ticket.paper;
  const payment = paymentText(
    { ...order, changeForCents: order.payment.changeForCents, cardType: order.payment.cardType },
    pixConfirmationOf(order),
  );
  const cashback = detailCashbackFacts(order.cashback);
  return (
    <div data-testid="kitchen-ticket" data-paper={paper} style={paperStyle(paper)}>
      {prints > 1 && (
        <p
          style={{
            textAlign: "center",
            fontWeight: 900,
            border: "2px solid #000",
            padding: "1mm",
            marginBottom: "2mm",
          }}
        >
          REIMPRESSÃO ({prints}ª via)
        </p>
      )}
      <p style={{ textAlign: "center", fontWeight: 700 }}>{order.store.name}</p>
      <p
        style={{
          textAlign: "center",
          fontWeight: 900,
          fontSize: NUMBER_SIZE[paper],
          lineHeight: 1.1,
        }}
        data-testid="ticket-short-number"
      >
        {formatShortNumber(order.shortNumber)}
      </p>
      <p style={{ textAlign: "center", fontWeight: 900, fontSize: "1.3em" }}>
        {DELIVERY_METHOD_LABELS[order.deliveryMethod].toUpperCase()}
      </p>
      <p style={{ textAlign: "center" }}>
        {formatOrderTime(order.createdAt)} · {order.id}
      </p>
      {order.schedule && (
        <div
          style={{
            textAlign: "center",
            border: "2px solid #000",
            padding: "1mm",
            marginTop: "2mm",
          }}
          data-testid="ticket-schedule"
        >
          <p style={{ fontWeight: 700 }}>ENCOMENDA para {order.schedule.label}</p>
          <p style={{ fontWeight: 900, fontSize: NUMBER_SIZE[paper], lineHeight: 1.1 }}>
            {order.schedule.time}
          </p>
        </div>
      )}
      <div style={rule} />
      <ul style={{ listStyle: "none", padding: 0, margin: 0 }}>
        {order.items.map((item, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: an order's lines never move
          <li key={index} style={{ marginBottom: "1.5mm" }}>
            <span style={{ fontWeight: 900, fontSize: "1.25em" }}>{item.quantity}x </span>
            <span style={{ fontWeight: 700, fontSize: "1.1em" }}>{item.name}</span>
            {!item.boxParts && <span> ({SIZE_LABELS[item.size]})</span>}
            {item.addons.map((addon) => (
              <span key={addon.id} style={{ display: "block", paddingLeft: "4mm" }}>
                + {addon.name}
              </span>
            ))}
            {item.boxParts && (
              <span
                style={{ display: "block", paddingLeft: "4mm", fontWeight: 700 }}
                data-testid="ticket-box-mix"
              >
                Cada caixa: {boxMixText(item.boxParts)}
              </span>
            )}
          </li>
        ))}
      </ul>
      <div style={rule} />
      <p>
        <strong>Cliente:</strong> {order.customer.name}
      </p>
      <p>
        <strong>Telefone:</strong> {order.customer.phone}
      </p>
      {order.deliveryMethod === "delivery" ? (
        order.delivery ? (
          <>
            <p>
              <strong>Entregar em:</strong>{" "}
              {deliveryAddressLines(order.delivery).map((line) => (
                <span key={line} style={{ display: "block" }}>
                  {line}
                </span>
              ))}
            </p>
            <p>
              <strong>Tempo estimado:</strong> {formatEta(order.delivery.etaMinutes)}
            </p>
          </>
        ) : (
          <p>
            <strong>Entregar em:</strong> {order.customer.address}
          </p>
        )
      ) : (
        <p>
          <strong>Retirada na loja</strong> (pedir o código de retirada)
        </p>
      )}
      <p style={{ fontWeight: payment.tone === "waiting" ? 900 : undefined }}>
        <strong>Pagamento:</strong> {payment.text}
      </p>
      {order.couponCode && (
        <p>
          <strong>Cupom:</strong> {order.couponCode}
        </p>
      )}
      {cashback && <p>{cashback}</p>}
      <p style={{ fontWeight: 900, fontSize: "1.2em", marginTop: "1mm" }}>
        Total: {formatBRL(order.totalCents)}
      </p>
    </div>
  );
}
