/**
 * The shop's Speculation Rules (https://html.spec.whatwg.org/#speculation-rules): what the
 * browser may load before the customer's click, so that the next page opens at once. The CSP
 * allows no inline script, so the rules are a file of their own, named by every shop page's
 * `Speculation-Rules` header (the header's rules are not subject to the CSP). Browsers without
 * them load pages as usual.
 *
 * - Prerender (the whole page, its islands hydrated, ready to show) the likely next pages: a
 *   product's, from its card, and any link marked `data-prerender` ("Ver carrinho",
 *   "Finalizar pedido"). Moderate: on hover (200 ms) or the start of a touch.
 * - Prefetch (the document only) every other link of the shop, at the same moment: never the
 *   staff's pages, the API, or a link that opens elsewhere or downloads.
 */
export const SPECULATION_RULES_PATH = "/speculation-rules.json";

/** A Structured Field list of one string, as the header wants it. */
export const SPECULATION_RULES_HEADER = `"${SPECULATION_RULES_PATH}"`;

export const SPECULATION_RULES_TYPE = "application/speculationrules+json";

/** Paths that are not the shop's documents. */
const NOT_SHOP = ["/admin", "/login", "/setup", "/convite", "/api"].flatMap((path) => [
  { href_matches: path },
  { href_matches: `${path}/*` },
]);

const LIKELY_NEXT = {
  or: [{ href_matches: "/produto/*" }, { selector_matches: "[data-prerender]" }],
};

/** Links that leave the page some other way than a navigation of this tab. */
const ELSEWHERE = { selector_matches: "[target=_blank], [download]" };

export const SPECULATION_RULES = {
  prerender: [
    {
      where: { and: [{ href_matches: "/*" }, LIKELY_NEXT, { not: ELSEWHERE }] },
      eagerness: "moderate",
    },
  ],
  prefetch: [
    {
      where: {
        and: [
          { href_matches: "/*" },
          { not: LIKELY_NEXT },
          { not: ELSEWHERE },
          ...NOT_SHOP.map((rule) => ({ not: rule })),
        ],
      },
      eagerness: "moderate",
    },
  ],
};

export const SPECULATION_RULES_JSON = JSON.stringify(SPECULATION_RULES);
