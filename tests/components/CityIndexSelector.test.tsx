import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  CITY_HISTORY_KEY,
  CityIndexSelector,
  groupAirports,
  type Airport,
} from '@/components/CityIndexSelector';

const airports: Airport[] = [
  { code3: 'PEK', code4: 'ZBAA', name: '北京首都国际机场', city: '北京', pinyin: 'beijing' },
  { code3: 'PVG', code4: 'ZSPD', name: '上海浦东国际机场', city: '上海', pinyin: 'shanghai' },
  { code3: 'CAN', code4: 'ZGGG', name: '广州白云国际机场', city: '广州', pinyin: 'guangzhou' },
  { code3: 'CTU', code4: 'ZUUU', name: '成都双流国际机场', city: '成都', pinyin: 'chengdu' },
  { code3: 'SZX', code4: 'ZGSZ', name: '深圳宝安国际机场', city: '深圳', pinyin: 'shenzhen' },
];

describe('CityIndexSelector', () => {
  it('shows hot cities and letter groups with an index bar', () => {
    render(<CityIndexSelector airports={airports} hotCodes={['PEK', 'SZX', 'XXX']} onSelect={() => {}} />);
    const hot = screen.getByRole('region', { name: '热门城市' });
    expect(
      within(hot)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['北京', '深圳']);
    const index = screen.getByRole('navigation', { name: '字母索引' });
    expect(
      within(index)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['B', 'C', 'G', 'S']);
    const s = screen.getByRole('region', { name: 'S' });
    expect(
      within(s)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['上海 · 上海浦东国际机场PVG', '深圳 · 深圳宝安国际机场SZX']);
    expect(screen.queryByRole('region', { name: '历史选择' })).toBeNull();
  });

  it('jumps to a letter group from the index', async () => {
    const user = userEvent.setup();
    render(<CityIndexSelector airports={airports} onSelect={() => {}} />);
    await user.click(screen.getByRole('button', { name: '跳到 G' }));
    expect(screen.getByRole('heading', { name: 'G' })).toHaveFocus();
  });

  it('records history in sessionStorage, newest first, and shows it', async () => {
    const user = userEvent.setup();
    const onSelect = vi.fn();
    const { unmount } = render(<CityIndexSelector airports={airports} onSelect={onSelect} />);
    await user.click(screen.getByRole('button', { name: /广州白云/ }));
    await user.click(screen.getByRole('button', { name: /成都双流/ }));
    expect(onSelect).toHaveBeenLastCalledWith(airports[3]);
    expect(JSON.parse(sessionStorage.getItem(CITY_HISTORY_KEY)!)).toEqual(['CTU', 'CAN']);
    const history = screen.getByRole('region', { name: '历史选择' });
    expect(
      within(history)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['成都', '广州']);
    unmount();
    // A fresh mount reads it back; picking again moves it to the front without duplicates.
    render(<CityIndexSelector airports={airports} onSelect={onSelect} />);
    const again = screen.getByRole('region', { name: '历史选择' });
    await user.click(within(again).getByRole('button', { name: '广州' }));
    expect(JSON.parse(sessionStorage.getItem(CITY_HISTORY_KEY)!)).toEqual(['CAN', 'CTU']);
  });

  it('caps the history at the limit', async () => {
    const user = userEvent.setup();
    render(<CityIndexSelector airports={airports} onSelect={() => {}} historyLimit={2} historyKey="dep" />);
    for (const name of [/北京首都/, /上海浦东/, /深圳宝安/])
      await user.click(screen.getAllByRole('button', { name })[0]!);
    expect(JSON.parse(sessionStorage.getItem('dep')!)).toEqual(['SZX', 'PVG']);
  });

  it('searches by city, pinyin and codes', async () => {
    const user = userEvent.setup();
    render(<CityIndexSelector airports={airports} onSelect={() => {}} />);
    const box = screen.getByRole('searchbox', { name: '搜索城市或机场' });
    await user.type(box, 'zggg');
    const results = screen.getByRole('region', { name: '搜索结果' });
    expect(
      within(results)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['广州 · 广州白云国际机场CAN']);
    await user.clear(box);
    await user.type(box, 'sh');
    expect(within(screen.getByRole('region', { name: '搜索结果' })).getAllByRole('button')).toHaveLength(2);
    await user.clear(box);
    await user.type(box, '火星');
    expect(screen.getByText('没有找到匹配的城市')).toBeInTheDocument();
  });

  it('groups by first pinyin letter', () => {
    expect(groupAirports(airports).map((g) => g.letter)).toEqual(['B', 'C', 'G', 'S']);
  });
});
