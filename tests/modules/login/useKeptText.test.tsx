import { StrictMode } from 'react';
import { describe, expect, it } from 'vitest';
import { act, renderHook } from '@testing-library/react';
import { useKeptText } from '@/modules/login/useKeptText';
import { draftKey, SIGNED_OUT, writeDraft } from '@/lib/drafts';

const stored = (field: string) => sessionStorage.getItem(draftKey(SIGNED_OUT, field));

describe('useKeptText', () => {
  it('starts from the tab\u2019s draft, else from the initial value', () => {
    expect(renderHook(() => useKeptText('x.field', () => 'initial')).result.current[0]).toBe('initial');
    writeDraft(SIGNED_OUT, 'x.field', 'drafted');
    expect(renderHook(() => useKeptText('x.field', () => 'initial')).result.current[0]).toBe('drafted');
  });

  it('starts from text typed before without writing it while rendering; its setter keeps it', () => {
    writeDraft(SIGNED_OUT, 'x.field', 'drafted');
    const { result } = renderHook(() => useKeptText('x.field', () => 'initial', 'typed'), {
      wrapper: StrictMode,
    });
    expect(result.current[0]).toBe('typed');
    // The caller keeps it once mounted (LoginPage): a render writes nothing.
    expect(stored('x.field')).toBe('"drafted"');
    act(() => result.current[1]('typed'));
    expect(stored('x.field')).toBe('"typed"');
    act(() => result.current[1](''));
    expect(stored('x.field')).toBeNull();
  });
});
