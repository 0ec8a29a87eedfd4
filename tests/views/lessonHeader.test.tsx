import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { Breadcrumbs } from '../../src/components/Breadcrumbs';
import { LessonHeader } from '../../src/components/LessonHeader';
import { Provider } from '../../src/components/ui/provider';

const show = (ui: React.ReactNode) =>
  render(
    <Provider>
      <MemoryRouter>{ui}</MemoryRouter>
    </Provider>,
  );

const lesson = { id: 'l-1', title: 'Fractions on a number line', description: 'd'.repeat(230), methodology: 'direct' as const };

describe('lesson header (spec §2)', () => {
  it('shows the Enhanced and methodology badges, the title linked to the editor, and the description cut at 220', () => {
    show(<LessonHeader lesson={{ ...lesson, enhancementEnabled: true }} linkTitle />);
    expect(screen.getByText('Enhanced')).toBeInTheDocument();
    expect(screen.getByText('Direct')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Fractions on a number line' })).toHaveAttribute('href', '/lessons/editor/l-1');
    expect(screen.getByText(`${'d'.repeat(220)}...`)).toBeInTheDocument();
  });

  it('leaves out the Enhanced badge and the link when asked', () => {
    show(<LessonHeader lesson={{ ...lesson, description: 'Short.', methodology: 'inquiry' }} />);
    expect(screen.queryByText('Enhanced')).not.toBeInTheDocument();
    expect(screen.getByText('Inquiry')).toBeInTheDocument();
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Fractions on a number line' })).toBeInTheDocument();
    expect(screen.getByText('Short.')).toBeInTheDocument();
  });
});

describe('breadcrumbs (spec §2)', () => {
  it('starts with a home link and cuts labels at 100 characters', () => {
    show(<Breadcrumbs crumbs={[{ label: 'Sharing & Privacy', to: '/sharing' }, { label: 'x'.repeat(120) }]} />);
    const nav = screen.getByRole('navigation', { name: 'Breadcrumb' });
    expect(within(nav).getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/');
    expect(within(nav).getByRole('link', { name: 'Sharing & Privacy' })).toHaveAttribute('href', '/sharing');
    expect(within(nav).getByText(`${'x'.repeat(100)}...`)).toBeInTheDocument();
  });
});
