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

  it('holds the same portrait box and city row in her skeleton, so her card arriving moves nothing', () => {
    const { container } = renderInRouter(<CandidateCardSkeleton />);
    const skeleton = container.firstElementChild!;
    const photoBox = skeleton.firstElementChild as HTMLElement;
    expect(photoBox.style.aspectRatio).toBe(RATIO);
    // Photo, then name, city and count rows and the actions: the card's body has the same four rows.
    expect(skeleton.children[1]!.children).toHaveLength(4);
  });
});
