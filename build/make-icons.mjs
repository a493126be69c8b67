// Draws the app icon (a rounded square with a "V") and writes build/icon.png (512×512, used by
// electron-builder for Linux and, converted, for Windows) and build/icon.icns (macOS).
// Run: node build/make-icons.mjs. The "V" is a path, not text, so no font is needed.
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';

const here = path.dirname(fileURLToPath(import.meta.url));

const svg = (size) => `
<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 512 512">
  <defs>
    <linearGradient id="shade" x1="0" y1="0" x2="0" y2="1">
      <stop offset="0" stop-color="#3b6fd8"/>
      <stop offset="1" stop-color="#1f3f8f"/>
    </linearGradient>
  </defs>
  <rect x="24" y="24" width="464" height="464" rx="104" ry="104" fill="url(#shade)"/>
  <path d="M136 136 H204 L256 318 L308 136 H376 L290 384 H222 Z" fill="#ffffff"/>
</svg>`;

const png = (size) =>
  sharp(Buffer.from(svg(size)))
    .png({ compressionLevel: 9 })
    .toBuffer();

writeFileSync(path.join(here, 'icon.png'), await png(512));

// icns: "icns" + total length, then entries of type + length (header included) + PNG data.
const entries = [
  ['ic07', 128],
  ['ic08', 256],
  ['ic09', 512],
  ['ic10', 1024],
];
const chunks = [];
for (const [type, size] of entries) {
  const data = await png(size);
  const header = Buffer.alloc(8);
  header.write(type, 0, 'ascii');
  header.writeUInt32BE(data.length + 8, 4);
  chunks.push(header, data);
}
const body = Buffer.concat(chunks);
const head = Buffer.alloc(8);
head.write('icns', 0, 'ascii');
head.writeUInt32BE(body.length + 8, 4);
writeFileSync(path.join(here, 'icon.icns'), Buffer.concat([head, body]));

console.log('Wrote build/icon.png and build/icon.icns');
