import { afterEach, describe, expect, it, jest } from '@jest/globals';
import { cleanup, screen, within } from '@testing-library/react';
import type { CompetitionSection } from '@/api/competition';
import { toChapters } from '@/pages/competitions/chapters';
import CompetitionsPage from '@/pages/competitions/competitions-page';
import { mockFetch } from '../fetch-stub';
import { renderInRouter } from '../render-in-router';

const page = {
  header: { title: 'Miss & Mrs Indo-US Season 10', hostCountry: 'India', venue: 'Grand Hyatt, Mumbai' },
  aboutVenue: 'A landmark of Mumbai hospitality, with a ballroom that seats eight hundred guests.',
  sections: [
    { _id: 's3', type: 'image', order: 2, src: '/uploads/stage.webp' },
    { _id: 's1', type: 'content', order: 0, title: 'The Journey', text: 'Three days of grooming.\n\nThen the grand finale.' },
    {
      _id: 's2',
      type: 'content-list',
      order: 1,
      title: 'Rounds',
      items: [
        { _id: 'i1', label: 'Talent', text: 'Show what you love.' },
        { _id: 'i2', label: 'Evening gown', text: 'Elegance on the ramp.' },
      ],
    },
  ],
};

// Issue #32: the page also reads the season calendar (no finale date set here).
const NO_SEASON = { finale: { at: null, venue: null }, registration: { opensAt: null, closesAt: null }, auditions: [] };
const mockPage = (status: number, body: unknown) =>
  mockFetch(({ path }) => (path === '/api/season' ? { body: NO_SEASON } : { status, body }));

const renderPage = () => renderInRouter(<CompetitionsPage />);

afterEach(() => {
  cleanup();
  jest.restoreAllMocks();
});

describe('Competitions page', () => {
  it('renders the header, the venue and each section type in order', async () => {
    mockPage(200, { success: true, data: page });
    renderPage();

    expect(await screen.findByRole('heading', { level: 1, name: page.header.title })).toBeInTheDocument();
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(screen.getByText('India')).toBeInTheDocument();
    expect(screen.getByText('Grand Hyatt, Mumbai')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'About the venue' })).toBeInTheDocument();
    expect(screen.getByText(page.aboutVenue)).toBeInTheDocument();

    expect(screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual([
      'About the venue',
      'The Journey',
      'Rounds',
      'Your walk to the crown starts here',
    ]);
    expect(screen.getByRole('link', { name: 'Register now' })).toHaveAttribute('href', '/registration');
    expect(screen.getByText('Three days of grooming.').tagName).toBe('P');
    expect(screen.getByText('Then the grand finale.').tagName).toBe('P');

    const list = screen.getByRole('region', { name: 'Rounds' });
    expect(within(list).getByText('Talent').tagName).toBe('DT');
    expect(within(list).getByText('Elegance on the ramp.').tagName).toBe('DD');

    const img = screen.getByAltText(page.header.title);
    expect(img).toHaveAttribute('src', '/uploads/stage.webp');
    expect(img).toHaveAttribute('loading', 'lazy');
    expect(img).toHaveAttribute('width');
    expect(img).toHaveAttribute('height');
    // The image section (order 2) comes after the list section (order 1) and, coming last, is set beside it.
    expect(list.compareDocumentPosition(img) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(list).toContainElement(img);
  });

  it('shows the fallback without logging when the page is not published (404)', async () => {
    const error = jest.spyOn(console, 'error').mockImplementation(() => {});
    mockPage(404, { success: false, message: 'Competition page not found' });
    renderPage();

    expect(await screen.findByText('Details of the Season 10 competition will be announced soon.')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1 })).toBeInTheDocument();
    expect(error).not.toHaveBeenCalled();
  });

  it('shows the fallback and logs other failures', async () => {
    const error = jest.spyOn(console, 'error').mockImplementation(() => {});
    mockPage(500, { success: false, message: 'Server error' });
    renderPage();

    expect(await screen.findByText('Details of the Season 10 competition will be announced soon.')).toBeInTheDocument();
    expect(error).toHaveBeenCalled();
  });
});

describe('competition chapters', () => {
  const text = (id: string): CompetitionSection => ({ _id: id, type: 'content', order: 0, title: id, text: '' });
  const image = (id: string, src: string | undefined = `/uploads/${id}.webp`): CompetitionSection => ({
    _id: id,
    type: 'image',
    order: 0,
    src,
  });
  const ids = (sections: CompetitionSection[]) =>
    toChapters(sections).map((c) => (c.kind === 'text' ? `${c.section._id}${c.image ? `+${c.image._id}` : ''}` : `[${c.image._id}]`));

  it('sets a picture beside the text after it, or the text before it when nothing follows', () => {
    // The seeded page: the stage picture between two lists, the crown picture between two texts.
    expect(ids([text('about'), text('rounds'), image('stage'), text('road'), text('judging'), image('crown'), text('prizes')])).toEqual([
      'about',
      'rounds',
      'road+stage',
      'judging',
      'prizes+crown',
    ]);
    expect(ids([text('a'), image('last')])).toEqual(['a+last']);
  });

  it('lets a picture stand alone only when no text is free beside it, and drops a picture without a file', () => {
    expect(ids([image('x'), image('y')])).toEqual(['[x]', '[y]']);
    expect(ids([text('a'), image('x'), image('y'), text('b')])).toEqual(['a+x', 'b+y']);
    expect(ids([text('a'), image('x'), image('y'), image('z'), text('b')])).toEqual(['a+x', '[y]', 'b+z']);
    expect(ids([{ ...image('empty'), src: '' }, text('a')])).toEqual(['a']);
  });
});
