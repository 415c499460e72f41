import type { PixReceiver } from "#shared/payment-settings.ts";

/** A valid Pix receiver for tests that need Pix offered (a phone key, in Recife). */
export const TEST_PIX_RECEIVER: PixReceiver = {
  keyType: "phone",
  key: "+5581999999999",
  merchantName: "Frosty",
  merchantCity: "Recife",
};
