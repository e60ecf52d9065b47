import { preloadScreen } from '@/app/router';

// Which of the study module's pages have been imported (each page's module records its own evaluation).
const imported = vi.hoisted(() => new Set<string>());
vi.mock('@/modules/study/pages/StudyHomePage', () => {
  imported.add('home');
  return { default: () => null };
});
vi.mock('@/modules/study/pages/AircraftListPage', () => {
  imported.add('aircraft');
  return { default: () => null };
});

describe('preloadScreen, while the app starts', () => {
  it("loads the code of the screen at the path (its module's table, then its page), and no other page", async () => {
    preloadScreen('/Study/');
    await vi.waitFor(() => expect(imported.has('home')).toBe(true), { timeout: 5000 });
    expect(imported.has('aircraft')).toBe(false);
  });
});
