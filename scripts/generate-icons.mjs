// Renders public/icons/icon.svg to the PNG sizes the manifest and iOS need, in system Chromium.
// Run once after changing the icon: node scripts/generate-icons.mjs
import { readFileSync } from "node:fs";
import { chromium } from "@playwright/test";

const svg = readFileSync("public/icons/icon.svg", "utf8");
const targets = [
  { file: "public/icons/icon-192.png", size: 192, padding: 0 },
  { file: "public/icons/icon-512.png", size: 512, padding: 0 },
  // Maskable icons keep their content inside the central 80 % safe zone.
  { file: "public/icons/icon-maskable-512.png", size: 512, padding: 52 },
  { file: "public/icons/apple-touch-icon.png", size: 180, padding: 0 },
];

const browser = await chromium.launch({
  executablePath: process.env.CHROME_PATH ?? "/usr/bin/chromium",
  args: ["--no-sandbox", "--disable-gpu"],
});
const page = await browser.newPage();
for (const { file, size, padding } of targets) {
  await page.setViewportSize({ width: size, height: size });
  const inner = size - padding * 2;
  await page.setContent(
    `<body style="margin:0;background:#c2185b;display:grid;place-items:center;height:${size}px">` +
      `<img style="width:${inner}px;height:${inner}px" src="data:image/svg+xml;base64,${Buffer.from(svg).toString("base64")}"></body>`,
  );
  await page.screenshot({ path: file, omitBackground: padding === 0 });
  console.log(`wrote ${file}`);
}
await browser.close();
