import { screen, within } from '@testing-library/react';

/** What a visitor reads on the contestants page: the grid of cards and the podium above it. */
export const grid = () => screen.getByRole('list', { name: 'Contestants' });
export const cardNames = () =>
  within(grid())
    .getAllByRole('heading', { level: 3 })
    .map((h) => h.textContent);
export const podiumLabels = () =>
  within(screen.getByRole('list', { name: 'Top three contestants' }))
    .getAllByRole('listitem')
    .map((li) => li.getAttribute('aria-label'));
export const card = (name: string) => within(grid()).getByRole('article', { name });
