/**
 * A translated text with `{{name}}` slots, filled by plain string work. For rows of long lists: an
 * i18next call per row (its interpolation) costs a scrolling frame a noticeable share of its budget at
 * a phone's speed, so a list looks the text up once, each slot given itself as its value
 * (`t(key, { name: '{{name}}' })`; i18next does not interpolate a value again), and fills it per row.
 * Only plain slots: a text with formatting, plurals or nesting goes through `t`.
 */
export function textTemplate(text: string): (values: Record<string, string | number>) => string {
  const parts = text.split(/\{\{\s*(\w+)\s*\}\}/);
  return (values) => parts.map((part, i) => (i % 2 ? String(values[part] ?? '') : part)).join('');
}
