import type { LatLng } from "#shared/geo.ts";

/** WhatsApp click-to-chat with a pre-filled order request. */
export function whatsappUrl(digits: string, storeName: string | null): string {
  return `https://wa.me/${digits}?text=${encodeURIComponent(orderMessage(storeName))}`;
}

export function orderMessage(storeName: string | null): string {
  if (!storeName) return "Olá! Gostaria de fazer um pedido na Frosty.";
  // Every store name already starts with the brand ("Frosty Boa Viagem").
  const shop = /^frosty\b/i.test(storeName) ? storeName : `Frosty ${storeName}`;
  return `Olá! Gostaria de fazer um pedido na ${shop}.`;
}

/** Google Maps directions to the shop's coordinates. */
export function mapsDirectionsUrl({ lat, lng }: LatLng): string {
  return `https://www.google.com/maps/dir/?api=1&destination=${lat},${lng}`;
}
