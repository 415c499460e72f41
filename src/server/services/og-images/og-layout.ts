/**
 * The link previews' layout as SVG (text, shapes, the brand's colours): sharp renders it with
 * librsvg and lays the flavours' art over it (render-og.ts). Text is set in DejaVu Sans, which
 * every Debian image has, falling back to the system's sans-serif.
 */

export const OG_WIDTH = 1200;
export const OG_HEIGHT = 630;

/** The shop's colours (src/web/styles.css: brand-700, brand-600, brand-100, cream). */
const BRAND = "#a3134c";
const BRAND_LIGHT = "#c2185b";
const BRAND_PALE = "#fce4ef";
const CREAM = "#fffaf4";
const FONT = "DejaVu Sans, Verdana, sans-serif";

/** Where one piece of art goes: a square of `size` pixels at (left, top), on a cream disc. */
export interface ArtSlot {
  left: number;
  top: number;
  size: number;
}

/** The product preview's art: a large square on the right half. */
export const PRODUCT_ART: ArtSlot = { left: 660, top: 105, size: 420 };

/** The site preview's flavours, overlapping on the right (drawn in this order). */
export const SITE_ART: readonly ArtSlot[] = [
  { left: 640, top: 190, size: 300 },
  { left: 880, top: 190, size: 300 },
  { left: 735, top: 70, size: 340 },
];

export function escapeXml(text: string): string {
  return text
    .replace(/&/g, "&amp;")
    .replace(/</g, "&lt;")
    .replace(/>/g, "&gt;")
    .replace(/"/g, "&quot;")
    .replace(/'/g, "&apos;");
}

/**
 * Roughly how wide `text` is in DejaVu Sans Bold, in ems. No font metrics at hand: close
 * enough to keep a line inside its box, erring wide.
 */
export function textWidthEm(text: string): number {
  let width = 0;
  for (const char of text) {
    if (/[ijlI.,:;'!|\s]/.test(char)) width += 0.38;
    else if (/[mwMW]/.test(char)) width += 1.05;
    else if (/[A-ZÀ-Ý]/.test(char)) width += 0.78;
    else width += 0.7;
  }
  return width;
}

/**
 * `text` broken into at most `maxLines` lines of at most `maxWidthEm` ems, at word
 * boundaries; what does not fit ends the last line with an ellipsis.
 */
export function wrapText(text: string, maxWidthEm: number, maxLines: number): string[] {
  const lines: string[] = [];
  let current = "";
  const words = text.trim().split(/\s+/);
  for (const [index, word] of words.entries()) {
    const candidate = current ? `${current} ${word}` : word;
    if (textWidthEm(candidate) <= maxWidthEm || !current) {
      current = candidate;
      continue;
    }
    lines.push(current);
    current = word;
    if (lines.length === maxLines) {
      const rest = words.slice(index).join(" ");
      return [...lines.slice(0, -1), ellipsize(`${lines.at(-1)} ${rest}`, maxWidthEm)];
    }
  }
  if (current) lines.push(current);
  // A single word longer than the box is cut too.
  return lines.map((line) => ellipsize(line, maxWidthEm));
}

function ellipsize(line: string, maxWidthEm: number): string {
  if (textWidthEm(line) <= maxWidthEm) return line;
  // Whole words first ("Condensado e…"), letters only when one word is too long alone.
  const words = line.split(" ");
  while (words.length > 1) {
    words.pop();
    const shorter = `${words.join(" ").replace(/[\s,;:.–—-]+$/, "")}…`;
    if (textWidthEm(shorter) <= maxWidthEm) return shorter;
  }
  let cut = line;
  while (cut.length > 1 && textWidthEm(`${cut}…`) > maxWidthEm) cut = cut.slice(0, -1);
  return `${cut.trimEnd()}…`;
}

/** The largest of `sizes` (pixels) at which `text` fits `width` pixels in `maxLines` lines. */
function fitText(text: string, width: number, sizes: readonly number[], maxLines: number) {
  for (const size of sizes) {
    const lines = wrapText(text, width / size, maxLines);
    if (!lines.some((line) => line.endsWith("…"))) return { size, lines };
  }
  const size = sizes.at(-1) ?? 40;
  return { size, lines: wrapText(text, width / size, maxLines) };
}

const svg = (body: string) =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="${OG_WIDTH}" height="${OG_HEIGHT}" viewBox="0 0 ${OG_WIDTH} ${OG_HEIGHT}">${body}</svg>`;

/** The brand's field with a soft glow, and the discs the art sits on. */
function background(slots: readonly ArtSlot[]): string {
  const discs = slots
    .map(({ left, top, size }) => {
      const r = size / 2 + 14;
      return `<circle cx="${left + size / 2}" cy="${top + size / 2}" r="${r}" fill="${CREAM}"/>`;
    })
    .join("");
  return (
    `<defs><radialGradient id="glow" cx="78%" cy="45%" r="70%">` +
    `<stop offset="0" stop-color="${BRAND_LIGHT}"/><stop offset="1" stop-color="${BRAND}"/>` +
    `</radialGradient></defs>` +
    `<rect width="${OG_WIDTH}" height="${OG_HEIGHT}" fill="url(#glow)"/>` +
    `<circle cx="1160" cy="610" r="150" fill="${BRAND}" opacity=".5"/>` +
    `<circle cx="40" cy="20" r="90" fill="${BRAND_LIGHT}" opacity=".6"/>` +
    discs
  );
}

/** The icon (public/icons/icon.svg's popsicle) and the name, at (x, y) as the text's baseline. */
function wordmark(x: number, y: number, size: number): string {
  const icon = size * 1.25;
  const scale = icon / 512;
  return (
    `<g transform="translate(${x} ${y - icon * 0.8}) scale(${scale})">` +
    `<rect width="512" height="512" rx="112" fill="${CREAM}"/>` +
    `<rect x="166" y="72" width="180" height="250" rx="90" fill="${BRAND_LIGHT}"/>` +
    `<rect x="200" y="112" width="34" height="150" rx="17" fill="#fff" opacity=".5"/>` +
    `<rect x="232" y="316" width="48" height="130" rx="24" fill="#d9a066"/></g>` +
    text(x + icon + size * 0.35, y, size, "Frosty", "#fff")
  );
}

function text(
  x: number,
  y: number,
  size: number,
  content: string,
  fill: string,
  anchor: "start" | "middle" = "start",
): string {
  return `<text x="${x}" y="${y}" text-anchor="${anchor}" font-family="${FONT}" font-size="${size}" font-weight="bold" fill="${fill}">${escapeXml(content)}</text>`;
}

/** A flavour's preview: the brand, its name (up to three lines) and its price, art on the right. */
export function productLayout(name: string, priceText: string): string {
  const { size, lines } = fitText(name, 540, [68, 60, 52, 44], 3);
  const lineHeight = Math.round(size * 1.15);
  const firstBaseline = 300 - ((lines.length - 1) * lineHeight) / 2;
  const nameLines = lines
    .map((line, index) => text(72, firstBaseline + index * lineHeight, size, line, "#fff"))
    .join("");
  // The estimate errs wide (textWidthEm); the price is centred in its pill, so the slack is even.
  const priceWidth = Math.round(textWidthEm(priceText) * 48 * 0.9 + 64);
  return svg(
    background([PRODUCT_ART]) +
      wordmark(72, 118, 44) +
      nameLines +
      text(72, 486, 28, "A partir de", BRAND_PALE) +
      `<rect x="64" y="504" width="${priceWidth}" height="76" rx="38" fill="${CREAM}"/>` +
      text(64 + priceWidth / 2, 560, 48, priceText, BRAND, "middle"),
  );
}

/** The site's preview: the brand, what it sells, its size, and a few flavours on the right. */
export function siteLayout(facts: string): string {
  return svg(
    background(SITE_ART) +
      wordmark(72, 190, 84) +
      text(72, 330, 54, "Picolés", "#fff") +
      text(72, 398, 54, "artesanais", "#fff") +
      text(72, 470, 30, "com o sabor das frutas do Brasil", BRAND_PALE) +
      text(72, 560, 30, facts, "#fff"),
  );
}
