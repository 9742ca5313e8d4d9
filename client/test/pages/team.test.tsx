import { afterEach, describe, expect, it, jest } from '@jest/globals';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ListCarousel } from '../list-carousel';
import { mockFetch } from '../fetch-stub';
import { renderInRouter } from '../render-in-router';

jest.unstable_mockModule('@/components/carousel', () => ({ Carousel: ListCarousel }));

const { default: BehindTheScenePage } = await import('@/pages/behind-the-scene/behind-the-scene-page');

const member = (type: string, id: string, name: string, designation: string) => ({
  _id: id,
  name,
  designation,
  type,
  images: { main: { url: `/uploads/${id}.webp` }, knowMore: { url: type === 'leaders' ? `/uploads/${id}-story.webp` : null } },
});

function mockTeam(groups: Record<string, unknown[] | 'fail'>) {
  return mockFetch(({ path }) => {
    const members = groups[path.replace('/api/team/', '')];
    if (members === 'fail') return { status: 500, body: { success: false, message: 'Server error' } };
    return { body: { success: true, members: members ?? [] } };
  }).fetchMock;
}

const renderPage = () => renderInRouter(<BehindTheScenePage />);

const originalMatchMedia = window.matchMedia;
afterEach(() => {
  cleanup();
  window.matchMedia = originalMatchMedia;
  jest.restoreAllMocks();
});

describe('Behind the Scene page', () => {
  it('renders visionaries and directors as portrait rows and a longer core team as a 2 s carousel', async () => {
    const core = ['Neha Sharma', 'Priya Nair', 'Rohan Dsouza', 'Simran Gill', 'Farhan Qureshi'];
    const fetchMock = mockTeam({
      leaders: [member('leaders', 'l1', 'Anjali Mehra', 'Founder & Chairperson')],
      directors: [member('directors', 'd1', 'Ritu Kapoor', 'Creative Director')],
      coreteam: core.map((name, i) => member('coreteam', `c${i}`, name, i === 0 ? 'Grooming Lead' : 'Coordinator')),
    });
    renderPage();

    expect(screen.getByRole('heading', { level: 1, name: 'Behind the Scene' })).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Anjali Mehra' })).toBeInTheDocument();
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);

    const visionaries = screen.getByRole('region', { name: 'Our Visionaries' });
    expect(within(visionaries).getByText('Founder & Chairperson')).toBeInTheDocument();
    expect(within(visionaries).getByRole('button', { name: 'Know more about Anjali Mehra' })).toBeInTheDocument();
    // A group that fits in one row is a plain list: a carousel with fewer members than slides left a hole.
    expect(within(visionaries).getAllByRole('listitem')).toHaveLength(1);
    expect(visionaries.querySelector('[aria-roledescription="carousel"]')).toBeNull();
    const directors = screen.getByRole('region', { name: 'Our Esteemed Directors' });
    expect(within(directors).getByRole('heading', { name: 'Ritu Kapoor' })).toBeInTheDocument();
    expect(within(directors).queryByRole('button', { name: /know more/i })).not.toBeInTheDocument();
    expect(directors.querySelector('[aria-roledescription="carousel"]')).toBeNull();

    const coreTeam = screen.getByRole('region', { name: 'Our Core Team' });
    expect(
      within(coreTeam)
        .getAllByRole('heading', { level: 3 })
        .map((h) => h.textContent),
    ).toEqual(core);
    const carousels = document.querySelectorAll('[aria-roledescription="carousel"]');
    expect(carousels).toHaveLength(1);
    expect(coreTeam).toContainElement(carousels[0] as HTMLElement);
    expect(carousels[0]!.getAttribute('data-delay')).toBe('2000');
    expect(JSON.parse(carousels[0]!.getAttribute('data-slides')!)).toEqual({ 0: 1, 576: 2, 992: 2, 1200: 4 });

    const img = within(coreTeam).getByAltText('Neha Sharma, Grooming Lead');
    expect(img).toHaveAttribute('loading', 'lazy');
    expect(img).toHaveAttribute('width');
    expect(img).toHaveAttribute('height');
    expect(fetchMock.mock.calls.map(([url]) => String(url)).sort()).toEqual([
      '/api/team/coreteam',
      '/api/team/directors',
      '/api/team/leaders',
    ]);
  });

  it('prints each member name exactly once in the visible text', async () => {
    const names = ['Anjali Mehra', 'Meera Raghavan', 'Ritu Kapoor', 'Neha Sharma', 'Priya Nair'];
    mockTeam({
      leaders: [member('leaders', 'l1', names[0]!, 'Founder'), member('leaders', 'l2', names[1]!, 'Co-Founder')],
      directors: [member('directors', 'd1', names[2]!, 'Creative Director')],
      coreteam: [member('coreteam', 'c1', names[3]!, 'Grooming Lead'), member('coreteam', 'c2', names[4]!, 'Stylist')],
    });
    renderPage();
    await screen.findByRole('heading', { name: 'Anjali Mehra' });

    // textContent leaves out alt texts and aria-labels, which name the photo and its buttons for screen readers only.
    const visible = document.body.textContent ?? '';
    for (const name of names) expect(visible.split(name)).toHaveLength(2);
  });

  it('counts each group in the hero and links to it', async () => {
    mockTeam({
      leaders: [member('leaders', 'l1', 'Anjali Mehra', 'Founder'), member('leaders', 'l2', 'Meera Raghavan', 'Co-Founder')],
      directors: [],
      coreteam: [member('coreteam', 'c1', 'Neha Sharma', 'Grooming Lead')],
    });
    renderPage();
    await screen.findByRole('heading', { name: 'Anjali Mehra' });

    const index = screen.getByRole('navigation', { name: 'Team groups' });
    const links = within(index).getAllByRole('link');
    expect(links.map((a) => a.textContent)).toEqual(['2Our Visionaries', '1Our Core Team']);
    expect(links.map((a) => a.getAttribute('href'))).toEqual(['#visionaries', '#core-team']);
    expect(document.getElementById('visionaries')).toHaveAccessibleName('Our Visionaries');
    expect(document.getElementById('core-team')).toHaveAccessibleName('Our Core Team');
  });

  it('hides an empty group and only logs a failed one', async () => {
    const error = jest.spyOn(console, 'error').mockImplementation(() => {});
    mockTeam({ leaders: [member('leaders', 'l1', 'Anjali Mehra', 'Founder')], directors: [], coreteam: 'fail' });
    renderPage();

    expect(await screen.findByRole('heading', { name: 'Anjali Mehra' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Our Esteemed Directors' })).not.toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Our Core Team' })).not.toBeInTheDocument();
    expect(error).toHaveBeenCalled();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('opens the image modal on click, closes it on Escape and returns focus', async () => {
    mockTeam({ directors: [member('directors', 'd1', 'Ritu Kapoor', 'Creative Director')] });
    const user = userEvent.setup();
    renderPage();

    const opener = await screen.findByRole('button', { name: 'Enlarge photo of Ritu Kapoor' });
    await user.click(opener);
    const dialog = screen.getByRole('dialog', { name: 'Ritu Kapoor' });
    expect(within(dialog).getByAltText('Ritu Kapoor, Creative Director')).toHaveAttribute('src', '/uploads/d1.webp');

    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(opener).toHaveFocus();
  });

  it("opens a leader's know-more image and closes it with the close button", async () => {
    mockTeam({ leaders: [member('leaders', 'l1', 'Anjali Mehra', 'Founder')] });
    const user = userEvent.setup();
    renderPage();

    await user.click(await screen.findByRole('button', { name: 'Know more about Anjali Mehra' }));
    const dialog = screen.getByRole('dialog', { name: 'Anjali Mehra' });
    expect(within(dialog).getByRole('img')).toHaveAttribute('src', '/uploads/l1-story.webp');

    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it.each([
    ['a carousel at 992 px and wider', false],
    ['a column of portraits below 992 px', true],
  ])('shows five visionaries as %s', async (_label, narrow) => {
    window.matchMedia = ((query: string) => ({
      matches: narrow && query.includes('max-width: 991'),
      media: query,
      addEventListener() {},
      removeEventListener() {},
    })) as unknown as typeof window.matchMedia;
    const leaders = ['Anjali Mehra', 'Meera Raghavan', 'Rajiv Malhotra', 'Sunita Shah', 'Kavita Desai'];
    mockTeam({ leaders: leaders.map((name, i) => member('leaders', `l${i}`, name, 'Founder')) });
    renderPage();

    const visionaries = await screen.findByRole('region', { name: 'Our Visionaries' });
    expect(await within(visionaries).findByRole('heading', { name: 'Anjali Mehra' })).toBeInTheDocument();
    expect(within(visionaries).getAllByRole('heading', { level: 3 })).toHaveLength(5);
    const carousel = visionaries.querySelector('[aria-roledescription="carousel"]');
    if (narrow) {
      expect(carousel).toBeNull();
      expect(within(visionaries).getAllByRole('listitem')).toHaveLength(5);
    } else {
      expect(carousel).not.toBeNull();
      expect(carousel!.getAttribute('data-delay')).toBe('2000');
    }
  });
});
