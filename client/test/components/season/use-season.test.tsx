import { describe, expect, test } from '@jest/globals';
import { render, screen } from '@testing-library/react';
import { FinaleDate } from '@/components/season/finale-date';
import { useSeason } from '@/components/season/use-season';
import { mockFetch } from '../../fetch-stub';

/** Issue #32: a page reached by navigation reads the calendar afresh, but does not wait for it to show the dates it already knew. */

const SEASON = {
  finale: { at: '2099-02-12T13:30:00.000Z', venue: 'Jio World Centre, Mumbai' },
  registration: { opensAt: null, closesAt: null },
  auditions: [],
};

function Page() {
  const season = useSeason();
  return season ? <FinaleDate finale={season.finale} /> : <p>no calendar</p>;
}

describe('useSeason', () => {
  test('when a second page opens in the same tab, then the finale is there at once while the calendar is read again', async () => {
    mockFetch(({ path }) => (path === '/api/season' ? { body: SEASON } : undefined));
    const first = render(<Page />);
    expect(await screen.findByText('12 Feb 2099, 7:00 pm IST')).toBeInTheDocument();
    first.unmount();

    const { calls } = mockFetch(() => new Promise(() => {}));
    render(<Page />);
    expect(screen.getByText('12 Feb 2099, 7:00 pm IST')).toBeInTheDocument();
    expect(calls.map((c) => c.path)).toEqual(['/api/season']);
  });
});
