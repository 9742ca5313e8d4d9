import { screen, within } from '@testing-library/react';
import AwardsPage from '@/pages/awards/awards-page';
import { AWARD_CATEGORIES, EVENT_HIGHLIGHTS } from '@/pages/awards/awards-data';
import { renderInRouter } from '../render-in-router';

const renderPage = () => renderInRouter(<AwardsPage />);

describe('Awards page', () => {
  it('when it renders, then the stage hero names the award once as the h1', () => {
    renderPage();
    const h1s = screen.getAllByRole('heading', { level: 1 });
    expect(h1s).toHaveLength(1);
    expect(h1s[0]).toHaveTextContent('Asia Excellence Award');
    // The eyebrow above the title carries the full name of the award (SPEC §2).
    expect(h1s[0]!.previousElementSibling).toHaveTextContent('International Business Excellence Award of Asia');
  });

  it('when it renders, then the nine categories are numbered plaques in tabular figures', () => {
    renderPage();
    const plaques = within(screen.getByRole('region', { name: 'Award Categories' })).getAllByRole('listitem');
    expect(plaques).toHaveLength(9);
    plaques.forEach((plaque, i) => {
      const { title, description } = AWARD_CATEGORIES[i]!;
      expect(within(plaque).getByRole('heading', { level: 3 })).toHaveTextContent(title);
      expect(plaque).toHaveTextContent(description);
      const number = within(plaque).getByText(`No. ${String(i + 1).padStart(2, '0')}`);
      expect(number).toHaveClass('figures');
    });
  });

  it('when it renders, then the ceremony, the trophy and the impact are described', () => {
    renderPage();
    const ceremony = screen.getByRole('region', { name: 'The Ceremony' });
    expect(within(ceremony).getByText(/glittering evening in Mumbai/)).toBeInTheDocument();
    expect(within(ceremony).getByRole('heading', { name: 'The Trophy' })).toBeInTheDocument();
    expect(within(ceremony).getByRole('heading', { name: 'The Impact' })).toBeInTheDocument();
  });

  it('when it renders, then the event highlights read as an ordered run of the evening', () => {
    renderPage();
    const timeline = within(screen.getByRole('region', { name: 'Event Highlights' })).getByRole('list');
    expect(timeline.tagName).toBe('OL');
    const steps = within(timeline).getAllByRole('listitem');
    expect(steps.map((step) => step.textContent)).toEqual(EVENT_HIGHLIGHTS.map((text, i) => `${String(i + 1).padStart(2, '0')}${text}`));
  });
});
