import { rowsOf } from '@/api/pages';

describe('rowsOf', () => {
  it('gives the rows of the pages in order, a row that moved to the next page between reads once', () => {
    const first = { items: [{ id: 'a' }, { id: 'b' }] };
    // "b" moved to page two between the two reads (a flight changed status).
    const second = { items: [{ id: 'b' }, { id: 'c' }] };
    expect(rowsOf([first, second]).map((row) => row.id)).toEqual(['a', 'b', 'c']);
    expect(rowsOf([])).toEqual([]);
  });
});
