import type { PaymentMethod } from "#shared/order-terms.ts";

/** What each payment method means for the customer and the store, under its switch. */
export const PAYMENT_METHOD_HINTS: Record<PaymentMethod, string> = {
  pix: "QR code e Pix copia e cola; a equipe confere o extrato e marca “Pix recebido”. Precisa de um recebedor Pix.",
  cash: "Pago na entrega ou na retirada; o cliente diz para quanto precisa de troco.",
  card: "Levamos a maquininha: crédito ou débito, na entrega ou na retirada.",
  whatsapp: "O pedido segue pelo WhatsApp da loja e o pagamento é combinado por lá.",
  test: "Aprova o pedido sem cobrar nada. Desligue antes de abrir a loja de verdade.",
};
