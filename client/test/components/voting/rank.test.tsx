import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { Podium } from '@/components/voting/podium';
import { rerankLeaders, withCount } from '@/components/voting/rank';
import { makeCandidates } from './voting-harness';

const TEN = makeCandidates(10);

describe('rerankLeaders', () => {
  it('moves a leader whose count changed to her new place', () => {
    const next = rerankLeaders(TEN, { candidateId: 'c05', name: 'Contestant 05', voteCount: 9_500 });
    expect(next.slice(0, 3).map((c) => c._id)).toEqual(['c01', 'c05', 'c02']);
    expect(next).toHaveLength(10);
  });

  it('lets an outsider who passes the last leader in, keeping her known photo, and drops the new eleventh', () => {
    const known = { _id: 'c11', name: 'Contestant 11', imageUrl: '/uploads/c11.webp', voteCount: 10, category: null, city: '', bio: '' };
    const next = rerankLeaders(TEN, { candidateId: 'c11', name: 'Contestant 11', voteCount: 5_500 }, known);
    expect(next.map((c) => c._id)).toEqual(['c01', 'c02', 'c03', 'c04', 'c05', 'c11', 'c06', 'c07', 'c08', 'c09']);
    expect(next[5]).toEqual({ ...known, voteCount: 5_500 });
  });

  it('breaks ties by name, like the server', () => {
    const next = rerankLeaders(TEN, { candidateId: 'c03', name: 'Contestant 03', voteCount: 10_000 });
    expect(next.slice(0, 2).map((c) => c._id)).toEqual(['c01', 'c03']);
  });

  it('withCount leaves the list untouched when the candidate is not in it', () => {
    expect(withCount(TEN, { candidateId: 'zz', name: 'Nobody', voteCount: 1 })).toBe(TEN);
  });
});

describe('Podium', () => {
  it('renders 2nd, 1st, 3rd, and copes with fewer than three', () => {
    const { rerender } = render(
      <MemoryRouter>
        <Podium leaders={TEN} />
      </MemoryRouter>,
    );
    const items = () => within(screen.getByRole('list', { name: 'Top three contestants' })).getAllByRole('listitem');
    expect(items().map((li) => li.getAttribute('data-rank'))).toEqual(['2', '1', '3']);
    rerender(
      <MemoryRouter>
        <Podium leaders={TEN.slice(0, 2)} />
      </MemoryRouter>,
    );
    expect(items().map((li) => li.getAttribute('aria-label'))).toEqual(['2nd place: Contestant 02', '1st place: Contestant 01']);
    rerender(
      <MemoryRouter>
        <Podium leaders={[]} />
      </MemoryRouter>,
    );
    expect(screen.queryByRole('list', { name: 'Top three contestants' })).not.toBeInTheDocument();
  });
});
