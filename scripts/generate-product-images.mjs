// Generates the product illustrations in public/images/products/<id>.svg.
// Run from the repository root: node scripts/generate-product-images.mjs
// The names must match src/server/db/seed/products-data.ts (same order, same ids).
import { mkdirSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";

const outDir = join(dirname(fileURLToPath(import.meta.url)), "..", "public", "images", "products");

// [id, name, body colour, accent colour, background tint, detail kind(s) joined by "+"]
const products = [
  ["1", "Picolé de Cajá", "#f7a928", "#e9800f", "#fff2d8", "oval+bite"],
  ["2", "Picolé de Umbu", "#c9d873", "#8fae3c", "#f2f7dc", "drip+fruit"],
  ["3", "Picolé de Tapioca", "#fbf7ee", "#cdbd9c", "#eee3cd", "pearls+bite"],
  ["4", "Picolé de Coco Queimado", "#f4e4c4", "#94582b", "#f4e8d8", "dip+coconut"],
  ["5", "Picolé de Açaí", "#4b1e50", "#9a5aa6", "#eee0f1", "drip+dots"],
  ["6", "Picolé de Milho Verde", "#f5e18e", "#e2b73a", "#fbf5d6", "kernels"],
  ["7", "Picolé de Graviola", "#f8f6ee", "#5e9642", "#e3efd6", "seeds+fruit"],
  ["8", "Picolé de Cupuaçu", "#f1deab", "#8a5a33", "#f7eedb", "oval+bite"],
  ["9", "Picolé de Caju", "#f8cb4c", "#e2452f", "#fff0db", "caju"],
  ["10", "Picolé de Mangaba", "#f4ecd2", "#b6c04a", "#eef2d6", "chunks+fruit"],
  ["11", "Picolé de Seriguela", "#f39135", "#cc3b22", "#ffe8d6", "dip+drip"],
  ["12", "Picolé de Pitanga", "#e8432e", "#b8281b", "#ffe1dc", "fruit+bite"],
  ["13", "Picolé de Acerola", "#e5373a", "#ffc2b8", "#ffe1e0", "dots+berries"],
  ["14", "Picolé de Maracujá", "#f9d548", "#3a2a1a", "#fff5d2", "seeds+bite"],
  ["15", "Picolé de Goiaba", "#f47d8d", "#c2364c", "#ffe5e8", "swirl+bite"],
  ["16", "Picolé de Manga", "#ffb02e", "#4f9a3f", "#fff0d2", "bite+oval"],
  ["17", "Picolé de Tamarindo", "#b98350", "#6e4321", "#f4e8da", "pod+dots"],
  ["18", "Picolé de Jaca", "#f3c450", "#d49b2c", "#f8f0d6", "chunks+bite"],
  ["19", "Picolé de Bacuri", "#f5ecd6", "#c99a36", "#f6eedb", "fruit+drip"],
  ["20", "Picolé de Abacaxi com Hortelã", "#f6dc4a", "#3fa35a", "#fbf6cf", "leaves+dots"],
  ["21", "Picolé de Morango", "#ee4d6a", "#ffe27a", "#ffe3ea", "seeds+bite"],
  ["22", "Picolé de Limão", "#cde89c", "#6fae35", "#edf7dc", "slice+drip"],
  ["23", "Picolé de Chocolate", "#6b3a22", "#3f1f10", "#f2e3d8", "dip+bite"],
  ["24", "Picolé de Doce de Leite", "#eab979", "#a8651f", "#f8ecda", "swirl+drip"],
  ["25", "Picolé de Amendoim", "#dcae78", "#8a5a2e", "#f6ead9", "chunks+bite"],
  ["26", "Picolé de Coco", "#fdfcf7", "#7b5434", "#e2f0ef", "cocohalf+coconut"],
  ["27", "Picolé de Ameixa", "#f3e1e7", "#6c2148", "#f3e2ea", "chunks+drip"],
  ["28", "Picolé de Uva", "#7b3d90", "#54206a", "#efe2f4", "berries+bite"],
  ["29", "Picolé de Flocos", "#fbf3dc", "#4a2a18", "#f1e9dc", "flakes+bite"],
];

/** Mixes a #rrggbb colour with black (amount > 0) or white (amount < 0). */
function shade(hex, amount) {
  const target = amount > 0 ? 0 : 255;
  const k = Math.abs(amount);
  const channels = [1, 3, 5].map((i) => {
    const c = Number.parseInt(hex.slice(i, i + 2), 16);
    return Math.round(c + (target - c) * k)
      .toString(16)
      .padStart(2, "0");
  });
  return `#${channels.join("")}`;
}

const BODY = "M65 172V85a55 55 0 0 1 110 0v87q0 8-8 8H73q-8 0-8-8z";
// Same outline with three bites taken out of the top right.
const BITTEN =
  "M65 172V85a55 55 0 0 1 74-52a8 8 0 0 0 13 7a8 8 0 0 0 11 10a8 8 0 0 0 7 12a55 55 0 0 1 5 23v87q0 8-8 8H73q-8 0-8-8z";
const LEAF = "#4f9a3f";

/** The body outline filled with pattern `<letter><id>`, re-stroked so the pattern stays inside. */
function overlay(p, letter) {
  return `<path d="${p.shape}" fill="url(#${letter}${p.id})" stroke="${p.line}" stroke-width="3"/>`;
}

// Each detail returns [defs, markup drawn over the body, markup drawn behind it].
const details = {
  bite: () => ["", ""],
  dip: (p) => [
    `<clipPath id="d${p.id}"><path d="${p.shape}"/></clipPath>`,
    `<path clip-path="url(#d${p.id})" d="M65 98V85a55 55 0 0 1 110 0v13q-6 12-15 4t-15 6q-6 18-13 2t-13-3-12 4-12-5-14 0-16-2z" fill="${p.accent}" stroke="${p.line2}" stroke-width="3"/>`,
  ],
  drip: (p) => [
    "",
    "",
    `<path d="M80 170v22a7 7 0 0 0 14 0v-22zm66 0v12a6 6 0 0 0 12 0v-12z" fill="${p.body}" stroke="${p.line}" stroke-width="3"/><circle cx="87" cy="214" r="4" fill="${p.body}"/>`,
  ],
  seeds: (p) => [
    `<pattern id="s${p.id}" width="24" height="22" patternUnits="userSpaceOnUse"><ellipse cx="6" cy="6" rx="2" ry="3" fill="${p.accent}"/><ellipse cx="18" cy="17" rx="2" ry="3" fill="${p.accent}"/></pattern>`,
    overlay(p, "s"),
  ],
  dots: (p) => [
    "",
    `<g fill="${p.accent}" opacity=".7"><circle cx="140" cy="70" r="4"/><circle cx="110" cy="120" r="3"/><circle cx="152" cy="140" r="5"/><circle cx="100" cy="162" r="3"/></g>`,
  ],
  kernels: (p) => [
    `<pattern id="k${p.id}" x="3" y="4" width="17" height="15" patternUnits="userSpaceOnUse"><rect x="2" y="2" width="13" height="11" rx="5" fill="${p.accent}"/></pattern>`,
    overlay(p, "k"),
  ],
  pearls: (p) => [
    `<pattern id="p${p.id}" width="26" height="24" patternUnits="userSpaceOnUse"><g fill="#fff" stroke="${p.accent}" stroke-width="1.5"><circle cx="7" cy="7" r="4.5"/><circle cx="20" cy="19" r="3.5"/></g></pattern>`,
    overlay(p, "p"),
  ],
  chunks: (p) => [
    `<pattern id="c${p.id}" width="30" height="28" patternUnits="userSpaceOnUse"><path d="M4 6l6-3 4 5-5 4zM19 17l7 1-1 6-7-2z" fill="${p.accent}"/></pattern>`,
    overlay(p, "c"),
  ],
  flakes: (p) => [
    `<pattern id="f${p.id}" width="22" height="20" patternUnits="userSpaceOnUse"><path d="M3 5l6-2M13 15l5 2M15 4l2 4" stroke="${p.accent}" stroke-width="2.5" stroke-linecap="round"/></pattern>`,
    overlay(p, "f"),
  ],
  coconut: (p) => [
    "",
    `<path d="M92 70l8 3m20-12l9 1m10 12l7-4M84 88l6 4m56 0l8-2m-58 28l7 3m28 10l8-2m-26 28l6 4m20 8l8-3" stroke="${p.flake}" stroke-width="4" stroke-linecap="round"/>`,
  ],
  swirl: (p) => [
    "",
    `<path d="M72 110q16-14 32 0t32 0 32 0M72 148q16-14 32 0t32 0 32 0" fill="none" stroke="${p.accent}" stroke-width="7" stroke-linecap="round" opacity=".85"/>`,
  ],
  fruit: (p) => [
    "",
    `<circle cx="192" cy="66" r="15" fill="${p.accent}" stroke="${shade(p.accent, 0.3)}" stroke-width="2.5"/><path d="M192 51q4-12 16-12-2 12-16 12z" fill="${LEAF}"/>`,
  ],
  oval: (p) => [
    "",
    `<ellipse cx="193" cy="68" rx="12" ry="17" transform="rotate(25 193 68)" fill="${p.accent}" stroke="${shade(p.accent, 0.3)}" stroke-width="2.5"/><path d="M186 53q0-12 14-14 0 12-14 14z" fill="${LEAF}"/>`,
  ],
  berries: (p) => [
    "",
    `<g fill="${p.accentFruit}" stroke="${shade(p.accentFruit, 0.3)}" stroke-width="2"><circle cx="186" cy="64" r="9"/><circle cx="203" cy="64" r="9"/><circle cx="195" cy="79" r="9"/></g><path d="M194 55q2-12 14-14-1 12-14 14z" fill="${LEAF}"/>`,
  ],
  caju: (p) => [
    "",
    `<path d="M179 52q15-12 30 0 2 18-9 28h-12q-11-10-9-28z" fill="${p.accent}" stroke="${shade(p.accent, 0.3)}" stroke-width="2.5"/><path d="M186 84q8-6 16 0 1 10-8 12t-8-12z" fill="#a8a46a" stroke="#6d6b3c" stroke-width="2.5"/><path d="M192 48q2-8 10-9" stroke="${LEAF}" stroke-width="3" fill="none"/>`,
  ],
  pod: (p) => [
    "",
    `<g fill="${p.accent}" stroke="${shade(p.accent, 0.3)}" stroke-width="2.5"><ellipse cx="183" cy="78" rx="10" ry="8"/><ellipse cx="194" cy="66" rx="10" ry="8"/><ellipse cx="205" cy="54" rx="9" ry="7"/></g>`,
  ],
  leaves: (p) => [
    "",
    `<g fill="${p.accent}" stroke="${shade(p.accent, 0.3)}" stroke-width="2"><path d="M150 44q24-14 42 0-22 14-42 0z"/><path d="M154 60q22 0 32 20-24 2-32-20z"/></g>`,
  ],
  slice: (p) => [
    "",
    `<circle cx="194" cy="66" r="17" fill="#f4fbe6" stroke="${p.accent}" stroke-width="5"/><path d="M194 54v24m-10-18l20 12m0-12l-20 12" stroke="${p.accent}" stroke-width="2.5"/>`,
  ],
  cocohalf: (p) => [
    "",
    `<path d="M175 62a19 19 0 0 0 38 0z" fill="${p.accent}"/><ellipse cx="194" cy="62" rx="19" ry="6" fill="#fff" stroke="${p.accent}" stroke-width="3"/>`,
  ],
};

function svg([id, name, body, accent, bg, detail]) {
  const kinds = detail.split("+");
  const shape = kinds.includes("bite") ? BITTEN : BODY;
  const p = {
    id,
    body,
    accent,
    // Acerola draws its berries in the body colour, its dots in the light accent.
    accentFruit: kinds.includes("dots") && kinds.includes("berries") ? body : accent,
    shape,
    // The outline is a darker body colour, except for açaí, too dark to darken further.
    line: shade(body, body === "#4b1e50" ? -0.25 : 0.22),
    line2: shade(accent, 0.25),
    // Coconut flakes: white on toasted colours, beige on a white body.
    flake: body === "#fdfcf7" ? "#e2d3b8" : "#fffaf0",
  };
  let defs = "";
  let front = "";
  let back = "";
  for (const kind of kinds) {
    const [d, f, b = ""] = details[kind](p);
    defs += d;
    front += f;
    back += b;
  }
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="240" height="240" viewBox="0 0 240 240" role="img"><title>${name}</title>`,
    defs ? `<defs>${defs}</defs>` : "",
    `<circle cx="120" cy="120" r="112" fill="${bg}"/>`,
    `<ellipse cx="120" cy="224" rx="40" ry="6" fill="${shade(bg, 0.12)}"/>`,
    `<rect x="108" y="160" width="24" height="62" rx="12" fill="#d9a066" stroke="#b98148" stroke-width="2.5"/>`,
    back,
    `<path d="${shape}" fill="${body}" stroke="${p.line}" stroke-width="3"/>`,
    front,
    `<rect x="79" y="62" width="11" height="92" rx="5.5" fill="#fff" opacity=".35"/>`,
    "</svg>\n",
  ].join("");
}

mkdirSync(outDir, { recursive: true });
for (const product of products) {
  const file = join(outDir, `${product[0]}.svg`);
  const text = svg(product);
  writeFileSync(file, text);
  console.log(`${product[0]}.svg ${Buffer.byteLength(text)} bytes  ${product[1]}`);
}
