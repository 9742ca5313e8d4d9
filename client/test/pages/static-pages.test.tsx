import { fireEvent, render, screen, within } from '@testing-library/react';
import type { ComponentType } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { REGISTRATION_FEE_INR } from '@pageant/common';
import AboutUsPage from '@/pages/about-us/about-us-page';
import AwardsPage from '@/pages/awards/awards-page';
import FaqPage from '@/pages/faq/faq-page';
import PrivacyPolicyPage from '@/pages/privacy-policy/privacy-policy-page';
import TermsPage from '@/pages/terms/terms-page';

function renderPage(Page: ComponentType) {
  return render(
    <MemoryRouter>
      <Page />
    </MemoryRouter>,
  );
}

describe('Static pages', () => {
  it.each([
    ['About', AboutUsPage, 'About Us'],
    ['Awards', AwardsPage, 'Asia Excellence Award'],
    ['FAQ', FaqPage, 'Frequently Asked Questions'],
    ['Terms', TermsPage, 'Terms & Conditions'],
    ['Privacy', PrivacyPolicyPage, 'Privacy Policy'],
  ] as const)('when the %s page renders, then it has exactly one h1', (_name, Page, title) => {
    renderPage(Page);
    const h1s = screen.getAllByRole('heading', { level: 1 });
    expect(h1s).toHaveLength(1);
    expect(h1s[0]).toHaveTextContent(title);
  });

  it('when the About page renders, then it tells the story and invites visitors to register', () => {
    renderPage(AboutUsPage);
    expect(screen.getByRole('heading', { name: 'Mission & Vision' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'What Contestants Gain' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Our Charity Work' })).toBeInTheDocument();
    expect(screen.getByText(/Since Season 1/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Register for Season/ })).toHaveAttribute('href', '/registration');
  });

  it('when the Awards page renders, then it lists nine award categories', () => {
    renderPage(AwardsPage);
    const section = screen.getByRole('region', { name: 'Award Categories' });
    expect(within(section).getAllByRole('listitem')).toHaveLength(9);
    expect(screen.getAllByText(/International Business Excellence Award of Asia/).length).toBeGreaterThan(0);
    expect(screen.getByRole('heading', { name: 'Event Highlights' })).toBeInTheDocument();
  });

  it('when the FAQ page renders, then it shows the six-step flow, 14 closed questions and both offices', () => {
    renderPage(FaqPage);
    const flow = screen.getByRole('region', { name: 'How the Pageant Works' });
    const steps = within(flow).getAllByRole('listitem');
    expect(steps).toHaveLength(6);
    expect(steps[0]).toHaveTextContent('Register & pay');
    expect(steps[5]).toHaveTextContent('Grand finale');

    const questions = within(screen.getByRole('region', { name: 'What Contestants Ask Us' })).getAllByRole('button');
    expect(questions).toHaveLength(14);
    for (const question of questions) expect(question).toHaveAttribute('aria-expanded', 'false');

    const offices = screen.getByRole('region', { name: 'Our Offices' });
    expect(within(offices).getByRole('heading', { name: 'Mumbai' })).toBeInTheDocument();
    expect(within(offices).getByRole('heading', { name: 'New York' })).toBeInTheDocument();
  });

  it('when a FAQ question is opened, then its answer is revealed and mentions the fee', () => {
    renderPage(FaqPage);
    const question = screen.getByRole('button', { name: 'What is the registration fee?' });
    const panelId = question.getAttribute('aria-controls');
    expect(panelId).toBeTruthy();
    const panel = document.getElementById(panelId as string) as HTMLElement;
    expect(panel).not.toBeVisible();

    fireEvent.click(question);
    expect(question).toHaveAttribute('aria-expanded', 'true');
    const region = screen.getByRole('region', { name: 'What is the registration fee?' });
    expect(region).toBe(panel);
    expect(region).toBeVisible();
    expect(region).toHaveTextContent(`${REGISTRATION_FEE_INR} INR`);

    const cash = screen.getByRole('button', { name: 'Can I pay in cash?' });
    fireEvent.click(cash);
    expect(cash).toHaveAttribute('aria-expanded', 'true');
    expect(question).toHaveAttribute('aria-expanded', 'false');
    expect(screen.getByRole('region', { name: 'Can I pay in cash?' })).toHaveTextContent('cash is not accepted');

    fireEvent.click(cash);
    expect(cash).toHaveAttribute('aria-expanded', 'false');
  });

  it('when the Terms page renders, then it numbers 14 rules starting with the age rule', () => {
    renderPage(TermsPage);
    const list = screen.getByRole('list');
    expect(list.tagName).toBe('OL');
    const rules = within(list).getAllByRole('listitem');
    expect(rules).toHaveLength(14);
    expect(rules[0]).toHaveTextContent('between 18 and 55 years of age');
    expect(rules[0]).toHaveTextContent('age proof');
    expect(screen.getByText(/carries 30 marks/)).toBeInTheDocument();
  });

  it('when the Privacy page renders, then it has the eight section headings and a contact line', () => {
    renderPage(PrivacyPolicyPage);
    const headings = screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent?.replace(/^\d+/, ''));
    expect(headings).toEqual([
      'Source of Your Data',
      'Types of Data We Collect',
      'Purposes and Lawful Basis',
      'Disclosure of Your Data',
      'Overseas Transfer',
      'Retention',
      'Security',
      'Changes to This Notice',
    ]);
    expect(screen.getByText(/collect your personal data directly from you when you register/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'contact@indouspageant.org' })).toHaveAttribute('href', 'mailto:contact@indouspageant.org');
  });
});
