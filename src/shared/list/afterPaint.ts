/** Runs `fn` after the browser has painted what is on screen now; the function returned cancels it. */
export function afterPaint(fn: () => void): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const frame = requestAnimationFrame(() => (timer = setTimeout(fn)));
  return () => {
    cancelAnimationFrame(frame);
    clearTimeout(timer);
  };
}
