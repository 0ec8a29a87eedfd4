import { launchBrowser } from './tests/e2e/helpers/browser.ts';
import { startServer } from './tests/e2e/helpers/server.ts';
import { newTeacher, signUp } from './tests/e2e/helpers/identity.ts';
const server = await startServer();
const browser = await launchBrowser();
try {
  const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
  await signUp(page, server.url, newTeacher('Lev Vygotsky'));
  const understand = page.getByRole('button', { name: 'I understand' });
  await understand.waitFor({ timeout: 30_000 });
  await page.waitForTimeout(500);
  await page.screenshot({ path: '/tmp/web-waitlist.png' });
  await understand.click();
  await understand.waitFor({ state: 'hidden' });
  await page.getByRole('button', { name: /account menu/i }).click();
  await page.getByRole('menuitem', { name: 'Logout' }).waitFor();
  await page.screenshot({ path: '/tmp/web-dashboard-menu.png' });
  await page.keyboard.press('Escape');
  await page.goto(`${server.url}/lessons/new`);
  await page.waitForLoadState('networkidle');
  await page.screenshot({ path: '/tmp/web-newlesson.png', fullPage: true });
} finally { await browser.close(); await server.stop(); }
