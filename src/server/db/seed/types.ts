/** A product as seeded on first start. Prices are integer cents. */
export interface ProductSeed {
  id: string;
  name: string;
  description: string;
  imageUrl: string;
}

/** A store as seeded on first start; contactable stores carry coordinates and WhatsApp. */
export interface StoreSeed {
  id: string;
  name: string;
  address: string;
  city: string;
  /** Two-letter state code, e.g. "SP". */
  state: string;
  contact?: {
    lat: number;
    lng: number;
    /** Digits only: 55 + area code + number. */
    whatsapp: string;
  };
}
