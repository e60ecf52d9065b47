import { create } from 'zustand';
import { readJson, STORAGE_KEYS, writeJson } from '@/lib/storage';

export const TEXT_SIZES = ['small', 'standard', 'large', 'larger'] as const;
export type TextSize = (typeof TEXT_SIZES)[number];
const SCALE: Record<TextSize, number> = { small: 0.9, standard: 1, large: 1.12, larger: 1.25 };

interface PrefsState {
  textSize: TextSize;
  setTextSize: (size: TextSize) => void;
}

function applyTextSize(size: TextSize) {
  if (typeof document !== 'undefined')
    document.documentElement.style.setProperty('--text-scale', String(SCALE[size]));
}

function storedTextSize(): TextSize {
  const stored = readJson<string>('local', STORAGE_KEYS.textSize);
  return (TEXT_SIZES as readonly string[]).includes(stored ?? '') ? (stored as TextSize) : 'standard';
}

/** Display preferences. The language lives in i18n (key `lang`); the text size is a display choice too. */
export const usePrefsStore = create<PrefsState>()((set) => ({
  textSize: storedTextSize(),
  setTextSize: (textSize) => {
    writeJson('local', STORAGE_KEYS.textSize, textSize);
    applyTextSize(textSize);
    set({ textSize });
  },
}));

export function initPrefs(): void {
  applyTextSize(usePrefsStore.getState().textSize);
}

export function resetPrefsStore(): void {
  usePrefsStore.setState({ textSize: storedTextSize() });
}
