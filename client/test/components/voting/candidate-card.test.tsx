import { screen, within } from '@testing-library/react';
import { CANDIDATE_PHOTO } from '@pageant/common/content/pipeline';
import type { LiveCandidate } from '@/api/live-votes';
import { CandidateCard, CandidateCardSkeleton } from '@/components/voting/candidate-card';
import { renderInRouter } from '../../render-in-router';

const PRIYA: LiveCandidate = {
  _id: 'c-7',
  name: 'Priya Nair',
  imageUrl: '/uploads/priya.webp',
  voteCount: 1200,
  category: 'Mrs',
  city: 'Kochi',
  bio: '',
};
const RATIO = `${CANDIDATE_PHOTO.width} / ${CANDIDATE_PHOTO.height}`;

describe('CandidateCard identity', () => {
  it('shows her Miss/Mrs chip and her city', () => {
    renderInRouter(<CandidateCard candidate={PRIYA} onVote={() => {}} />);
    const card = screen.getByRole('article', { name: 'Priya Nair' });
    expect(within(card).getByText('Mrs')).toHaveAttribute('data-category', 'Mrs');
    expect(within(card).getByText('Kochi')).toBeInTheDocument();
  });

  it('shows no chip and no city for a contestant without them', () => {
    renderInRouter(<CandidateCard candidate={{ ...PRIYA, category: null, city: '' }} onVote={() => {}} />);
    const card = screen.getByRole('article', { name: 'Priya Nair' });
    expect(card.querySelector('[data-category]')).toBeNull();
    expect(card).not.toHaveTextContent('Kochi');
  });

  it("frames her photo in the card's 4:5 portrait, with that box held before the file arrives", () => {
    renderInRouter(<CandidateCard candidate={PRIYA} onVote={() => {}} />);
    const img = screen.getByRole('img', { name: 'Priya Nair', hidden: true });
    expect(Number(img.getAttribute('height')) / Number(img.getAttribute('width'))).toBe(CANDIDATE_PHOTO.height / CANDIDATE_PHOTO.width);
    expect(img.style.aspectRatio).toBe(RATIO);
    expect(img.className).not.toContain('aspect-square');
  });

  // Issue #32: when the web fonts arrive every node of the grid is laid out again; an inline SVG icon was three to five.
  it('is drawn in at most 30 elements, each of its five icons one element and none an SVG', () => {
    renderInRouter(<CandidateCard candidate={PRIYA} onVote={() => {}} />);
    const card = screen.getByRole('article', { name: 'Priya Nair' });
    expect(card.querySelectorAll('svg')).toHaveLength(0);
    const icons = Array.from(card.querySelectorAll('[aria-hidden="true"]')).filter((el) => el.classList.contains('mask-icon'));
    expect(icons.map((el) => el.childElementCount)).toEqual([0, 0, 0, 0, 0]);
    expect(card.querySelectorAll('*').length).toBeLessThanOrEqual(30);
  });

  it('holds the same portrait box and name-and-city block in her skeleton, so her card arriving moves nothing', () => {
    const { container } = renderInRouter(
      <>
        <CandidateCardSkeleton />
        <CandidateCard candidate={{ ...PRIYA, category: null, city: '' }} onVote={() => {}} />
      </>,
    );
    const [skeleton, card] = Array.from(container.children);
    expect((skeleton!.firstElementChild as HTMLElement).style.aspectRatio).toBe(RATIO);
    // The body's rows, box by box: the block holding two name lines and the city's line, the count, the actions.
    const rows = (el: Element) => Array.from(el.lastElementChild!.children).map((row) => row.className);
    expect(rows(skeleton!)[0]).toBe(rows(card!)[0]);
    expect(rows(skeleton!)[0]).toMatch(/min-h-\[calc\(2lh\+/);
    expect(rows(skeleton!)).toHaveLength(rows(card!).length);
  });
});
