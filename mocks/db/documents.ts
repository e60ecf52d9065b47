/**
 * The files of the built-in backend's documents: every public document, airport chart and notice
 * attachment is its own PDF at /mock-files/doc/<id>.pdf, written when asked (mocks/handlers/files.ts)
 * from what the data module registered for it. The one real file, the winter operations bulletin
 * (public/mock-files), stays what the winter notices attach.
 */
import { pdfOf, type PdfPage } from '../lib/pdf';

const DOC_PATH = '/mock-files/doc';
const pages = new Map<string, () => PdfPage>();

/** Registers a document's page (written on first request) and returns its address. */
export function documentFile(id: string, page: () => PdfPage): string {
  pages.set(id, page);
  return `${DOC_PATH}/${encodeURIComponent(id)}.pdf`;
}

/** The bytes of a registered document, or undefined. */
export function documentBytes(id: string): Uint8Array | undefined {
  const page = pages.get(id);
  return page ? pdfOf(page()) : undefined;
}

/** Registered ids (for the invariant tests). */
export const documentIds = (): string[] => [...pages.keys()];
