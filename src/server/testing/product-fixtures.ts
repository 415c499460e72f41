import { deflateSync } from "node:zlib";
import type { ProductInput } from "#shared/admin-products.ts";

/** A valid new picolé: R$ 12,50, two sizes, one add-on, a seeded illustration. */
export function productInput(overrides: Partial<ProductInput> = {}): ProductInput {
  return {
    name: "Picolé de Jabuticaba",
    description: "Jabuticaba do pé, doce e levemente ácida.",
    priceCents: 1250,
    category: "Picolés Frosty",
    variations: [
      { size: "pequeno", priceModifierCents: -200 },
      { size: "grande", priceModifierCents: 300 },
    ],
    addons: [{ name: "Cobertura de chocolate", priceCents: 150 }],
    isActive: true,
    imageUrl: "/images/products/5.svg",
    ...overrides,
  };
}

function crc32(bytes: Uint8Array): number {
  let crc = ~0;
  for (const byte of bytes) {
    crc ^= byte;
    for (let bit = 0; bit < 8; bit++) crc = (crc >>> 1) ^ (0xedb88320 & -(crc & 1));
  }
  return ~crc >>> 0;
}

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, "ascii"), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/** A real, decodable PNG of one colour: different colours or sizes give different bytes. */
export function solidPng(width: number, height: number, rgb: [number, number, number]): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8); // 8-bit RGB, no interlace
  const row = Buffer.concat([
    Buffer.from([0]),
    Buffer.alloc(width * 3).map((_, i) => rgb[i % 3] ?? 0),
  ]);
  const pixels = Buffer.concat(Array.from({ length: height }, () => row));
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk("IHDR", header),
    chunk("IDAT", deflateSync(pixels)),
    chunk("IEND", Buffer.alloc(0)),
  ]);
}
