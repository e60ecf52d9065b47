import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

const ctor = vi.fn();
const init = vi.fn();
vi.mock('photoswipe', () => ({
  default: class {
    constructor(options: unknown) {
      ctor(options);
    }
    init = init;
  },
}));
vi.mock('photoswipe/style.css', () => ({}));

import { ImagePreview, openImagePreview } from '@/components/ImagePreview';

describe('openImagePreview', () => {
  beforeEach(() => {
    ctor.mockClear();
    init.mockClear();
  });

  it('passes the spec options to photoswipe and opens it', async () => {
    await openImagePreview(
      [
        { src: '/a.jpg', width: 800, height: 600 },
        { src: '/b.jpg', width: 400, height: 300, alt: 'B' },
      ],
      1,
    );
    expect(ctor).toHaveBeenCalledTimes(1);
    const options = ctor.mock.calls[0]![0];
    expect(options).toMatchObject({
      bgOpacity: 0.85,
      maxZoomLevel: 5,
      tapAction: 'close',
      imageClickAction: 'close',
      counter: false,
      zoom: false,
      preloader: false,
      index: 1,
      dataSource: [
        { src: '/a.jpg', width: 800, height: 600 },
        { src: '/b.jpg', width: 400, height: 300, alt: 'B' },
      ],
    });
    // No caption, fullscreen, share or history options exist in what we pass.
    for (const key of ['caption', 'fullscreenEl', 'shareEl', 'history'])
      expect(options).not.toHaveProperty(key);
    expect(init).toHaveBeenCalled();
  });

  it('hides arrows for one image and measures the natural size when not given', async () => {
    const OriginalImage = window.Image;
    class FakeImage {
      naturalWidth = 1200;
      naturalHeight = 900;
      onload: (() => void) | null = null;
      onerror: (() => void) | null = null;
      set src(_: string) {
        queueMicrotask(() => this.onload?.());
      }
    }
    window.Image = FakeImage as unknown as typeof Image;
    try {
      await openImagePreview(['/only.jpg'], 5);
    } finally {
      window.Image = OriginalImage;
    }
    const options = ctor.mock.calls[0]![0];
    expect(options).toMatchObject({
      arrowPrev: false,
      arrowNext: false,
      index: 0,
      dataSource: [{ src: '/only.jpg', width: 1200, height: 900 }],
    });
  });

  it('does nothing without images', async () => {
    expect(await openImagePreview([])).toBeNull();
    expect(ctor).not.toHaveBeenCalled();
  });

  it('thumbnails open the gallery at their index', async () => {
    const user = userEvent.setup();
    render(
      <ImagePreview
        images={[
          { src: '/a.jpg', width: 10, height: 10, alt: '航图' },
          { src: '/b.jpg', width: 10, height: 10 },
        ]}
      />,
    );
    await user.click(screen.getByRole('button', { name: '查看第 2 张图片' }));
    await vi.waitFor(() => expect(ctor).toHaveBeenCalled());
    expect(ctor.mock.calls[0]![0]).toMatchObject({ index: 1 });
    expect(screen.getByRole('button', { name: '查看大图：航图' })).toBeInTheDocument();
  });
});
