import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Table, type TableColumn, type TableRow } from '@/components/Table';

const columns: TableColumn[] = [
  { key: 'airportname', value: '机场名称', tips: '中文名' },
  { key: 'airport3code', value: '三字码', class: 'code' },
  { key: 'runways', value: '跑道' },
];
const rows: TableRow[] = [
  { id: 1, airportname: '北京首都国际机场', airport3code: 'PEK', runways: ['18L/36R', '18R/36L', '01/19'] },
  {
    id: 2,
    airportname: '上海浦东国际机场',
    airport3code: 'PVG',
    runways: '17L/35R',
    selectable: true,
    selected: true,
  },
  { id: 3, airportname: '广州白云国际机场', airport3code: 'CAN', runways: '02L/20R', selectable: true },
];

describe('Table', () => {
  it('renders headers with tips and column classes', () => {
    render(<Table caption="机场" columns={columns} rows={rows} />);
    const header = screen.getByRole('columnheader', { name: /机场名称/ });
    expect(header).toHaveTextContent('中文名');
    expect(screen.getByRole('columnheader', { name: '三字码' })).toHaveClass('code');
    expect(screen.getByRole('cell', { name: 'PEK' })).toHaveClass('code');
  });

  it('joins array cell values with line breaks', () => {
    render(<Table columns={columns} rows={rows} />);
    const cell = screen.getByText(
      (_, el) => el?.tagName === 'TD' && el.textContent === '18L/36R18R/36L01/19',
    );
    expect(cell.querySelectorAll('br')).toHaveLength(2);
    expect(cell.innerHTML).toBe('18L/36R<br>18R/36L<br>01/19');
  });

  it('scrolls sideways inside its own focusable region', () => {
    render(<Table caption="机场" columns={columns} rows={rows} />);
    const region = screen.getByRole('region', { name: '机场' });
    expect(region).toHaveClass('scroll');
    expect(region).toHaveAttribute('tabindex', '0');
    expect(within(region).getByRole('table')).toBeInTheDocument();
  });

  it('calls the button column event with the row', async () => {
    const user = userEvent.setup();
    const event = vi.fn();
    render(
      <Table
        columns={[...columns, { key: 'op', value: '操作', type: 'button', buttonText: '详情', event }]}
        rows={rows}
      />,
    );
    const buttons = screen.getAllByRole('button', { name: '详情' });
    expect(buttons).toHaveLength(3);
    await user.click(buttons[1]!);
    expect(event).toHaveBeenCalledWith(rows[1], 1);
  });

  it('selects selectable rows with checkboxes', async () => {
    const user = userEvent.setup();
    const onSelectionChange = vi.fn();
    render(<Table columns={columns} rows={rows} onSelectionChange={onSelectionChange} />);
    // Row 1 is not selectable: only two row checkboxes plus "select all".
    expect(screen.getAllByRole('checkbox')).toHaveLength(3);
    expect(screen.queryByRole('checkbox', { name: '选择第 1 行' })).toBeNull();
    expect(screen.getByRole('checkbox', { name: '选择第 2 行' })).toBeChecked();
    await user.click(screen.getByRole('checkbox', { name: '选择第 3 行' }));
    expect(onSelectionChange).toHaveBeenLastCalledWith([2, 3], [rows[1], rows[2]]);
    expect(screen.getByRole('checkbox', { name: '全选' })).toBeChecked();
    await user.click(screen.getByRole('checkbox', { name: '选择第 2 行' }));
    expect(onSelectionChange).toHaveBeenLastCalledWith([3], [rows[2]]);
    await user.click(screen.getByRole('checkbox', { name: '全选' }));
    expect(onSelectionChange).toHaveBeenLastCalledWith([2, 3], [rows[1], rows[2]]);
  });

  it('shows an empty row when there is no data', () => {
    render(<Table columns={columns} rows={[]} />);
    expect(screen.getByText('暂无数据')).toBeInTheDocument();
  });
});

describe('Table with rows built inline', () => {
  it('keeps the selection across parent re-renders', async () => {
    const user = userEvent.setup();
    const { useState } = await import('react');
    function Parent() {
      const [ids, setIds] = useState<Array<string | number>>([]);
      return (
        <>
          <Table
            columns={columns}
            rows={rows.map((r) => ({ ...r }))}
            onSelectionChange={(next) => setIds(next)}
          />
          <output>{ids.join(',')}</output>
        </>
      );
    }
    render(<Parent />);
    await user.click(screen.getByRole('checkbox', { name: '选择第 3 行' }));
    expect(screen.getByRole('checkbox', { name: '选择第 3 行' })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: '选择第 2 行' })).toBeChecked();
    expect(screen.getByText('2,3')).toBeInTheDocument();
  });
});
