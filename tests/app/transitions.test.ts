import { navigationFlags, transitionFor, type NavigationStep } from '@/app/transitions';

const step = (over: Partial<NavigationStep>): NavigationStep => ({
  type: 'PUSH',
  fromPath: '/dynamics/listpage',
  toPath: '/dynamics/details',
  fromIndex: 3,
  toIndex: 4,
  ...over,
});

describe('page transition direction (§2, §4)', () => {
  it('slides in from the right going forward', () => {
    expect(transitionFor(step({}))).toBe('forward');
  });

  it('slides in from the left going back', () => {
    expect(
      transitionFor(
        step({
          type: 'POP',
          fromPath: '/dynamics/details',
          toPath: '/dynamics/listpage',
          fromIndex: 4,
          toIndex: 3,
        }),
      ),
    ).toBe('back');
  });

  it('the browser forward button (POP to a higher index) slides forward', () => {
    expect(transitionFor(step({ type: 'POP', fromIndex: 3, toIndex: 4 }))).toBe('forward');
  });

  it('returning to a module home has no animation', () => {
    expect(
      transitionFor(
        step({ type: 'POP', fromPath: '/dynamics/listpage', toPath: '/dynamics', fromIndex: 2, toIndex: 1 }),
      ),
    ).toBe('none');
    expect(transitionFor(step({ fromPath: '/dynamics/listpage', toPath: '/dynamics' }))).toBe('none');
  });

  it("moving to another module's home, not by back, is the home-switch animation", () => {
    expect(transitionFor(step({ fromPath: '/dynamics/details', toPath: '/me' }))).toBe('home-switch');
    expect(transitionFor(step({ fromPath: '/me/setup', toPath: '/' }))).toBe('home-switch');
  });

  it('a replace (redirect) is not animated', () => {
    expect(transitionFor(step({ type: 'REPLACE', toPath: '/login' }))).toBe('none');
  });

  it('paths compare case-insensitively', () => {
    expect(transitionFor(step({ fromPath: '/me/setup', toPath: '/Prepare' }))).toBe('home-switch');
  });
});

describe('isBack and isHome flags', () => {
  it('isBack only for a POP to an earlier history entry; isHome when landing on a module home', () => {
    expect(navigationFlags(step({ type: 'POP', fromIndex: 5, toIndex: 4, toPath: '/study' }))).toEqual({
      isBack: true,
      isHome: true,
    });
    expect(navigationFlags(step({}))).toEqual({ isBack: false, isHome: false });
    expect(navigationFlags(step({ type: 'POP', fromIndex: null, toIndex: null }))).toEqual({
      isBack: false,
      isHome: false,
    });
  });
});
