import { render, screen } from '@testing-library/react';
import { Tag, type TagTone } from '@/components/Tag';

const TONES: TagTone[] = ['neutral', 'info', 'success', 'warning', 'danger'];

describe('Tag', () => {
  it('shows its words and carries the class of its tone, only that one', () => {
    render(
      <>
        {TONES.map((tone) => (
          <Tag key={tone} tone={tone}>
            {`状态 ${tone}`}
          </Tag>
        ))}
      </>,
    );
    for (const tone of TONES) {
      const tag = screen.getByText(`状态 ${tone}`);
      expect(tag).toBeVisible();
      expect(tag.className).toMatch(new RegExp(`\\b${tone}\\b`));
      for (const other of TONES.filter((t) => t !== tone))
        expect(tag.className).not.toMatch(new RegExp(`\\b${other}\\b`));
    }
  });

  it('is neutral and outlined unless told otherwise, and takes the variant and a caller class', () => {
    const { rerender } = render(<Tag>已读</Tag>);
    expect(screen.getByText('已读').className).toMatch(/\bneutral\b/);
    expect(screen.getByText('已读').className).toMatch(/\boutline\b/);
    rerender(
      <Tag tone="danger" variant="solid" className="mine">
        取消
      </Tag>,
    );
    const tag = screen.getByText('取消');
    expect(tag.className).toMatch(/\bsolid\b/);
    expect(tag.className).toMatch(/\bdanger\b/);
    expect(tag.className).toMatch(/\bmine\b/);
    expect(tag.className).not.toMatch(/\boutline\b/);
  });
});
