import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { api } from '@/api/client';
import type { VideoTraining } from '@/api/schema/compinfo';
import { renderApp, signIn } from '../../support/app';
import './helpers';

/** The player of the page, as the browser would drive it: a position and the events it fires. */
function play(video: HTMLVideoElement, seconds: number) {
  Object.defineProperty(video, 'currentTime', { configurable: true, writable: true, value: seconds });
  fireEvent.timeUpdate(video);
}

/** A short video (20 s) played from the start to `until` seconds, its clock ticking every second. */
function playThrough(video: HTMLVideoElement, until: number) {
  Object.defineProperty(video, 'duration', { configurable: true, value: 20 });
  for (let second = 0; second <= until; second += 1) play(video, second);
}

describe('training videos and courses', () => {
  afterEach(() => vi.restoreAllMocks());

  it('remembers where the user stopped, offers to resume, and shows a graceful error when the stream is unreachable', async () => {
    // A phone: HLS streams play natively.
    vi.spyOn(HTMLMediaElement.prototype, 'canPlayType').mockReturnValue('maybe');
    await signIn('cabin');
    const { videos } = await api.read<VideoTraining>('/flightservice/CompInfo/GetVideoTraining', {});
    const video = videos[0]!;
    renderApp(`/study/videoDetail?id=${video.videoId}`);
    const player = (await screen.findByLabelText(video.title, { selector: 'video' })) as HTMLVideoElement;
    expect(player).toHaveAttribute('src', video.url);
    expect(player).toHaveAttribute('preload', 'none');
    expect(screen.getByText('未观看', { selector: 'p' })).toBeInTheDocument();

    // Watching for a while, then pausing: the place is kept.
    play(player, 3);
    play(player, 130);
    fireEvent.pause(player);
    expect(await screen.findByText('上次看到 2:10', { selector: 'p' })).toBeInTheDocument();

    // The media server cannot be reached: a readable error, the place still kept.
    fireEvent.error(player);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('视频暂时无法播放');
    expect(alert).toHaveTextContent('您的观看进度（2:10）已保留');
    expect(within(alert).getByRole('button', { name: /重试/ })).toBeInTheDocument();

    // Coming back later: the offer to resume, and the chosen place is where playing starts.
    cleanup();
    renderApp(`/study/videoDetail?id=${video.videoId}`);
    expect(await screen.findByText('您上次看到 2:10。')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: '从 2:10 继续观看' }));
    const again = screen.getByLabelText(video.title, { selector: 'video' }) as HTMLVideoElement;
    Object.defineProperty(again, 'readyState', { configurable: true, value: 1 });
    let seekedTo = -1;
    Object.defineProperty(again, 'currentTime', {
      configurable: true,
      get: () => seekedTo,
      set: (value: number) => {
        seekedTo = value;
      },
    });
    fireEvent.loadedMetadata(again);
    expect(seekedTo).toBe(130);
    expect(screen.queryByText('您上次看到 2:10。')).not.toBeInTheDocument();
  });

  it('says so, without asking for the stream, where the browser cannot play it', async () => {
    vi.spyOn(HTMLMediaElement.prototype, 'canPlayType').mockReturnValue('');
    await signIn('pilot');
    const { videos } = await api.read<VideoTraining>('/flightservice/CompInfo/GetVideoTraining', {});
    renderApp(`/study/videoDetail?id=${videos[1]!.videoId}`);
    expect(await screen.findByRole('alert')).toHaveTextContent('此浏览器不能直接播放该视频流');
    expect(screen.getByLabelText(videos[1]!.title, { selector: 'video' })).not.toHaveAttribute('src');
  });

  it('shows each course as not started, in progress or completed from the lessons watched', async () => {
    await signIn('pilot');
    const { courses, videos } = await api.read<VideoTraining>('/flightservice/CompInfo/GetVideoTraining', {});
    const course = courses.find((c) => c.videoIds.length >= 2)!;
    const [first, second] = course.videoIds.map((id) => videos.find((v) => v.videoId === id)!);
    const { router } = renderApp('/study/course');
    const row = async () =>
      (await screen.findByRole('link', { name: new RegExp(course.title) })) as HTMLElement;
    expect(within(await row()).getByText('未开始')).toBeInTheDocument();
    expect(await row()).toHaveTextContent(`已完成 0 / ${course.videoIds.length} 课`);

    await userEvent.click(await row());
    await userEvent.click(await screen.findByRole('link', { name: '开始学习' }));
    // Played to its end: watched.
    playThrough((await screen.findByLabelText(first!.title, { selector: 'video' })) as HTMLVideoElement, 20);
    fireEvent.ended(screen.getByLabelText(first!.title, { selector: 'video' }));
    expect(await screen.findAllByText('已看完')).not.toHaveLength(0);

    await router.navigate(`/study/course/${course.courseId}`);
    expect(await screen.findByText(`已完成 1 / ${course.videoIds.length} 课`)).toBeInTheDocument();
    expect(screen.getByText('进行中')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('link', { name: '继续学习' }));
    expect(await screen.findByLabelText(second!.title, { selector: 'video' })).toBeInTheDocument();
    for (const id of course.videoIds.slice(1)) {
      if (id !== second!.videoId) await router.navigate(`/study/videoDetail?id=${id}`);
      const title = videos.find((v) => v.videoId === id)!.title;
      // A screen on its way out is an inert picture: play the one that stays.
      const live = () =>
        screen.getAllByLabelText(title, { selector: 'video' }).find((v) => !v.closest('[inert]'));
      await waitFor(() => expect(live()).toBeDefined());
      const player = live() as HTMLVideoElement;
      // Most of it played, then paused before the end: it may be marked as watched.
      playThrough(player, 19);
      fireEvent.pause(player);
      // Tapped at once: user-event's pointer sequence spans ticks in which the page settles and re-renders.
      fireEvent.click(await screen.findByRole('button', { name: '标记为已看完' }));
      await waitFor(() => expect(screen.queryByRole('button', { name: '标记为已看完' })).toBeNull());
    }
    await router.navigate('/study/course');
    expect(within(await row()).getByText('已完成')).toBeInTheDocument();
  });

  it('offers "Mark as watched" only once most of the video was played, not skipped to (issue #26, item 7)', async () => {
    vi.spyOn(HTMLMediaElement.prototype, 'canPlayType').mockReturnValue('maybe');
    await signIn('pilot');
    const { videos } = await api.read<VideoTraining>('/flightservice/CompInfo/GetVideoTraining', {});
    const video = videos[2]!;
    renderApp(`/study/videoDetail?id=${video.videoId}`);
    const player = (await screen.findByLabelText(video.title, { selector: 'video' })) as HTMLVideoElement;
    expect(screen.queryByRole('button', { name: '标记为已看完' })).toBeNull();
    expect(screen.getByText('看完大部分内容（90%）后可标记为已看完')).toBeInTheDocument();

    // Skipped to the end: nothing was watched, and its end is no proof either.
    playThrough(player, 2);
    fireEvent.seeking(player);
    play(player, 19);
    fireEvent.pause(player);
    fireEvent.ended(player);
    await screen.findByText('上次看到 0:20', { selector: 'p' });
    expect(screen.queryByText('已看完', { selector: 'p' })).toBeNull();
    expect(screen.queryByRole('button', { name: '标记为已看完' })).toBeNull();

    // Watched through: now it may be marked.
    fireEvent.seeking(player);
    playThrough(player, 19);
    fireEvent.pause(player);
    fireEvent.click(await screen.findByRole('button', { name: '标记为已看完' }));
    expect(await screen.findByText('已看完', { selector: 'p' })).toBeInTheDocument();
  });

  it('after a start that failed says "not watched", not "stopped at 0:00" (issue #26, item 7)', async () => {
    vi.spyOn(HTMLMediaElement.prototype, 'canPlayType').mockReturnValue('maybe');
    await signIn('pilot');
    const { videos } = await api.read<VideoTraining>('/flightservice/CompInfo/GetVideoTraining', {});
    const video = videos[3]!;
    renderApp(`/study/videoDetail?id=${video.videoId}`);
    const player = (await screen.findByLabelText(video.title, { selector: 'video' })) as HTMLVideoElement;
    play(player, 0);
    fireEvent.pause(player);
    fireEvent.error(player);
    expect(await screen.findByRole('alert')).toHaveTextContent('视频暂时无法播放');
    expect(screen.getByText('未观看', { selector: 'p' })).toBeInTheDocument();
    expect(screen.queryByText(/上次看到 0:00/)).toBeNull();
    cleanup();
    renderApp('/study/video');
    const row = await screen.findByRole('link', { name: new RegExp(video.title) });
    expect(row).toHaveTextContent('未观看');
  });
});
