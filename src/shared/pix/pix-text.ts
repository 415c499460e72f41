/**
 * Text for a BR Code's name (59) and city (60) fields: ASCII only. Accents go (NFD, combining
 * marks removed), apostrophes go, anything else outside [A-Z0-9 .-] becomes a space; spaces are
 * collapsed and trimmed, letters upper-cased, and the result cut to `max` characters.
 * "Frosty Picolés" → "FROSTY PICOLES"; "São José dos Campos", 15 → "SAO JOSE DOS CA".
 */
export function pixText(text: string, max: number): string {
  return text
    .toUpperCase()
    .normalize("NFD")
    .replace(/\p{M}/gu, "")
    .replace(/['\u2018\u2019`´]/g, "")
    .replace(/[^A-Z0-9 .-]/g, " ")
    .replace(/ +/g, " ")
    .trim()
    .slice(0, Math.max(0, max))
    .trim();
}

/**
 * Whether `text` keeps anything in a BR Code (pixText is not empty): a receiver's name or city
 * that does not cannot make a Pix code.
 */
export function hasPixText(text: string): boolean {
  return pixText(text, text.length) !== "";
}
