import { describe, expect, it } from 'vitest';
import { textTemplate } from '@/lib/textTemplate';

describe('textTemplate', () => {
  it('fills every slot, in any order and more than once', () => {
    const fill = textTemplate('{{type}} · {{registration}} ({{type}})');
    expect(fill({ registration: 'B-1234', type: 'A320' })).toBe('A320 · B-1234 (A320)');
  });

  it('keeps the text around the slots, spaces inside the braces allowed, numbers written out', () => {
    expect(textTemplate('备降 {{ airport }}。')({ airport: 'CTU' })).toBe('备降 CTU。');
    expect(textTemplate('{{n}} flights')({ n: 0 })).toBe('0 flights');
  });

  it('leaves a slot without a value empty rather than showing its name', () => {
    expect(textTemplate('Follow flight {{flightNo}}')({})).toBe('Follow flight ');
  });
});
