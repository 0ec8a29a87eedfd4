import { isAlive } from '../server/process-alive.ts';

/**
 * npm runs a script through a shell and, on SIGTERM or SIGINT, signals only that shell, which dies without passing
 * the signal on. The server notices that its parent is gone and stops gracefully, as if it had been signalled.
 */
export function stopWhenOrphaned(intervalMs = 250): void {
  const parent = process.ppid;
  const timer = setInterval(() => {
    if (process.ppid === parent && isAlive(parent)) return;
    clearInterval(timer);
    process.kill(process.pid, 'SIGTERM');
  }, intervalMs);
  timer.unref();
}
