/**
 * The one check of an address the backend sent before it goes into an `href` or a `src` (attachments,
 * documents, pictures, videos, links in server HTML): this app's own origin, or an https origin named
 * in VITE_MEDIA_ORIGINS (the airline's media host, the same setting that adds it to the
 * Content-Security-Policy). Anything else (`javascript:`, `data:`, `http:` elsewhere, another host, an
 * address that does not parse) is refused, and the screen says the link is not available.
 */

/** The https origins configured for files and media (space- or comma-separated in the setting). */
export function mediaOrigins(setting: string | undefined): string[] {
  return (setting ?? '')
    .split(/[\s,]+/)
    .filter((item) => item !== '')
    .flatMap((item) => {
      try {
        const url = new URL(item);
        return url.protocol === 'https:' ? [url.origin] : [];
      } catch {
        return [];
      }
    });
}

const CONFIGURED = mediaOrigins(import.meta.env.VITE_MEDIA_ORIGINS as string | undefined);

export interface SafeUrlOptions {
  /**
   * A link that leaves the app for another site (a link inside a news article, opened in a new tab
   * without access back): any https address is allowed too.
   */
  leaving?: boolean;
  /** Origins allowed beside the app's own; the configured ones by default (tests pass their own). */
  origins?: string[];
}

/**
 * The address, absolute, when it may be used; null otherwise. Relative addresses are resolved against
 * the page, so `/mock-files/a.pdf` and `files/a.pdf` are the app's own.
 */
export function safeUrl(address: string | null | undefined, options: SafeUrlOptions = {}): string | null {
  const text = address?.trim();
  if (!text) return null;
  let url: URL;
  try {
    url = new URL(text, window.location.href);
  } catch {
    return null;
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return null;
  if (url.origin === window.location.origin) return url.href;
  if (url.protocol !== 'https:') return null;
  if (options.leaving || (options.origins ?? CONFIGURED).includes(url.origin)) return url.href;
  return null;
}
