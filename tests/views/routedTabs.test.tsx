import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { createMemoryRouter, RouterProvider, useLocation, useParams } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { RoutedTabs } from '../../src/components/RoutedTabs';
import { Provider } from '../../src/components/ui/provider';
import { curriculumOptions } from './fixtures/lessons';
import { aProfile, api, renderApp, serveProfile } from './renderApp';
import { server } from './server';

const tabs = ['plan', 'glossary'] as const;

function Page() {
  const { tab = 'plan' } = useParams();
  const location = useLocation();
  return (
    <>
      {/* Uncontrolled: it keeps what was typed only while the page stays mounted. */}
      <input aria-label="Notes" />
      <output aria-label="Address">{location.pathname}</output>
      <RoutedTabs value={tab as (typeof tabs)[number]} tabs={tabs} names={{ plan: 'Plan', glossary: 'Glossary' }} label="Sections" pathOf={(t) => `/page/${t}`}>
        <p>{`Content of ${tab}`}</p>
      </RoutedTabs>
    </>
  );
}

describe('tabs whose choice is in the address', () => {
  it('are buttons, not links, and choosing one changes the address with the page still mounted', async () => {
    const router = createMemoryRouter([{ path: '/page/:tab?', element: <Page /> }], { initialEntries: ['/page/plan'] });
    render(
      <Provider>
        <RouterProvider router={router} />
      </Provider>,
    );
    const user = userEvent.setup();
    const list = screen.getByRole('tablist', { name: 'Sections' });
    expect(list).toBeInTheDocument();
    for (const tab of screen.getAllByRole('tab')) {
      expect(tab.tagName).toBe('BUTTON');
      expect(tab).not.toHaveAttribute('href');
    }
    await user.type(screen.getByRole('textbox', { name: 'Notes' }), 'kept');
    await user.click(screen.getByRole('tab', { name: 'Glossary' }));
    expect(await screen.findByText('Content of glossary')).toBeInTheDocument();
    expect(screen.getByRole('status', { name: 'Address' })).toHaveTextContent('/page/glossary');
    expect(screen.getByRole('tab', { name: 'Glossary' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('textbox', { name: 'Notes' })).toHaveValue('kept');
    await user.click(screen.getByRole('tab', { name: 'Plan' }));
    expect(await screen.findByText('Content of plan')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/page/plan');
  });

  it('on /outcomes are buttons that change the address', async () => {
    serveProfile(aProfile());
    server.use(http.get(api('/syllabus/options'), () => HttpResponse.json(curriculumOptions)));
    const { router } = renderApp({ path: '/outcomes/browse' });
    const user = userEvent.setup();
    const search = await screen.findByRole('tab', { name: 'Search' });
    expect(screen.getAllByRole('tab').map((tab) => [tab.tagName, tab.getAttribute('href')])).toEqual([
      ['BUTTON', null],
      ['BUTTON', null],
      ['BUTTON', null],
      ['BUTTON', null],
    ]);
    await user.click(search);
    expect(await screen.findByRole('button', { name: 'Search outcomes' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/outcomes/search');
  });
});
