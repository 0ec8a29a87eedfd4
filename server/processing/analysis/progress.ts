import type { StepContext } from '../steps.ts';

/**
 * Reports progress through `total` items at most once per whole percent, so a book of a thousand slices does not
 * write the upload row a thousand times, and lets other work run between items (suggestions are CPU-bound).
 */
export function itemProgress(context: Pick<StepContext, 'progress'>, total: number, describe: (done: number) => string) {
  let reported = -1;
  return async (done: number) => {
    const percent = total === 0 ? 100 : Math.floor((done / total) * 100);
    if (percent !== reported) {
      reported = percent;
      await context.progress(percent, describe(done));
    }
    await new Promise((resolve) => setImmediate(resolve));
  };
}
