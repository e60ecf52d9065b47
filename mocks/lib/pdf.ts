/**
 * A one-page PDF written byte by byte (PDF 1.4, Helvetica, no dependencies): the files the built-in
 * backend serves for its documents and charts. Text is ASCII (the standard fonts have no CJK glyphs);
 * other characters become "?".
 */
export interface PdfPage {
  title: string;
  lines: string[];
  /** A framed box drawn under the text (a chart's plan view), or none. */
  frame?: boolean;
}

const ascii = (s: string) => s.replace(/[^\x20-\x7e]/g, '?');
const escape = (s: string) => ascii(s).replace(/\\/g, '\\\\').replace(/\(/g, '\\(').replace(/\)/g, '\\)');

export function pdfOf(page: PdfPage): Uint8Array {
  const text = [page.title, ...page.lines]
    .map((l, i) => `BT /F1 ${i === 0 ? 16 : 11} Tf 56 ${780 - i * 22} Td (${escape(l)}) Tj ET`)
    .join('\n');
  const frame = page.frame
    ? '\n0.6 w 56 120 483 400 re S\n1.5 w 120 320 m 480 320 l S\n0.4 w 300 140 m 300 500 l S'
    : '';
  const content = text + frame;
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>',
    `<< /Length ${content.length} >>\nstream\n${content}\nendstream`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
  ];
  let body = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((obj, i) => {
    offsets.push(body.length);
    body += `${i + 1} 0 obj\n${obj}\nendobj\n`;
  });
  const xref = body.length;
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  for (const o of offsets) body += `${String(o).padStart(10, '0')} 00000 n \n`;
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  // Every character is ASCII, so its UTF-8 bytes are its Latin-1 bytes and the offsets above hold.
  return new TextEncoder().encode(body);
}
