import sharp from "sharp";
import { type ArtSlot, OG_HEIGHT, OG_WIDTH } from "./og-layout.ts";

export interface PlacedArt {
  png: Buffer;
  slot: ArtSlot;
}

/**
 * The layout (an SVG of OG_WIDTH×OG_HEIGHT) drawn by librsvg, the art laid over it, as a PNG.
 * A palette PNG: flat colours and a few gradients quantize well, and a preview of under
 * ~100 KB is fetched by WhatsApp's crawler without trouble.
 */
export async function renderOg(layoutSvg: string, art: readonly PlacedArt[]): Promise<Buffer> {
  return sharp(Buffer.from(layoutSvg))
    .resize(OG_WIDTH, OG_HEIGHT)
    .composite(art.map(({ png, slot }) => ({ input: png, left: slot.left, top: slot.top })))
    .png({ palette: true, quality: 90, effort: 7, compressionLevel: 9 })
    .timeout({ seconds: 20 })
    .toBuffer();
}
