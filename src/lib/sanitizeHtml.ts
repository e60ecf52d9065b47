import createDOMPurify, { type Config } from 'dompurify';
import { safeUrl } from './safeUrl';

/**
 * The one set-up for server HTML (message bodies, announcements, news articles, safety and operation
 * notices): DOMPurify with content only. A private instance keeps this hook from touching anyone else's
 * sanitizing.
 */
const purifier = createDOMPurify(window);

const CONFIG: Config = {
  USE_PROFILES: { html: true },
  // Content only: no forms, frames, embedded objects or styles that could restyle the app.
  FORBID_TAGS: ['style', 'form', 'input', 'button', 'textarea', 'select', 'iframe', 'object', 'embed'],
  // srcset names addresses the check below does not see one by one.
  FORBID_ATTR: ['style', 'srcset'],
  // data-* attributes are what scripts and widgets read; server content has no use for them.
  ALLOW_DATA_ATTR: false,
};

/** Attributes that hold an address the browser fetches or follows. */
const ADDRESSES = ['href', 'src', 'poster', 'action', 'formaction', 'xlink:href'];

purifier.addHook('afterSanitizeAttributes', (node) => {
  for (const name of ADDRESSES) {
    const value = node.getAttribute(name);
    if (value === null) continue;
    // A link opens in a new tab (any https site); everything else the page loads passes lib/safeUrl.
    const checked = safeUrl(value, { leaving: node.tagName === 'A' && name === 'href' });
    if (checked) node.setAttribute(name, checked);
    else node.removeAttribute(name);
  }
  // Links in server content leave the app in a new tab and cannot reach back into it.
  if (node.tagName === 'A' && node.hasAttribute('href')) {
    node.setAttribute('target', '_blank');
    node.setAttribute('rel', 'noopener noreferrer');
  }
  if (node.tagName === 'IMG') node.setAttribute('loading', 'lazy');
});

export function sanitizeHtml(html: string | null | undefined): string {
  if (!html) return '';
  return purifier.sanitize(html, CONFIG);
}
