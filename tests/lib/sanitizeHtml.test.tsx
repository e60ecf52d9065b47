import { screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { mockServer } from '@mocks/node';
import { sanitizeHtml } from '@/lib/sanitizeHtml';
import { renderApp, signIn } from '../support/app';
import { firstMission } from '../modules/prepare/readingSupport';

declare global {
  interface Window {
    __pwned?: string;
  }
}

const HOSTILE =
  '<p>正文第一段</p>' +
  '<script>window.__pwned = "script"</script>' +
  '<img src="/mock-files/notice-radar.png" onerror="window.__pwned = \'onerror\'" alt="雷达图">' +
  '<a href="javascript:window.__pwned=\'link\'">点我</a>' +
  '<iframe src="https://evil.example"></iframe>';

const ok = (list: unknown) => HttpResponse.json({ Code: '0', Message: '成功', List: list });

/** Nothing hostile reached the document, and nothing ran. */
async function expectDefused() {
  expect(await screen.findByText('正文第一段')).toBeInTheDocument();
  expect(document.querySelector('main script')).toBeNull();
  expect(document.querySelector('main iframe')).toBeNull();
  const picture = screen.getByAltText('雷达图');
  expect(picture).not.toHaveAttribute('onerror');
  picture.dispatchEvent(new Event('error'));
  const link = screen.getByText('点我');
  expect(link.getAttribute('href') ?? '').not.toMatch(/javascript:/i);
  expect(window.__pwned).toBeUndefined();
}

afterEach(() => {
  delete window.__pwned;
});

describe('server HTML is sanitized before it is rendered', () => {
  it('in a message', async () => {
    await signIn('pilot');
    mockServer.use(
      http.post('*/api/flightdata/getmessage', () =>
        ok({
          id: 'MS-X',
          typeId: 'MT01',
          typeName: '通知',
          title: '恶意消息',
          summary: '',
          sender: '系统',
          department: '测试',
          sendTime: '2026-11-21 08:00',
          important: false,
          read: true,
          content: HOSTILE,
          attachments: [],
        }),
      ),
    );
    renderApp('/home/messagedetail/MS-X');
    await expectDefused();
  });

  it('in an announcement', async () => {
    await signIn('pilot');
    mockServer.use(
      http.post('*/api/flightdata/getnotice', () =>
        ok({
          total: 1,
          pageIndex: 1,
          pageSize: 1,
          items: [
            {
              id: 'AN-X',
              title: '恶意公告',
              summary: '',
              department: '测试',
              publishTime: '2026-11-21 08:00',
              important: false,
              attachments: [],
              content: HOSTILE,
            },
          ],
        }),
      ),
    );
    renderApp('/home/announFileDetail?id=AN-X');
    await expectDefused();
  });

  it('in a news article', async () => {
    await signIn('pilot');
    mockServer.use(
      http.post('*/api/Home/GetNewsList', () =>
        ok({
          total: 1,
          pageIndex: 1,
          pageSize: 1,
          items: [
            {
              id: 'news-x',
              title: '恶意新闻',
              summary: '',
              picture: '',
              publishTime: '2026-11-21 08:00',
              source: '测试',
              views: 0,
              content: HOSTILE,
            },
          ],
        }),
      ),
    );
    renderApp('/home/newsdetail/news-x');
    await expectDefused();
  });

  it('in a safety notice of the preparation (the same set-up as the home screens)', async () => {
    await signIn('pilot');
    mockServer.use(
      http.post('*/api/flightdata/getsafetynoticeinfo', () =>
        ok({
          id: 'SN-X',
          title: '恶意通告',
          level: '一般',
          department: '测试',
          publishTime: '2026-11-21 08:00',
          summary: '',
          read: true,
          content: HOSTILE,
          attachments: [],
        }),
      ),
    );
    const { missionId } = await firstMission();
    renderApp(`/prepare/safe/detail/SN-X?missionId=${missionId}`);
    await expectDefused();
  });

  it('drops data attributes, which scripts and widgets read', () => {
    expect(sanitizeHtml('<p data-action="logout" data-href="javascript:x">段落</p>')).toBe('<p>段落</p>');
  });

  it('lets through only addresses lib/safeUrl allows: pictures from the app or its media host', () => {
    const box = document.createElement('div');
    box.innerHTML = sanitizeHtml(
      '<img alt="own" src="/mock-files/a.png">' +
        '<img alt="media" src="https://media.hongxiang-air.example/b.png">' +
        '<img alt="elsewhere" src="https://evil.example/track.png">' +
        '<img alt="data" src="data:image/svg+xml,<svg onload=alert(1)>">' +
        '<img alt="set" srcset="https://evil.example/x.png 2x">' +
        '<a href="http://plain.example/">plain http</a>' +
        '<a href="data:text/html,x">data link</a>' +
        '<a href="https://www.caac.gov.cn/">https site</a>',
    );
    const src = (alt: string) => box.querySelector(`img[alt="${alt}"]`)?.getAttribute('src') ?? null;
    expect(src('own')).toBe(`${window.location.origin}/mock-files/a.png`);
    expect(src('media')).toBe('https://media.hongxiang-air.example/b.png');
    expect(src('elsewhere')).toBeNull();
    expect(src('data')).toBeNull();
    expect(box.querySelector('img[alt="set"]')?.hasAttribute('srcset')).toBe(false);
    const href = (text: string) =>
      [...box.querySelectorAll('a')].find((a) => a.textContent === text)?.getAttribute('href') ?? null;
    expect(href('plain http')).toBeNull();
    expect(href('data link')).toBeNull();
    expect(href('https site')).toBe('https://www.caac.gov.cn/');
  });

  it('keeps ordinary content and sends links to a new tab that cannot reach back', () => {
    const clean = sanitizeHtml('<p><strong>注意</strong> <a href="https://example.com/a">链接</a></p>');
    const box = document.createElement('div');
    box.innerHTML = clean;
    expect(box.querySelector('strong')).toHaveTextContent('注意');
    const link = box.querySelector('a')!;
    expect(link).toHaveAttribute('href', 'https://example.com/a');
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    expect(sanitizeHtml('<div style="position:fixed;inset:0">遮罩</div>')).toBe('<div>遮罩</div>');
  });
});
