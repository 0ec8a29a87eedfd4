import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp } from './renderApp';

/** The LICENSE file is the truth about the licence; its first line names it ("MIT License"). */
const licenceName = readFileSync(resolve(process.cwd(), 'LICENSE'), 'utf8').split('\n')[0]!.replace(/ License$/, '');

describe('/terms names the licence Teachkit is released under', () => {
  it('says the software is under the licence in LICENSE, as the footer and README do, and nothing else', async () => {
    renderApp({ path: '/terms', signedIn: null });
    const software = await screen.findByRole('heading', { level: 2, name: 'The software' });
    const paragraph = software.nextElementSibling!;
    expect(licenceName).toBe('MIT');
    expect(paragraph).toHaveTextContent(/\bMIT licence\b/);
    expect(document.body).not.toHaveTextContent(/GNU|Affero|AGPL/);
  });
});
