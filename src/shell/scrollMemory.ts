/** Scroll positions of pages by history entry, saved on leaving and restored on coming back (§2). */
const positions = new Map<string, number>();
const LIMIT = 50;

export function saveScroll(entryKey: string, top: number): void {
  positions.delete(entryKey);
  positions.set(entryKey, top);
  if (positions.size > LIMIT) positions.delete(positions.keys().next().value as string);
}

export function savedScroll(entryKey: string): number | undefined {
  return positions.get(entryKey);
}

export function clearScrollMemory(): void {
  positions.clear();
}
