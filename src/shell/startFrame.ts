/**
 * What the page showed before React: the boot frame, or the login form rendered at build time
 * (scripts/loginFrame.ts), which a signed-out visitor may already have used. React's first render
 * replaces it; what was typed, the chosen tab, where the caret was and whether the form was sent are
 * read just before, so the login page starts from there instead of from an empty form.
 */

export interface FrameInput {
  /** Field values the user changed, by the inputs' `name` (a checkbox as 'true'/'false'). */
  fields: Record<string, string>;
  /** The input that had the caret, by name. */
  focused: string | null;
  /** The key of the chosen tab ('password', 'sms'), taken from the tab's id (`…-tab-<key>`). */
  tab: string | null;
  /** The user tapped the submit button before the app was up. */
  sent: boolean;
}

const NOTHING: FrameInput = { fields: {}, focused: null, tab: null, sent: false };
let taken: FrameInput = NOTHING;

/** Called once, right before React's first render: reads what the user did in the frame. */
export function leaveStartFrame(root: HTMLElement): void {
  if (!root.hasAttribute('data-frame')) return;
  root.removeAttribute('data-frame');
  const fields: Record<string, string> = {};
  for (const input of root.querySelectorAll<HTMLInputElement>('form input[name]')) {
    // The frame starts its fields as the page would (a kept user name): only a change is the user's.
    if (input.type === 'checkbox') {
      if (input.checked !== input.defaultChecked) fields[input.name] = String(input.checked);
    } else if (input.value !== input.defaultValue) fields[input.name] = input.value;
  }
  const active = document.activeElement;
  const chosenTab = root.querySelector('[role="tab"][aria-selected="true"]')?.id ?? '';
  taken = {
    fields,
    focused: active instanceof HTMLInputElement && root.contains(active) && active.name ? active.name : null,
    tab: /-tab-([\w-]+)$/.exec(chosenTab)?.[1] ?? null,
    sent: root.querySelector('form[data-sent]') !== null,
  };
}

/** What the user did in the frame before the app took over (empty when there was no frame). */
export function frameInput(): FrameInput {
  return taken;
}

/**
 * Build time (src/app/prerender.tsx): the frame is rendered as the page would start from this input, so
 * that it holds every part the page may show; its inline script takes away what the visitor does not get.
 */
export function presetStartFrame(input: Partial<FrameInput>): void {
  taken = { ...NOTHING, ...input };
}

/** The login page has taken it: a later visit of the page starts as usual. */
export function forgetStartFrame(): void {
  taken = NOTHING;
}
