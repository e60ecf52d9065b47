/**
 * index.html's script that asks for the app's code (scripts/firstScreen.ts, startCodeScript): at once on
 * a signed-in start, after the first contentful paint on a signed-out one (the login form is the screen).
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { APP_CODE_TEMPLATE_ID, startCodeScript } from '../../scripts/firstScreen';

const MAP = {
  '/login': { js: ['/assets/LoginPage.js'], css: ['/assets/login.css'] },
  '/me': { js: ['/assets/MeHomePage.js'], css: [] },
};

/** The page as the build writes it: Vite's entry tags in the template, then the script runs. */
function run() {
  document.head.innerHTML = `<template id="${APP_CODE_TEMPLATE_ID}"><link rel="modulepreload" href="/assets/react.js"></template>`;
  new Function(startCodeScript(MAP))();
}
const asked = () => [...document.head.querySelectorAll('link')].map((link) => link.getAttribute('href'));

/** A browser with paint timing: the test delivers the paints. */
function paintTiming() {
  const observers: Array<(list: { getEntriesByName: (name: string) => unknown[] }) => void> = [];
  class Observer {
    static supportedEntryTypes = ['paint', 'resource'];
    constructor(private callback: (list: { getEntriesByName: (name: string) => unknown[] }) => void) {}
    observe() {
      observers.push(this.callback);
    }
    disconnect() {
      observers.splice(observers.indexOf(this.callback), 1);
    }
  }
  vi.stubGlobal('PerformanceObserver', Observer);
  return (name: string) => {
    for (const callback of [...observers]) callback({ getEntriesByName: (n) => (n === name ? [{}] : []) });
  };
}

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
  localStorage.clear();
  window.history.replaceState(null, '', '/');
});

describe("the start script's request for the app's code", () => {
  it('on a signed-in start, asks at once for the entry and the screen of the address', () => {
    paintTiming();
    localStorage.setItem('auth', '{}');
    window.history.replaceState(null, '', '/me');
    run();
    expect(asked()).toEqual(['/assets/react.js', '/assets/MeHomePage.js']);
  });

  it('on a signed-out start, asks once the first text has painted, for the login screen, once', () => {
    vi.useFakeTimers();
    const paint = paintTiming();
    window.history.replaceState(null, '', '/me');
    run();
    expect(asked()).toEqual([]);
    paint('first-paint');
    expect(asked()).toEqual([]);
    paint('first-contentful-paint');
    expect(asked()).toEqual(['/assets/react.js', '/assets/LoginPage.js', '/assets/login.css']);
    vi.advanceTimersByTime(3000);
    expect(asked()).toHaveLength(3);
  });

  it('on a signed-out start, asks after 3 s when no paint comes, and at once without paint timing', () => {
    vi.useFakeTimers();
    paintTiming();
    run();
    vi.advanceTimersByTime(2999);
    expect(asked()).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(asked()).toHaveLength(3);

    vi.stubGlobal('PerformanceObserver', undefined);
    run();
    expect(asked()).toHaveLength(3);
  });
});
