import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderWithRouter } from '../../../../tests/support/render-with-router';
import { Header } from './header';

describe('Header', () => {
  it('marks the link of the current path with aria-current', async () => {
    await renderWithRouter(<Header />, { path: '/study-guides' });
    const main = screen.getByRole('navigation', { name: 'Main' });
    const links = Array.from(main.querySelectorAll('a'));
    expect(links.map((a) => [a.textContent, a.getAttribute('aria-current')])).toEqual([
      ['Essay Grader', null],
      ['Study Guides', 'page'],
      ['Practice Exams', null],
    ]);
  });

  it('opens the mobile menu and closes it on Escape, outside click and navigation', async () => {
    const { router } = await renderWithRouter(
      <>
        <Header account={<button type="button">Login</button>} />
        <p>Outside</p>
      </>,
    );
    const menu = screen.getByRole('button', { name: 'Menu' });
    const panel = document.getElementById(menu.getAttribute('aria-controls')!)!;
    expect(menu).toHaveAttribute('aria-expanded', 'false');
    expect(panel).not.toBeVisible();

    await userEvent.click(menu);
    expect(menu).toHaveAttribute('aria-expanded', 'true');
    expect(panel).toBeVisible();
    await userEvent.keyboard('{Escape}');
    expect(menu).toHaveAttribute('aria-expanded', 'false');

    await userEvent.click(menu);
    await userEvent.click(screen.getByText('Outside'));
    expect(menu).toHaveAttribute('aria-expanded', 'false');

    await userEvent.click(menu);
    // Not awaited inside act: React 18's act holds the render that the navigation's promise waits for.
    act(() => void router.navigate({ to: '/faq' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/faq'));
    await waitFor(() => expect(menu).toHaveAttribute('aria-expanded', 'false'));
  });

  it('the menu holds the primary links, then Notes & Flashcards, the APUSH timeline, the glossary and My progress', async () => {
    await renderWithRouter(<Header />);
    const nav = screen.getByRole('navigation', { name: 'Menu', hidden: true });
    expect(Array.from(nav.querySelectorAll('a')).map((a) => [a.textContent, a.getAttribute('href')])).toEqual([
      ['Essay Grader', '/essay-grader'],
      ['Study Guides', '/study-guides'],
      ['Practice Exams', '/practice-exams'],
      ['Notes & Flashcards', '/notes'],
      ['APUSH Timeline', '/apush-timeline'],
      ['APUSH Glossary', '/apush-study-guide/glossary'],
      ['My progress', '/progress'],
    ]);
  });

  it('keeps the menu open on a click inside it', async () => {
    await renderWithRouter(<Header />);
    const menu = screen.getByRole('button', { name: 'Menu' });
    await userEvent.click(menu);
    await userEvent.click(document.getElementById(menu.getAttribute('aria-controls')!)!);
    expect(menu).toHaveAttribute('aria-expanded', 'true');
  });
});
