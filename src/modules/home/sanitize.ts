import createDOMPurify, { type Config } from 'dompurify';

/**
 * Server HTML (message bodies, announcements, news articles) passes through DOMPurify before it is
 * rendered. A private instance keeps this module's hook from touching anyone else's sanitizing.
 */
const purifier = createDOMPurify(window);

const CONFIG: Config = {
  USE_PROFILES: { html: true },
  // Content only: no forms, frames, embedded media or styles that could restyle the app.
  FORBID_TAGS: ['style', 'form', 'input', 'button', 'textarea', 'select', 'iframe', 'object', 'embed'],
  FORBID_ATTR: ['style'],
  ALLOW_DATA_ATTR: false,
};

purifier.addHook('afterSanitizeAttributes', (node) => {
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
