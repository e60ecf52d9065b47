import { fireEvent, render, renderHook, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import type { NewsItem } from '@/api/schema/home';
import { i18n, registerStrings } from '@/i18n';
import { strings } from '@/modules/home/i18n';
import { NewsRow, useNewsMeta, type NewsMeta } from '@/modules/home/components/NewsRow';

const news = (from: number, count: number): NewsItem[] =>
  Array.from({ length: count }, (_, i) => ({
    id: `news${from + i}`,
    title: `News ${from + i}`,
    summary: '',
    picture: '',
    publishTime: '2026-11-28 08:00',
    source: 'Flight operations',
    views: 0,
  }));

const rows = (items: NewsItem[], meta: NewsMeta) => (
  <MemoryRouter>
    <ul>
      {items.map((item) => (
        <NewsRow key={item.id} item={item} meta={meta} />
      ))}
    </ul>
  </MemoryRouter>
);

describe('news rows', () => {
  it('a page arriving at the end of the list draws its own rows only', () => {
    const meta = vi.fn<NewsMeta>(({ source, time }) => `${source} · ${time}`);
    const first = news(1, 20);
    const { rerender } = render(rows(first, meta));
    expect(meta).toHaveBeenCalledTimes(20);

    meta.mockClear();
    rerender(rows([...first, ...news(21, 20)], meta));
    expect(screen.getAllByRole('link', { name: /News/ })).toHaveLength(40);
    expect(meta).toHaveBeenCalledTimes(20);
  });

  it("a picture that cannot be loaded leaves the row's blank tile, not the browser's broken-picture sign", () => {
    const [item] = news(1, 1);
    const { container } = render(
      rows(
        [{ ...item!, picture: '/mock-files/news-fleet.jpg' }],
        vi.fn(() => ''),
      ),
    );
    const picture = container.querySelector('img')!;
    expect(picture.getAttribute('src')).toBe('/mock-files/news-fleet.jpg');

    fireEvent.error(picture); // offline, and not kept on the phone
    const blank = picture.getAttribute('src')!;
    expect(blank).toMatch(/^data:image\/gif;base64,/);
    // Were the blank picture to fail too, it is not asked for again and again.
    const set = vi.spyOn(picture, 'src', 'set');
    fireEvent.error(picture);
    expect(set).not.toHaveBeenCalled();
    expect(picture.getAttribute('src')).toBe(blank);
  });

  it("the second line is the language's text, filled with the item's source and time", async () => {
    registerStrings('home', strings);
    await i18n.changeLanguage('en-us');
    try {
      const { result } = renderHook(() => useNewsMeta());
      expect(result.current({ source: 'Flight operations', time: '2026-11-28 08:00' })).toBe(
        i18n.t('news.meta', { ns: 'home', source: 'Flight operations', time: '2026-11-28 08:00' }),
      );
      expect(result.current({ source: 'Cabin services', time: '2026-11-27 19:30' })).toBe(
        'Cabin services · 2026-11-27 19:30',
      );
    } finally {
      await i18n.changeLanguage('zh-cn');
    }
  });
});
