/**
 * Writes the small files the mock backend links to (mocks/public/mock-files/): news pictures (JPEG, drawn
 * as SVG and encoded by Debian's Chromium), the de-icing notice's picture (SVG), notice pictures (PNG,
 * encoded here by hand) and one PDF written byte by byte. Run once:
 *   npx tsx scripts/gen-mock-files.ts
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { deflateSync } from 'node:zlib';
import { chromium } from 'playwright-core';
import { CHROMIUM } from './prereqs.mjs';

const out = resolve(import.meta.dirname, '../mocks/public/mock-files');
mkdirSync(out, { recursive: true });

// ---------- SVG pictures ----------
const plane = (x: number, y: number, s: number, color: string) =>
  `<g transform="translate(${x} ${y}) scale(${s})" fill="${color}">` +
  `<path d="M0 20 L70 16 L95 0 L104 0 L90 16 L130 14 C140 14 142 22 130 22 L90 24 L104 40 L95 40 L70 24 L0 22 Z"/>` +
  `<path d="M8 21 L0 8 L8 8 L20 18 Z"/></g>`;

const drawn: Array<[name: string, svg: string]> = [];
const pictures: Array<[string, string, string, string]> = [
  ['news-fleet', '#1f4e8c', '#5b8fd6', '新机入列'],
  ['news-safety', '#8c1f2a', '#d4373e', '安全生产月'],
  ['news-winter', '#2f5d7a', '#9cc4dc', '冬季运行'],
  ['news-service', '#b0455a', '#f0a5b4', '客舱服务'],
  ['news-training', '#2f6b4f', '#7cc29d', '模拟机训练'],
  ['news-route', '#6b4b1f', '#d9a55b', '新航线开通'],
  ['notice-deice', '#34495e', '#85a5c2', '除冰雪程序'],
];
for (const [name, dark, light, caption] of pictures) {
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" width="640" height="360" viewBox="0 0 640 360">` +
    `<defs><linearGradient id="g" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${light}"/>` +
    `<stop offset="1" stop-color="${dark}"/></linearGradient></defs>` +
    `<rect width="640" height="360" fill="url(#g)"/>` +
    `<circle cx="520" cy="80" r="42" fill="#fff" opacity="0.35"/>` +
    `<path d="M0 300 Q160 250 320 290 T640 280 V360 H0 Z" fill="${dark}" opacity="0.6"/>` +
    plane(150, 120, 2.4, '#ffffff') +
    `<text x="32" y="336" font-size="30" fill="#fff" font-family="sans-serif">${caption}</text>` +
    `<text x="608" y="336" font-size="16" fill="#fff" text-anchor="end" font-family="sans-serif" opacity="0.8">鸿翔航空</text>` +
    `</svg>`;
  drawn.push([name, svg]);
}
writeFileSync(resolve(out, 'notice-deice.svg'), drawn.find(([name]) => name === 'notice-deice')![1]);

// A newsroom publishes photos: the news pictures are JPEG, as a real feed's are. Drawn as SVG, every row
// of the news list that came into view rasterised its picture again on the page's main thread (SVG
// images are painted there), which a photo is not (docs/performance.md, "Lists").
const browser = await chromium.launch({ executablePath: CHROMIUM, args: ['--no-sandbox', '--disable-gpu'] });
try {
  const page = await browser.newPage();
  for (const [name, svg] of drawn.filter(([name]) => name.startsWith('news-'))) {
    const dataUrl = await page.evaluate(async (markup) => {
      const image = new Image();
      image.src = `data:image/svg+xml,${encodeURIComponent(markup)}`;
      await image.decode();
      const canvas = document.createElement('canvas');
      canvas.width = image.naturalWidth;
      canvas.height = image.naturalHeight;
      canvas.getContext('2d')!.drawImage(image, 0, 0);
      return canvas.toDataURL('image/jpeg', 0.8);
    }, svg);
    writeFileSync(resolve(out, `${name}.jpg`), Buffer.from(dataUrl.split(',')[1]!, 'base64'));
  }
} finally {
  await browser.close();
}

// ---------- PNG ----------
const crcTable = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k += 1) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});
function crc32(bytes: Buffer): number {
  let c = 0xffffffff;
  for (const b of bytes) c = (crcTable[(c ^ b) & 0xff] as number) ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}
function chunk(type: string, data: Buffer): Buffer {
  const len = Buffer.alloc(4);
  len.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([len, body, crc]);
}
function png(
  width: number,
  height: number,
  pixel: (x: number, y: number) => [number, number, number],
): Buffer {
  const raw = Buffer.alloc((width * 3 + 1) * height);
  for (let y = 0; y < height; y += 1) {
    raw[y * (width * 3 + 1)] = 0;
    for (let x = 0; x < width; x += 1) {
      const [r, g, b] = pixel(x, y);
      const i = y * (width * 3 + 1) + 1 + x * 3;
      raw[i] = r;
      raw[i + 1] = g;
      raw[i + 2] = b;
    }
  }
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 8; // bit depth
  header[9] = 2; // truecolour RGB
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(raw)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}
// A stand chart: taxiway lines over apron grey with numbered stand boxes (no text needed).
writeFileSync(
  resolve(out, 'notice-stand-chart.png'),
  png(480, 320, (x, y) => {
    if (y > 150 && y < 162) return [240, 200, 40];
    if (x % 60 < 4 && y < 150) return [255, 255, 255];
    if (y > 200 && y < 290 && x % 120 > 20 && x % 120 < 100) return [70, 110, 170];
    return [150 + ((x + y) % 7), 152, 156];
  }),
);
// A weather chart: a radar-like echo over a map.
writeFileSync(
  resolve(out, 'notice-radar.png'),
  png(400, 300, (x, y) => {
    const d = Math.hypot(x - 230, y - 140);
    if (d < 40) return [220, 40, 40];
    if (d < 75) return [240, 190, 40];
    if (d < 115) return [60, 180, 80];
    return (x + y) % 40 === 0 ? [200, 200, 200] : [28, 44, 70];
  }),
);

// ---------- PDF ----------
function pdf(lines: string[]): Buffer {
  const escape = (s: string) => s.replace(/\\/g, '\\\\').replace(/\(/g, '\\(').replace(/\)/g, '\\)');
  const text = lines
    .map((l, i) => `BT /F1 ${i === 0 ? 18 : 11} Tf 56 ${780 - i * 22} Td (${escape(l)}) Tj ET`)
    .join('\n');
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>',
    `<< /Length ${Buffer.byteLength(text)} >>\nstream\n${text}\nendstream`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
  ];
  let body = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((obj, i) => {
    offsets.push(Buffer.byteLength(body));
    body += `${i + 1} 0 obj\n${obj}\nendobj\n`;
  });
  const xref = Buffer.byteLength(body);
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  for (const o of offsets) body += `${String(o).padStart(10, '0')} 00000 n \n`;
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(body, 'latin1');
}
writeFileSync(
  resolve(out, 'winter-operations-bulletin.pdf'),
  pdf([
    'Hongxiang Airlines - Winter Operations Bulletin',
    'Flight Operations Department, Technical Bulletin FOD-TB-2026-11',
    '',
    '1. De-icing / anti-icing: follow the holdover time tables of the current season.',
    '2. Contaminated runways: request the latest runway condition report (RCR) before departure.',
    '3. Cold temperature corrections apply to all minimum altitudes below 0 C.',
    '4. Cabin crew: secure galley equipment before de-icing; keep doors closed.',
    '5. Report any ice accretion observed during walk-around to maintenance control.',
    '',
    'This bulletin is demo content of the built-in mock backend.',
  ]),
);
console.log(`mock files written to ${out}`);
