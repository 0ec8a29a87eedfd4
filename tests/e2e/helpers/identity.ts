import type { Page } from 'playwright-core';

export interface Teacher {
  name: string;
  email: string;
  password: string;
}

export function newTeacher(name = 'Maria Montessori'): Teacher {
  const slug = name.toLowerCase().replace(/[^a-z]+/g, '.');
  return { name, email: `${slug}.${Date.now()}.${Math.floor(Math.random() * 1e6)}@school.example`, password: 'casa dei bambini 1907' };
}

/** From Teachkit's /login page through the embedded provider's sign-in form. */
export async function openSignIn(page: Page, baseUrl: string): Promise<void> {
  await page.goto(`${baseUrl}/login`);
  await page.getByRole('button', { name: 'Login / Register' }).click();
  await page.waitForURL(/\/identity\/interaction\//);
}

export async function signUp(page: Page, baseUrl: string, teacher: Teacher): Promise<void> {
  await openSignIn(page, baseUrl);
  await page.getByRole('link', { name: 'Create account' }).click();
  await page.getByLabel('Name').fill(teacher.name);
  await page.getByLabel('Email').fill(teacher.email);
  await page.getByLabel('Password').fill(teacher.password);
  await page.getByRole('button', { name: 'Create account' }).click();
}

export async function signIn(page: Page, baseUrl: string, teacher: Teacher, password = teacher.password): Promise<void> {
  await openSignIn(page, baseUrl);
  await page.getByLabel('Email').fill(teacher.email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

/** A new teacher who has signed up and acknowledged the waitlist notice, on the dashboard. */
export async function signUpAndOnboard(page: Page, baseUrl: string, teacher: Teacher): Promise<void> {
  await signUp(page, baseUrl, teacher);
  const understand = page.getByRole('button', { name: 'I understand' });
  await understand.waitFor({ timeout: 30_000 });
  await understand.click();
  await understand.waitFor({ state: 'hidden' });
}

/** The bearer token the app last sent to the API, so a test can call the API as the signed-in teacher does. */
export function watchAuthorization(page: Page): () => string {
  let authorization = '';
  page.on('request', (request) => {
    const header = request.headers().authorization;
    if (header && request.url().includes('/api/')) authorization = header;
  });
  return () => authorization;
}
