/**
 * Ends the current task and goes on in a new one (`scheduler.yield()` where the browser has it, which
 * resumes ahead of other queued work; a zero timeout elsewhere), so that start-up work split by it never
 * forms one long task on a slow phone: the browser can paint and answer a tap between the pieces.
 */
export function yieldToMain(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: { yield?: () => Promise<void> } }).scheduler;
  if (typeof scheduler?.yield === 'function') return scheduler.yield();
  return new Promise((resolve) => setTimeout(resolve, 0));
}
