/**
 * A page's head as HTML: title, description, canonical URL, link-preview tags (Open Graph for
 * WhatsApp, Instagram and Facebook; Twitter's card) and structured data, from what the page's
 * route says of itself (its `head`, src/web/lib/page-head.ts).
 */
export interface PageHeadData {
  title: string;
  description: string;
  image?: string;
  lcpImage?: string;
  type?: "website" | "product";
  jsonLd?: object[];
  status?: number;
  index?: boolean;
}

/** The site's preview (1200×630 PNG), for a page that names none of its own. */
export const SITE_IMAGE = "/og/site.png";

/**
 * `path` is the page's own address; a page not to be indexed (a 404, an order's tracking) names
 * none (no canonical, no og:url): it is one page kept for every path that shows it.
 */
export function headTags(head: PageHeadData, origin: string, path: string): string {
  const url = origin + canonicalPath(path);
  const image = origin + (head.image ?? SITE_IMAGE);
  const indexable = head.index !== false && (head.status ?? 200) === 200;
  const meta = (attribute: "name" | "property", key: string, value: string) =>
    `<meta ${attribute}="${key}" content="${escapeHtml(value)}">`;
  return [
    `<title>${escapeHtml(head.title)}</title>`,
    meta("name", "description", head.description),
    indexable
      ? `<link rel="canonical" href="${escapeHtml(url)}">`
      : meta("name", "robots", "noindex"),
    meta("property", "og:type", head.type ?? "website"),
    meta("property", "og:site_name", "Frosty"),
    meta("property", "og:locale", "pt_BR"),
    meta("property", "og:title", head.title),
    meta("property", "og:description", head.description),
    indexable ? meta("property", "og:url", url) : "",
    meta("property", "og:image", image),
    meta("property", "og:image:type", "image/png"),
    meta("property", "og:image:width", "1200"),
    meta("property", "og:image:height", "630"),
    meta("property", "og:image:alt", head.title),
    meta("name", "twitter:card", "summary_large_image"),
    meta("name", "twitter:title", head.title),
    meta("name", "twitter:description", head.description),
    meta("name", "twitter:image", image),
    ...(head.jsonLd ?? []).map(
      (data) => `<script type="application/ld+json">${scriptJson(data)}</script>`,
    ),
  ].join("");
}

/**
 * The page's largest image asked for at the top of its head, before the scripts the shell names:
 * on a slow connection it does not wait behind them for one of the browser's connections.
 */
export function lcpImageTag(head: PageHeadData): string {
  return head.lcpImage
    ? `<link rel="preload" as="image" href="${escapeHtml(head.lcpImage)}" fetchpriority="high">`
    : "";
}

/** One address per page: no trailing slash (but the root's), no query. */
export function canonicalPath(path: string): string {
  const trimmed = path.replace(/\/+$/, "");
  return trimmed === "" ? "/" : trimmed;
}

export function escapeHtml(value: string): string {
  return value
    .replace(/&/g, "&amp;")
    .replace(/"/g, "&quot;")
    .replace(/</g, "&lt;")
    .replace(/>/g, "&gt;");
}

/** JSON inside a <script>: no "</script>" or "<!--" can end or bend it. */
export function scriptJson(data: unknown): string {
  return (typeof data === "string" ? data : JSON.stringify(data))
    .replace(/</g, "\\u003c")
    .replace(/\u2028/g, "\\u2028")
    .replace(/\u2029/g, "\\u2029");
}
