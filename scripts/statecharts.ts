import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';
import { machineStates, machineToMermaid, machineTransitions } from './statecharts/mermaid.ts';
import { statecharts } from '../src/machines/registry.ts';

/**
 * `npm run statecharts`: exports every machine, from the machine objects themselves, to statecharts/<name>.mmd and
 * .svg plus the gallery statecharts/README.md. `--check` (run by `npm test`) fails when any export is stale.
 */
const root = path.resolve(import.meta.dirname, '..');
const outDir = path.join(root, 'statecharts');
const check = process.argv.includes('--check');

const sha = (text: string) => createHash('sha256').update(text).digest('hex').slice(0, 16);
const sourceMarker = (mmd: string) => `<!-- teachkit-statechart-source ${sha(mmd)} -->`;

function gallery(): string {
  const rows = statecharts.map((chart) => {
    const states = machineStates(chart.machine).length;
    const transitions = machineTransitions(chart.machine).length;
    return [
      `## ${chart.title}`,
      '',
      chart.description,
      '',
      `States: ${states}. Transitions: ${transitions}. Source: \`${chart.source}\`.`,
      '',
      `![${chart.title} statechart](./${chart.name}.svg)`,
      '',
      '```mermaid',
      machineToMermaid(chart.machine).trimEnd(),
      '```',
      '',
    ].join('\n');
  });
  return [
    '# Teachkit statecharts',
    '',
    'Every flow of the Teachkit web app is an explicit statechart. These pictures are exported from the running',
    'machines by `npm run statecharts`; the build fails when one is out of date, so what you see here is what the app',
    'does. In the app, `/statecharts` shows the same diagrams with the live current state highlighted.',
    '',
    ...rows,
  ].join('\n');
}

async function renderSvgs(charts: { name: string; mmd: string }[]): Promise<Map<string, string>> {
  const { launchBrowser } = await import('../tests/e2e/helpers/browser.ts');
  const require = createRequire(import.meta.url);
  const mermaidJs = fs.readFileSync(require.resolve('mermaid/dist/mermaid.min.js'), 'utf8');
  const browser = await launchBrowser();
  try {
    const page = await browser.newPage();
    await page.setContent('<!doctype html><html><body></body></html>');
    await page.addScriptTag({ content: mermaidJs });
    const out = new Map<string, string>();
    for (const chart of charts) {
      const svg = await page.evaluate(
        async ({ id, text }) => {
          const mermaid = (window as unknown as { mermaid: { initialize(o: object): void; render(id: string, text: string): Promise<{ svg: string }> } }).mermaid;
          mermaid.initialize({ startOnLoad: false, layout: 'dagre', theme: 'neutral', securityLevel: 'strict', deterministicIds: true, deterministicIDSeed: id });
          return (await mermaid.render(id, text)).svg;
        },
        { id: `chart-${chart.name}`, text: chart.mmd },
      );
      out.set(chart.name, `${sourceMarker(chart.mmd)}\n${svg}\n`);
    }
    return out;
  } finally {
    await browser.close();
  }
}

const charts = statecharts.map((chart) => ({ name: chart.name, mmd: machineToMermaid(chart.machine) }));
const readme = gallery();

if (check) {
  const stale: string[] = [];
  for (const chart of charts) {
    const mmdFile = path.join(outDir, `${chart.name}.mmd`);
    const svgFile = path.join(outDir, `${chart.name}.svg`);
    if (!fs.existsSync(mmdFile) || fs.readFileSync(mmdFile, 'utf8') !== chart.mmd) stale.push(`${chart.name}.mmd`);
    if (!fs.existsSync(svgFile) || !fs.readFileSync(svgFile, 'utf8').startsWith(sourceMarker(chart.mmd))) stale.push(`${chart.name}.svg`);
  }
  const readmeFile = path.join(outDir, 'README.md');
  if (!fs.existsSync(readmeFile) || fs.readFileSync(readmeFile, 'utf8') !== readme) stale.push('README.md');
  const known = new Set(charts.flatMap((c) => [`${c.name}.mmd`, `${c.name}.svg`]).concat('README.md'));
  for (const file of fs.existsSync(outDir) ? fs.readdirSync(outDir) : []) if (!known.has(file)) stale.push(`${file} (no such machine)`);
  if (stale.length) {
    console.error(`Statecharts are out of date: ${stale.join(', ')}. Run \`npm run statecharts\` and commit the result.`);
    process.exit(1);
  }
  console.log(`statecharts up to date: ${charts.length} machines`);
} else {
  fs.mkdirSync(outDir, { recursive: true });
  for (const file of fs.readdirSync(outDir)) fs.rmSync(path.join(outDir, file));
  const svgs = await renderSvgs(charts);
  for (const chart of charts) {
    fs.writeFileSync(path.join(outDir, `${chart.name}.mmd`), chart.mmd);
    fs.writeFileSync(path.join(outDir, `${chart.name}.svg`), svgs.get(chart.name)!);
  }
  fs.writeFileSync(path.join(outDir, 'README.md'), readme);
  console.log(`wrote ${charts.length} statecharts to ${path.relative(root, outDir)}/`);
}
