// Writes the app's PNG icons (web/public/icons/) for the web app manifest: a cream crescent on the
// accent violet, drawn here in plain code so the build needs no image tool. The "any" icons are a
// rounded square; the maskable one fills the square and keeps the crescent inside the central
// safe zone (a circle of 40% of the size), so a launcher's mask never cuts it. Run after changing
// the drawing and commit the files:  node scripts/generate-icons.mjs
import { Buffer } from 'node:buffer';
import { mkdirSync, writeFileSync } from 'node:fs';
import { deflateSync } from 'node:zlib';

const outDir = new URL('../web/public/icons/', import.meta.url);
const VIOLET = [124, 58, 237];
const CREAM = [248, 245, 239];
const SAMPLES = 4; // per axis: 16 samples a pixel smooth the edges

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k += 1) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});
function crc32(bytes) {
  let crc = 0xffffffff;
  for (const byte of bytes) crc = CRC_TABLE[(crc ^ byte) & 0xff] ^ (crc >>> 8);
  return (crc ^ 0xffffffff) >>> 0;
}
function chunk(type, data) {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}
function png(size, rgba) {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(size, 0);
  header.writeUInt32BE(size, 4);
  header[8] = 8; // bits per channel
  header[9] = 6; // RGBA
  const rows = Buffer.alloc((size * 4 + 1) * size);
  for (let y = 0; y < size; y += 1) rgba.copy(rows, y * (size * 4 + 1) + 1, y * size * 4, (y + 1) * size * 4);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(rows, { level: 9 })),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/** Coverage (0..1) of the background and of the crescent at a point of the unit square. */
function shapeAt(x, y, { maskable }) {
  const corner = maskable ? 0 : 0.2;
  const dx = Math.max(corner - x, 0, x - (1 - corner));
  const dy = Math.max(corner - y, 0, y - (1 - corner));
  const inBackground = corner === 0 || dx * dx + dy * dy <= corner * corner;
  const radius = maskable ? 0.27 : 0.33;
  const inMoon = (x - 0.5) ** 2 + (y - 0.5) ** 2 <= radius * radius;
  const bite = (x - 0.5 - radius * 0.55) ** 2 + (y - 0.5 - radius * 0.35) ** 2 <= (radius * 0.85) ** 2;
  return { inBackground, inCrescent: inMoon && !bite };
}

function draw(size, options) {
  const rgba = Buffer.alloc(size * size * 4);
  for (let py = 0; py < size; py += 1) {
    for (let px = 0; px < size; px += 1) {
      let background = 0;
      let crescent = 0;
      for (let sy = 0; sy < SAMPLES; sy += 1) {
        for (let sx = 0; sx < SAMPLES; sx += 1) {
          const { inBackground, inCrescent } = shapeAt(
            (px + (sx + 0.5) / SAMPLES) / size,
            (py + (sy + 0.5) / SAMPLES) / size,
            options,
          );
          if (inBackground) background += 1;
          if (inBackground && inCrescent) crescent += 1;
        }
      }
      const total = SAMPLES * SAMPLES;
      const mix = background === 0 ? 0 : crescent / background;
      const offset = (py * size + px) * 4;
      for (let channel = 0; channel < 3; channel += 1) {
        rgba[offset + channel] = Math.round(VIOLET[channel] * (1 - mix) + CREAM[channel] * mix);
      }
      rgba[offset + 3] = Math.round((background / total) * 255);
    }
  }
  return png(size, rgba);
}

mkdirSync(outDir, { recursive: true });
const icons = [
  ['icon-192.png', 192, { maskable: false }],
  ['icon-512.png', 512, { maskable: false }],
  ['icon-maskable-512.png', 512, { maskable: true }],
  ['apple-touch-icon-180.png', 180, { maskable: true }],
];
for (const [name, size, options] of icons) {
  writeFileSync(new URL(name, outDir), draw(size, options));
  console.log(`web/public/icons/${name}`);
}
