import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { Tabs } from '@/components/Tabs';

type Panel = 'crew' | 'load' | 'weather';

function Panels({ onChange = () => undefined }: { onChange?: (key: Panel) => void }) {
  const [panel, setPanel] = useState<Panel>('crew');
  return (
    <Tabs
      label="航班详情"
      tabs={[
        { key: 'crew', label: '机组' },
        { key: 'load', label: '载量' },
        { key: 'weather', label: '天气' },
      ]}
      value={panel}
      onChange={(key) => {
        onChange(key);
        setPanel(key);
      }}
    >
      <p>{`${panel} 内容`}</p>
    </Tabs>
  );
}

describe('Tabs', () => {
  it('labels the panel with the chosen tab and shows its content', async () => {
    render(<Panels />);
    expect(screen.getByRole('tablist', { name: '航班详情' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: '机组' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tabpanel', { name: '机组' })).toHaveTextContent('crew 内容');
    await userEvent.click(screen.getByRole('tab', { name: '天气' }));
    expect(screen.getByRole('tabpanel', { name: '天气' })).toHaveTextContent('weather 内容');
    expect(screen.getByRole('tab', { name: '机组' })).toHaveAttribute('aria-selected', 'false');
  });

  it('is one tab stop; arrows (wrapping), Home and End move to a tab and show it', async () => {
    const onChange = vi.fn();
    render(<Panels onChange={onChange} />);
    await userEvent.tab();
    expect(screen.getByRole('tab', { name: '机组' })).toHaveFocus();
    await userEvent.keyboard('{ArrowLeft}');
    expect(screen.getByRole('tab', { name: '天气' })).toHaveFocus();
    await userEvent.keyboard('{Home}');
    expect(screen.getByRole('tab', { name: '机组' })).toHaveFocus();
    await userEvent.keyboard('{End}{ArrowRight}');
    expect(screen.getByRole('tabpanel')).toHaveTextContent('crew 内容');
    expect(onChange.mock.calls.map(([key]) => key)).toEqual(['weather', 'crew', 'weather', 'crew']);
    await userEvent.tab(); // out of the list, not to the next tab
    expect(screen.getAllByRole('tab')).not.toContain(document.activeElement);
  });
});
