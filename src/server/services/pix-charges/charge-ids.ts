/**
 * Ids Frosty chooses for what it asks of a PSP, made from the order so that asking again (a
 * retry, another instance, a restart) names the same thing and never makes a second one.
 */

/**
 * A charge's txid: the order's static txid ("FR" + 23 letters and digits, unique per order)
 * with "PSP" after it, 28 characters: the standard wants 26–35 for PUT /cob/{txid}, the static
 * BR Code at most 25.
 */
export function chargeTxidFor(orderPixTxid: string): string {
  return `${orderPixTxid}PSP`;
}

/** A devolução's id: "D" and the order id's digits (one refund per paid Pix, one Pix per order). */
export function refundIdFor(orderId: string): string {
  return `D${orderId.replace(/\D/g, "")}`;
}

/** Who the order's history names when the bank confirmed its Pix. */
export const BANK_CONFIRMER_NAME = "Banco (Pix automático)";

/** The history's note for a Pix the bank confirmed. */
export function bankConfirmationNote(endToEndId: string): string {
  return `Pix confirmado pelo banco · E2E ${endToEndId}`;
}
