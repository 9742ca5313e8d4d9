import { jest } from '@jest/globals';
import { act } from '@testing-library/react';
// The gateway stand-in must be registered before the page loads.
import '../gateway-stub';
import type { Route } from '../fetch-stub';
import { ListCarousel } from '../list-carousel';
import { renderRoutes } from '../render-routes';

jest.unstable_mockModule('@/components/carousel', () => ({ Carousel: ListCarousel }));
const { default: CharitableAlliancePage } = await import('@/pages/charitable-alliance/charitable-alliance-page');

/** The page's cards and slides, both empty, for tests about the donation box; `donation` answers the rest. */
export const charityApi =
  (donation: Route): Route =>
  (call) => {
    if (call.path === '/api/ngo-content') return { body: [] };
    if (call.path === '/api/csr/fetch') return { body: { success: true, data: [] } };
    return donation(call);
  };

export async function renderCharityPage(entry = '/charitablealliance') {
  renderRoutes([{ path: '/charitablealliance', element: <CharitableAlliancePage /> }], { initialEntries: [entry] });
  await act(async () => {});
}
