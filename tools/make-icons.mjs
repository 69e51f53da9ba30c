// Draws the app icons once: `node tools/make-icons.mjs` writes shell/public/icons/*.svg and
// renders them to PNG with headless Chromium, and shell/public/favicon.ico (the PNGs and the .ico
// are committed; run again after a change).
import fs from 'node:fs';
import path from 'node:path';
import { chromium } from 'playwright-core';

const dir = path.resolve(import.meta.dirname, '../shell/public/icons');
const BRAND = '#1f3d2e'; // brand-800, the manifest's theme colour
const COPPER = '#dfa878'; // copper-300

/** A chef's hat on a 512 grid (its box is 156..356 by 76..388), centred and scaled by `scale`. */
function hat(fill, scale = 1, cut = BRAND) {
  return `<g transform="translate(256 256) scale(${scale}) translate(-256 -232)">
    <g fill="${fill}">
      <circle cx="180" cy="214" r="80"/>
      <circle cx="256" cy="170" r="94"/>
      <circle cx="332" cy="214" r="80"/>
      <rect x="156" y="214" width="200" height="104"/>
      <rect x="156" y="334" width="200" height="54" rx="14"/>
    </g>
    <g fill="${cut}">
      <rect x="206" y="246" width="14" height="72" rx="7"/>
      <rect x="292" y="246" width="14" height="72" rx="7"/>
    </g>
  </g>`;
}

const svg = (body) => `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 512 512">${body}</svg>\n`;

const icons = {
  // "any": a rounded tile, the hat filling most of it.
  'icon.svg': svg(`<rect width="512" height="512" rx="112" fill="${BRAND}"/>${hat(COPPER, 1)}`),
  // "maskable": full bleed, the hat inside the central safe circle (radius 40% of the size).
  'icon-maskable.svg': svg(`<rect width="512" height="512" fill="${BRAND}"/>${hat(COPPER, 0.72)}`),
  // Status-bar badge: the shape alone, white on transparent (Android tints it).
  'badge.svg': svg(hat('#ffffff', 1.05, 'transparent')),
};

const renders = [
  ['icon.svg', 'icon-192.png', 192],
  ['icon.svg', 'icon-512.png', 512],
  ['icon-maskable.svg', 'icon-maskable-512.png', 512],
  ['icon-maskable.svg', 'apple-touch-icon.png', 180],
  ['badge.svg', 'badge-96.png', 96],
];
/** The sizes in favicon.ico, asked for at /favicon.ico by pages with no icon link of their own (the sign-in page), bookmarks and feed readers. */
const FAVICON_SIZES = [16, 32, 48];

/**
 * An .ico file holding PNG images (every browser since IE 11 reads PNG entries): a 6-byte header,
 * a 16-byte entry per image (width and height, 0 meaning 256; 32 bits a pixel; the PNG's length
 * and offset), then the PNGs. Written out here: no package of the registry does only this.
 */
function icoOf(pngs) {
  const header = Buffer.alloc(6);
  header.writeUInt16LE(0, 0);
  header.writeUInt16LE(1, 2); // 1: an icon
  header.writeUInt16LE(pngs.length, 4);
  let offset = 6 + 16 * pngs.length;
  const entries = pngs.map(({ size, png }) => {
    const entry = Buffer.alloc(16);
    entry.writeUInt8(size % 256, 0);
    entry.writeUInt8(size % 256, 1);
    entry.writeUInt16LE(1, 4); // colour planes
    entry.writeUInt16LE(32, 6); // bits per pixel
    entry.writeUInt32LE(png.length, 8);
    entry.writeUInt32LE(offset, 12);
    offset += png.length;
    return entry;
  });
  return Buffer.concat([header, ...entries, ...pngs.map(({ png }) => png)]);
}

fs.mkdirSync(dir, { recursive: true });
for (const [name, content] of Object.entries(icons)) fs.writeFileSync(path.join(dir, name), content);

/** `svg` drawn at `size` square, as PNG bytes. */
async function render(svgText, size) {
  const page = await browser.newPage({ viewport: { width: size, height: size }, deviceScaleFactor: 1 });
  const data = Buffer.from(svgText).toString('base64');
  await page.setContent(
    `<html><body style="margin:0;background:transparent"><img src="data:image/svg+xml;base64,${data}" width="${size}" height="${size}" style="display:block"></body></html>`,
  );
  await page.locator('img').evaluate((img) => img.decode());
  const png = await page.screenshot({ omitBackground: true });
  await page.close();
  return png;
}

const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium' });
try {
  for (const [source, target, size] of renders) {
    fs.writeFileSync(path.join(dir, target), await render(icons[source], size));
    console.log(`${target} (${size}x${size})`);
  }
  const pngs = [];
  for (const size of FAVICON_SIZES) pngs.push({ size, png: await render(icons['icon.svg'], size) });
  fs.writeFileSync(path.resolve(dir, '../favicon.ico'), icoOf(pngs));
  console.log(`favicon.ico (${FAVICON_SIZES.join(', ')})`);
} finally {
  await browser.close();
}
