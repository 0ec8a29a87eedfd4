import { createRequire } from 'node:module';
import fs from 'node:fs';
import type { Page } from 'playwright-core';

const require = createRequire(import.meta.url);
const axeSource = fs.readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8');

interface AxeViolation {
  id: string;
  impact: string | null;
  help: string;
  nodes: { target: string[]; html: string; failureSummary?: string }[];
}

/** axe-core's WCAG A/AA violations on the page as it is now. */
async function runAxe(page: Page): Promise<AxeViolation[]> {
  // A control that has just become enabled fades from half opacity; axe must see the page as it settles, not mid-fade.
  // Endless animations (spinners) never finish and are left running.
  await page.waitForFunction(() =>
    document.getAnimations().every((a) => a.playState !== 'running' || a.effect?.getComputedTiming().endTime === Infinity),
  );
  // Evaluated over the DevTools protocol, so the page's CSP (script-src 'self') stays on and is tested too.
  await page.evaluate(axeSource);
  return page.evaluate(async () => {
    const axe = (window as unknown as { axe: { run: (ctx: Document, opts: object) => Promise<{ violations: AxeViolation[] }> } }).axe;
    const result = await axe.run(document, { runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa'] } });
    return result.violations;
  });
}

const describeViolation = (v: AxeViolation) =>
  `${v.id} (${v.impact}): ${v.help} at ${v.nodes.map((n) => `${n.target.join(' ')} ${n.html} (${n.failureSummary ?? ''})`).join(', ')}`;

/** Every WCAG A/AA violation, whatever its impact, one line each. */
export async function axeViolations(page: Page): Promise<string[]> {
  return (await runAxe(page)).map(describeViolation);
}

/** Runs axe-core in the page and fails on serious or critical WCAG A/AA violations. */
export async function expectNoSeriousAxeViolations(page: Page, where: string): Promise<void> {
  const serious = (await runAxe(page)).filter((v) => v.impact === 'serious' || v.impact === 'critical');
  if (serious.length) throw new Error(`accessibility violations on the ${where}:\n${serious.map(describeViolation).join('\n')}`);
}
