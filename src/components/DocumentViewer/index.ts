// pdf.js itself is not exported: the viewer imports it dynamically when a document is opened.
export { DocumentViewer } from './DocumentViewer';
export type { ViewedDocument } from './DocumentViewer';
