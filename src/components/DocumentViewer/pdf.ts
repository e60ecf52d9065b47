/**
 * pdf.js, loaded only when a document is opened (this file is reached by dynamic import alone), with
 * its worker as a separate file so parsing never blocks the page.
 */
import { GlobalWorkerOptions, getDocument } from 'pdfjs-dist';
import workerUrl from 'pdfjs-dist/build/pdf.worker.min.mjs?url';

GlobalWorkerOptions.workerSrc = workerUrl;

/**
 * Opens a PDF. `isEvalSupported: false`: pdf.js would otherwise compile fonts with `new Function`, which
 * the production Content-Security-Policy (no 'unsafe-eval') blocks and reports.
 */
export const openDocument = (url: string) => getDocument({ url, isEvalSupported: false });
export type { PDFDocumentProxy } from 'pdfjs-dist';
