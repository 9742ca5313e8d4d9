import { screen, within } from '@testing-library/react';
import { REGISTRATION_FEE_INR, SEASON } from '@pageant/common';
import AboutUsPage from '@/pages/about-us/about-us-page';
import { CONTESTANT_GAINS } from '@/pages/about-us/about-data';
import { BENEFITS } from '@/pages/home/benefits';
import { renderInRouter } from '../render-in-router';

const renderPage = () => renderInRouter(<AboutUsPage />);

describe('About page', () => {
  it('when it renders, then the hero gives the alliance in numbers set in tabular figures', () => {
    renderPage();
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    const seasons = screen.getByText('Seasons of pageantry').parentElement!;
    const value = within(seasons).getByRole('definition');
    expect(value).toHaveTextContent(String(SEASON));
    expect(value).toHaveClass('figures');
  });

  it('when it renders, then the story joins the Mumbai and New York offices', () => {
    renderPage();
    const story = screen.getByRole('region', { name: 'A Stage Built for Women' });
    expect(within(story).getByText(/Since Season 1/)).toBeInTheDocument();
    expect(story).toHaveTextContent(/Mumbai\s*and\s*New York/);
  });

  it('when it renders, then what contestants gain is a numbered list of its own, not the home page benefit cards', () => {
    renderPage();
    const gains = screen.getByRole('region', { name: 'What Contestants Gain' });
    const items = within(gains).getAllByRole('listitem');
    expect(items.map((item) => within(item).getByRole('heading', { level: 3 }).textContent)).toEqual(CONTESTANT_GAINS.map((g) => g.title));
    expect(gains.querySelector('ol')).not.toBeNull();
    for (const benefit of BENEFITS) expect(screen.queryByText(benefit.title)).not.toBeInTheDocument();
  });

  it('when it renders, then mission, vision and charity lead on to registration at the SPEC fee', () => {
    renderPage();
    const mission = screen.getByRole('region', { name: 'Mission & Vision' });
    expect(within(mission).getByRole('heading', { name: 'Our Mission' })).toBeInTheDocument();
    expect(within(mission).getByRole('heading', { name: 'Our Vision' })).toBeInTheDocument();
    const charity = screen.getByRole('region', { name: 'Our Charity Work' });
    expect(within(charity).getByRole('link', { name: 'See our charitable alliance' })).toHaveAttribute('href', '/charitablealliance');
    expect(screen.getByText(`${REGISTRATION_FEE_INR} INR`)).toHaveClass('figures');
    expect(screen.getByRole('link', { name: `Register for Season ${SEASON}` })).toHaveAttribute('href', '/registration');
  });
});
