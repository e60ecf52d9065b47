import { http, HttpResponse, type HttpHandler } from 'msw';
import { documentBytes } from '../db/documents';
import { airportDocs } from '../db/companyinfo';

/**
 * The files of the built-in backend's documents (/mock-files/doc/<id>.pdf, db/documents): each public
 * document, airport chart and notice attachment its own PDF. Files, not calls: no envelope, no session
 * needed (as the static files beside them).
 */
export const fileHandlers: HttpHandler[] = [
  http.get('*/mock-files/doc/:file', ({ params }) => {
    const id = decodeURIComponent(String(params.file)).replace(/\.pdf$/, '');
    // An airport's charts are registered with its chart list: a file asked for first lists them.
    const airport = /^([A-Z]{3})-\d{2}$/.exec(id)?.[1];
    if (airport && !documentBytes(id)) airportDocs(airport);
    const bytes = documentBytes(id);
    if (!bytes) return new HttpResponse(null, { status: 404 });
    return new HttpResponse(bytes, {
      headers: { 'Content-Type': 'application/pdf', 'Content-Length': String(bytes.length) },
    });
  }),
];
