import { screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { mockServer } from '@mocks/node';
import { sanitizeHtml } from '@/modules/home/sanitize';
import { renderApp, signIn } from '../../support/app';

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
