/**
 * The static Pix BR Code ("Pix copia e cola" and the QR code's text), laid out per the Banco
 * Central's BR Code manual over EMV QRCPS-MPM. Each field is an id (2 digits), a length (2 digits)
 * and a value; field 63 is the CRC-16/CCITT-FALSE of everything before it, "6304" included.
 */
import { crc16CcittFalse } from "#shared/pix/crc16.ts";
import { pixText } from "#shared/pix/pix-text.ts";

/** A txid: 1–25 letters and digits (no spaces, no symbols). */
export const PIX_TXID_PATTERN = /^[A-Za-z0-9]{1,25}$/;
/** Field limits: the beneficiary's name (59) and city (60). */
export const PIX_MERCHANT_NAME_MAX = 25;
export const PIX_MERCHANT_CITY_MAX = 15;
/** The longest key that fits field 26 (99 characters, 18 of them the GUI "br.gov.bcb.pix"). */
export const PIX_KEY_MAX = 77;

export interface PixPayloadInput {
  /** The receiver's key, already normalized (normalizePixKey). */
  key: string;
  merchantName: string;
  merchantCity: string;
  /** A positive integer number of cents. */
  amountCents: number;
  /** Unique per order: 1–25 letters and digits (PIX_TXID_PATTERN). */
  txid: string;
}

/** One EMV field: id + two-digit length + value (1 to 99 characters). */
function field(id: string, value: string): string {
  if (value.length < 1 || value.length > 99) {
    throw new Error(`Pix field ${id} must have 1 to 99 characters, not ${value.length}`);
  }
  return `${id}${String(value.length).padStart(2, "0")}${value}`;
}

/** Cents as a BR Code amount: 2298 → "22.98", 1 → "0.01". */
export function pixAmount(amountCents: number): string {
  if (!Number.isSafeInteger(amountCents) || amountCents <= 0) {
    throw new Error(`Pix amount must be a positive integer of cents, not ${amountCents}`);
  }
  const text = `${Math.floor(amountCents / 100)}.${String(amountCents % 100).padStart(2, "0")}`;
  if (text.length > 13) throw new Error(`Pix amount ${text} is longer than 13 characters`);
  return text;
}

/**
 * The static BR Code for one payment of `amountCents` to `key`. Name and city are reduced to
 * upper-case ASCII within their limits (pixText). Throws on a bad amount or txid, a key that is
 * not 1–77 printable ASCII characters, or a name or city with nothing left after pixText.
 */
export function buildPixPayload(input: PixPayloadInput): string {
  const { key, txid } = input;
  if (!/^[\x21-\x7e]{1,77}$/.test(key)) {
    throw new Error("Pix key must be 1 to 77 printable ASCII characters with no spaces");
  }
  if (!PIX_TXID_PATTERN.test(txid)) {
    throw new Error("Pix txid must be 1 to 25 letters and digits");
  }
  const name = pixText(input.merchantName, PIX_MERCHANT_NAME_MAX);
  const city = pixText(input.merchantCity, PIX_MERCHANT_CITY_MAX);
  if (name === "") throw new Error("Pix merchant name has no letters or digits");
  if (city === "") throw new Error("Pix merchant city has no letters or digits");

  const body = [
    field("00", "01"), // payload format indicator
    field("01", "12"), // point of initiation: this code is for one payment
    field("26", field("00", "br.gov.bcb.pix") + field("01", key)),
    field("52", "0000"), // merchant category code: not informed
    field("53", "986"), // currency: BRL
    field("54", pixAmount(input.amountCents)),
    field("58", "BR"),
    field("59", name),
    field("60", city),
    field("62", field("05", txid)),
  ].join("");
  const withCrcHeader = `${body}6304`;
  return withCrcHeader + crc16CcittFalse(withCrcHeader);
}
