import { within } from '@testing-library/react';

/** A table's column headings in order, as a reader meets them. */
export const columnHeaders = (table: HTMLElement) =>
  within(table)
    .getAllByRole('columnheader')
    .map((h) => h.textContent);
