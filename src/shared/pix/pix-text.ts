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
