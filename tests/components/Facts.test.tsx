import { render, screen, within } from '@testing-library/react';
import { Facts } from '@/components/Facts';

/** The value cell (dd) that belongs to the label cell (dt) with this text. */
function valueOf(label: string) {
  const term = screen.getByText(label, { selector: 'dt' });
  const row = term.parentElement!;
  return within(row).getByRole('definition');
}

describe('Facts', () => {
  it('lists each label with its value in a description list, in order', () => {
    render(
      <Facts
        items={[
          { key: 'flight', label: '航班', value: 'CA1501' },
          { label: '机型', value: <strong>A321</strong> },
          { label: '座位', value: 0 },
        ]}
      />,
    );
    expect(screen.getAllByRole('term').map((term) => term.textContent)).toEqual(['航班', '机型', '座位']);
    expect(valueOf('航班')).toHaveTextContent(/^CA1501$/);
    expect(within(valueOf('机型')).getByText('A321').tagName).toBe('STRONG');
    // Zero is a value, not a missing one.
    expect(valueOf('座位')).toHaveTextContent(/^0$/);
  });

  it('shows a dash for an empty, null, undefined or false value so the field reads as missing', () => {
    render(
      <Facts
        items={[
          { label: '登机口', value: '' },
          { label: '机长', value: null },
          { label: '备注', value: undefined },
          { label: '延误', value: false },
          { label: '航班', value: 'CA1501' },
        ]}
      />,
    );
    for (const label of ['登机口', '机长', '备注', '延误']) expect(valueOf(label)).toHaveTextContent(/^—$/);
    expect(valueOf('航班')).not.toHaveTextContent('—');
  });

  it('adds the layout class and a caller class to the list', () => {
    const { container, rerender } = render(<Facts items={[{ label: 'a', value: 'b' }]} className="extra" />);
    const list = container.querySelector('dl')!;
    expect(list.className).toMatch(/rows/);
    expect(list.className).toMatch(/extra/);
    rerender(<Facts layout="grid" items={[{ label: 'a', value: 'b' }]} />);
    expect(container.querySelector('dl')!.className).toMatch(/grid/);
    expect(container.querySelector('dl')!.className).not.toMatch(/rows/);
  });
});
