let markReady: () => void = () => {};

/**
 * Settles once calls may go out: at once in a production build, after the built-in backend's worker
 * has started in mock mode (main.tsx). Code that runs before the app (app/coldStart) waits for it.
 */
export const backendReady = new Promise<void>((resolve) => {
  markReady = resolve;
});

export function setBackendReady(): void {
  markReady();
}
