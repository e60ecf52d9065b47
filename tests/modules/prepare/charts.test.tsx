import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { api } from '@/api/client';
import type { AirportDoc } from '@/api/schema/compinfo';
import { firstMission, renderApp, signIn } from './readingSupport';

// jsdom cannot run pdf.js (no canvas, no worker): the loader is replaced by a two-page document that
// records which file the viewer asked for. Everything else (the page, the viewer, the backend) is real.
const opened = vi.hoisted(() => [] as string[]);
vi.mock('@/components/DocumentViewer/pdf', () => ({
  openDocument: (url: string) => {
    opened.push(url);
    const page = {
      getViewport: ({ scale }: { scale: number }) => ({ width: 600 * scale, height: 800 * scale }),
      render: () => ({ promise: Promise.resolve(), cancel: () => undefined }),
    };
    return {
      promise: Promise.resolve({
        numPages: 2,
        getPage: () => Promise.resolve(page),
        destroy: () => Promise.resolve(),
      }),
    };
  },
}));

describe('airport charts in prepare', () => {
  beforeEach(() => {
    opened.length = 0;
  });

  it('a chart published as a PDF opens in the in-app document viewer, and closes back to the chart', async () => {
    await signIn('pilot');
    const { missionId, from } = await firstMission();
    const charts = await api.read<AirportDoc[]>('/api/CompInfo/GetAllAirportDoc', { airportCode: from });
    const pdf = charts.find((doc) => doc.category === '机场图' && doc.fileUrl.endsWith('.pdf'))!;
    renderApp(`/prepare/airport/legend/${from}?missionId=${missionId}`);

    await userEvent.click(await screen.findByRole('link', { name: new RegExp(`^${pdf.name}`) }));
    await userEvent.click(await screen.findByRole('button', { name: '打开 PDF 文件' }));

    const viewer = await screen.findByRole('dialog', { name: pdf.name });
    expect(await within(viewer).findByRole('img', { name: '第 1 页' })).toBeInTheDocument();
    expect(within(viewer).getByRole('img', { name: '第 2 页' })).toBeInTheDocument();
    expect(within(viewer).getByText('共 2 页')).toBeInTheDocument();
    const address = new URL(pdf.fileUrl, window.location.href).href;
    expect(opened).toEqual([address]);
    // The viewer zooms in place and keeps a download link to the same file.
    await userEvent.click(within(viewer).getByRole('button', { name: '放大' }));
    expect(within(viewer).getByText('150%')).toBeInTheDocument();
    expect(within(viewer).getByRole('link', { name: '下载文件' })).toHaveAttribute('href', address);

    await userEvent.click(within(viewer).getByRole('button', { name: '关闭文件' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByRole('button', { name: '打开 PDF 文件' })).toBeInTheDocument();
  });

  it('a picture chart keeps the image preview and never loads the PDF viewer', async () => {
    await signIn('cabin');
    const { missionId, from } = await firstMission();
    renderApp(`/prepare/airport/legend/${from}?missionId=${missionId}`);
    await userEvent.click(await screen.findByRole('link', { name: /停机位置图/ }));
    expect(await screen.findByRole('button', { name: /停机位置图/ })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '打开 PDF 文件' })).not.toBeInTheDocument();
    expect(opened).toEqual([]);
  });
});
