import type { AirportDoc } from '@/api/schema/compinfo';

/** A chart published as a picture (shown and zoomed in the app) rather than as a PDF. */
export const isPictureChart = (doc: AirportDoc) => /\.(png|jpe?g|gif|webp|svg)(\?|$)/i.test(doc.fileUrl);

/** An airport code as it may travel in an address: 3 or 4 letters, upper case; anything else is "". */
export const readAirportCode = (value: string | null | undefined): string =>
  value && /^[A-Za-z]{3,4}$/.test(value) ? value.toUpperCase() : '';
