/**
 * The login form index.html may show before the app's code has arrived: the login route pre-rendered
 * at build time (scripts/prerenderLogin.ts), put in place of the boot frame by index.html's inline
 * script (src/app/startScreen.ts). The app hydrates that markup (main.tsx); what the user typed into it
 * and whether they sent it are read just before, so the login page starts from there.
 */

/** The root element's attribute while it holds the pre-rendered form: its language ('zh-cn', 'en-us'). */
export const PRERENDERED_ATTRIBUTE = 'data-prerendered';

export interface FrameInput {
  /** Field values the user changed, by the inputs' `name` (a checkbox as 'true'/'false'). */
  fields: Record<string, string>;
  /** The user tapped the submit button before the app was up. */
  sent: boolean;
}

const NOTHING: FrameInput = { fields: {}, sent: false };
let taken: FrameInput = NOTHING;

/**
 * Called once, right before the app hydrates: the language of the pre-rendered form the root holds
 * (null when it holds the boot frame), after reading what the user did in it.
 */
export function takePrerenderedLogin(root: HTMLElement): string | null {
  const lang = root.getAttribute(PRERENDERED_ATTRIBUTE);
  if (lang === null) return null;
  root.removeAttribute(PRERENDERED_ATTRIBUTE);
  const fields: Record<string, string> = {};
  for (const input of root.querySelectorAll<HTMLInputElement>('form input[name]')) {
    // The script starts the fields as the page would (a kept user name): only a change is the user's.
    if (input.type === 'checkbox') {
      if (input.checked !== input.defaultChecked) fields[input.name] = String(input.checked);
    } else if (input.value !== input.defaultValue) fields[input.name] = input.value;
  }
  const sentForm = root.querySelector('form[data-sent]');
  // The mark is the inline script's, not React's: it goes before React compares the markup.
  sentForm?.removeAttribute('data-sent');
  taken = { fields, sent: sentForm !== null };
  return lang;
}

/** What the user did in the pre-rendered form before the app took over (empty when there was none). */
export function frameInput(): FrameInput {
  return taken;
}

/** The login page has taken it: a later visit of the page starts as usual. */
export function forgetStartFrame(): void {
  taken = NOTHING;
}
