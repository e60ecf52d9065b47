/**
 * pdf.js, loaded only when a document is opened (this file is reached by dynamic import alone), with
 * its worker as a separate file so parsing never blocks the page.
 */
import { GlobalWorkerOptions, getDocument } from 'pdfjs-dist';
import workerUrl from 'pdfjs-dist/build/pdf.worker.min.mjs?url';

GlobalWorkerOptions.workerSrc = workerUrl;

export { getDocument };
export type { PDFDocumentProxy } from 'pdfjs-dist';
