/**
 * Runs `run` once the browser has painted its next frame: a frame callback runs just before that paint,
 * a task queued from it just after. Returns a function that cancels it (an effect's cleanup).
 */
export function afterNextPaint(run: () => void): () => void {
  let task: ReturnType<typeof setTimeout> | undefined;
  const frame = requestAnimationFrame(() => {
    task = setTimeout(run, 0);
  });
  return () => {
    cancelAnimationFrame(frame);
    clearTimeout(task);
  };
}
