/**
 * Addresses from the backend reach an href or a src only through lib/safeUrl: the app's origin and the
 * configured https media origins; the screens say "link not available" for anything else.
 */
import { render, screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { mockServer } from '@mocks/node';
import { api } from '@/api/client';
import type { VideoTraining } from '@/api/schema/compinfo';
import type { Attachment } from '@/api/schema/flightdata';
import { mediaOrigins, safeUrl } from '@/lib/safeUrl';
import { Attachments } from '@/components/Attachments';
import { DocumentViewer } from '@/components/DocumentViewer';
import { renderApp, signIn } from '../support/app';

const opened = vi.hoisted(() => ({ documents: [] as string[] }));
vi.mock('@/components/DocumentViewer/pdf', () => ({
  openDocument: (url: string) => {
    opened.documents.push(url);
    return { promise: new Promise(() => undefined) };
  },
}));

const MEDIA = 'https://media.hongxiang-air.example';
/** What a hostile or careless backend may send where a file's address belongs. */
const REFUSED = [
  'javascript:alert(1)',
  ' JaVaScRiPt:alert(1)',
  'data:text/html,<script>alert(1)</script>',
  'data:image/svg+xml,<svg onload=alert(1)>',
  'http://media.hongxiang-air.example/a.pdf',
  'https://evil.example/a.pdf',
  '//evil.example/a.pdf',
  'vbscript:msgbox(1)',
  'https://media.hongxiang-air.example.evil.example/a.pdf',
  '',
  'http://[::1',
];

describe('safeUrl', () => {
  it('allows the app origin and the configured https media origins, as absolute addresses', () => {
    const here = window.location.origin;
    expect(safeUrl('/mock-files/a.pdf')).toBe(`${here}/mock-files/a.pdf`);
    expect(safeUrl('files/a.pdf')).toBe(new URL('files/a.pdf', window.location.href).href);
    expect(safeUrl(`${here}/x?y=1`)).toBe(`${here}/x?y=1`);
    expect(safeUrl(`${MEDIA}/vod/1/index.m3u8`)).toBe(`${MEDIA}/vod/1/index.m3u8`);
  });

  it.each(REFUSED)('refuses %j', (address) => {
    expect(safeUrl(address)).toBeNull();
  });

  it('lets a link that leaves the app go to any https site, never to a script or data', () => {
    expect(safeUrl('https://www.caac.gov.cn/notice', { leaving: true })).toBe(
      'https://www.caac.gov.cn/notice',
    );
    expect(safeUrl('http://www.caac.gov.cn/notice', { leaving: true })).toBeNull();
    expect(safeUrl('javascript:alert(1)', { leaving: true })).toBeNull();
    expect(safeUrl('data:text/html,x', { leaving: true })).toBeNull();
  });

  it('reads only https origins from the setting', () => {
    expect(mediaOrigins('https://a.example/x, http://b.example  https://c.example:8443 nonsense')).toEqual([
      'https://a.example',
      'https://c.example:8443',
    ]);
    expect(mediaOrigins(undefined)).toEqual([]);
  });
});

const attachment = (url: string, type: Attachment['type'] = 'pdf'): Attachment => ({
  id: url,
  name: '附件',
  type,
  url,
  size: 1024,
});

/** Every href and src in the container: none holds a refused address. */
function addresses(container: HTMLElement): string[] {
  return [...container.querySelectorAll('[href], [src], [poster]')].flatMap((element) =>
    ['href', 'src', 'poster'].map((name) => element.getAttribute(name) ?? '').filter(Boolean),
  );
}

describe('the screens say a refused link is not available', () => {
  it('attachments (documents and pictures; the home’s messages and the preparation’s notices)', () => {
    const { container } = render(
      <Attachments
        attachments={[attachment('javascript:alert(1)'), attachment('data:image/png;base64,AA', 'image')]}
      />,
    );
    expect(screen.getAllByText('链接不可用')).toHaveLength(2);
    expect(screen.queryByRole('link')).toBeNull();
    expect(screen.queryByRole('button')).toBeNull();
    expect(addresses(container)).toEqual([]);
  });

  it('attachments keep their links when the address is the app’s own', () => {
    render(<Attachments attachments={[attachment('/mock-files/a.pdf')]} />);
    expect(screen.getByRole('link', { name: '在浏览器中打开 附件' })).toHaveAttribute(
      'href',
      `${window.location.origin}/mock-files/a.pdf`,
    );
  });

  it('attachments, one refused and one the app’s own: only the own one is linked', () => {
    const { container } = render(
      <Attachments
        attachments={[attachment('https://evil.example/a.pdf'), attachment('/mock-files/b.pdf')]}
      />,
    );
    const items = screen.getAllByRole('listitem');
    expect(items[0]).toHaveTextContent('链接不可用');
    const own = `${window.location.origin}/mock-files/b.pdf`;
    expect(within(items[1]!).getByRole('link', { name: '在浏览器中打开 附件' })).toHaveAttribute('href', own);
    // Opened in the browser, and downloaded: both the same checked address, nothing else.
    expect(addresses(container)).toEqual([own, own]);
  });

  it('the document viewer fetches and links nothing', async () => {
    opened.documents = [];
    const { container } = render(
      <DocumentViewer doc={{ title: '航图', url: 'javascript:alert(1)' }} onClose={() => undefined} />,
    );
    expect(await screen.findByRole('alert')).toHaveTextContent('链接不可用');
    expect(screen.queryByRole('link')).toBeNull();
    expect(addresses(container)).toEqual([]);
    await new Promise((done) => setTimeout(done, 20));
    expect(opened.documents).toEqual([]);
  });

  it('a training video neither plays nor links a refused stream or poster', async () => {
    await signIn('pilot');
    const training = await api.read<VideoTraining>('/flightservice/CompInfo/GetVideoTraining', {});
    const video = training.videos[0]!;
    mockServer.use(
      http.post('*/flightservice/CompInfo/GetVideoTraining', () =>
        HttpResponse.json({
          Code: '0',
          Message: '成功',
          List: {
            ...training,
            videos: training.videos.map((item) =>
              item.videoId === video.videoId
                ? { ...item, url: 'javascript:alert(1)', poster: 'data:image/svg+xml,<svg onload=alert(1)>' }
                : item,
            ),
          },
        }),
      ),
    );
    const { container } = renderApp(`/study/videoDetail?id=${video.videoId}`);
    expect(await screen.findByRole('alert')).toHaveTextContent('链接不可用');
    const player = screen.getByLabelText(video.title, { selector: 'video' });
    expect(player).not.toHaveAttribute('src');
    expect(player).not.toHaveAttribute('poster');
    expect(addresses(container).filter((address) => /javascript:|data:/i.test(address))).toEqual([]);
  });
});
