import { describe, expect, it, afterEach } from 'vitest';
import { HOSTILE_ADDRESSES, HOSTILE_SUFFIX, PAYLOADS, hostile, type HostileClass } from '@mocks/lib/hostile';
import { configureMock } from '@mocks/lib/settings';
import { setFault } from '@mocks/node';
import { call, login } from '../support/backend';

const hasPayload = (text: unknown) => typeof text === 'string' && text.endsWith(HOSTILE_SUFFIX);

describe('hostile data', () => {
  afterEach(() => configureMock({ hostile: false }));

  it('every payload would report itself to the watcher by its number, in every class', () => {
    const classes: HostileClass[] = ['script', 'handler', 'address', 'svg', 'style', 'entity'];
    for (const kind of classes) expect(PAYLOADS.filter((p) => p.kind === kind).length).toBeGreaterThan(3);
    for (const { n, text } of PAYLOADS)
      expect(
        text.includes(`__xss(${n})`) ||
          text.includes(btoa(`__xss(${n})`)) ||
          text.includes(`&#95;&#95;xss(${n})`),
      ).toBe(true);
  });

  it('replaces every address with a hostile one, and leaves file names alone', () => {
    const out = hostile({
      picUrl: 'https://cdn.example/a.png',
      attachments: [{ fileName: '手册.pdf', url: '/files/manual.pdf' }],
      avatar: 'data:image/png;base64,AAAA',
    });
    for (const address of [out.picUrl, out.attachments[0]!.url, out.avatar])
      expect(HOSTILE_ADDRESSES).toContain(address);
    expect(out.attachments[0]!.fileName).toBe('手册.pdf');
  });

  it('appends a payload to text fields and leaves ids, codes, dates and numbers alone', () => {
    const out = hostile({
      id: 'FL20261122-HG1401',
      flightNo: 'HG1401',
      depDate: '2026-11-22',
      name: '王志强',
      title: '关于冬季运行的通知',
      airports: [{ code: 'PEK', name: '北京首都' }],
      count: 3,
      std: '08:30',
    });
    expect(out.id).toBe('FL20261122-HG1401');
    expect(out.flightNo).toBe('HG1401');
    expect(out.depDate).toBe('2026-11-22');
    expect(out.count).toBe(3);
    expect(out.std).toBe('08:30');
    expect(out.airports[0]!.code).toBe('PEK');
    expect(out.name.startsWith('王志强')).toBe(true);
    expect(hasPayload(out.name)).toBe(true);
    expect(hasPayload(out.title)).toBe(true);
    expect(hasPayload(out.airports[0]!.name)).toBe(true);
  });

  it('leaves a bare list of ids alone (it has no field name to go by)', () => {
    const ids = ['FL20261124-HG1501', 'RK-FL20261124-HG1501-1', 'ADJ0001'];
    expect(hostile(ids, 'all', 'List')).toEqual(ids);
    expect(hasPayload(hostile(['晚到的机组'], 'all', 'List')[0])).toBe(true);
  });

  it('the switch makes every answer hostile, the envelope intact', async () => {
    const { token } = await login();
    configureMock({ hostile: 'all' });
    const { body } = await call<{ list?: Array<{ title: string }> }>('/api/Home/GetNewsList', {}, { token });
    expect(body.Code).toBe('0');
    expect(JSON.stringify(body.List)).toMatch(/__xss\(/);
  });

  it('List empty keeps the shape of the answer with its lists emptied', async () => {
    const { token } = await login();
    setFault('/api/Home/GetNewsList', 'list-empty');
    const { body } = await call('/api/Home/GetNewsList', {}, { token });
    expect(body.Code).toBe('0');
    expect(JSON.stringify(body.List)).not.toMatch(/"title"/);
  });
});
