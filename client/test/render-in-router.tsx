import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { MemoryRouter } from 'react-router-dom';

/** Renders a page that only links (no routes of its own), inside the router its links need. */
export const renderInRouter = (page: ReactElement) => render(<MemoryRouter>{page}</MemoryRouter>);
