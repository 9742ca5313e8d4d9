import { afterEach, describe, expect, it, jest } from '@jest/globals';
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { ListCarousel } from '../list-carousel';
import { mockFetch } from '../fetch-stub';

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

const renderPage = () =>
  render(
    <MemoryRouter>
      <BehindTheScenePage />
    </MemoryRouter>,
  );

const originalMatchMedia = window.matchMedia;
afterEach(() => {
  cleanup();
  window.matchMedia = originalMatchMedia;
  jest.restoreAllMocks();
});

describe('Behind the Scene page', () => {
  it('renders visionaries, directors and core team from the API as 2 s carousels', async () => {
    const fetchMock = mockTeam({
      leaders: [member('leaders', 'l1', 'Anjali Mehra', 'Founder & Chairperson')],
      directors: [member('directors', 'd1', 'Ritu Kapoor', 'Creative Director')],
      coreteam: [member('coreteam', 'c1', 'Neha Sharma', 'Grooming Lead'), member('coreteam', 'c2', 'Priya Nair', 'Event Coordinator')],
    });
    renderPage();

    expect(screen.getByRole('heading', { level: 1, name: 'Behind the Scene' })).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Anjali Mehra' })).toBeInTheDocument();

    const visionaries = screen.getByRole('region', { name: 'Our Visionaries' });
    expect(within(visionaries).getByText('Founder & Chairperson')).toBeInTheDocument();
    expect(within(visionaries).getByRole('button', { name: 'Know more about Anjali Mehra' })).toBeInTheDocument();
    const directors = screen.getByRole('region', { name: 'Our Esteemed Directors' });
    expect(within(directors).getByRole('heading', { name: 'Ritu Kapoor' })).toBeInTheDocument();
    expect(within(directors).queryByRole('button', { name: /know more/i })).not.toBeInTheDocument();
    const core = screen.getByRole('region', { name: 'Our Core Team' });
    expect(
      within(core)
        .getAllByRole('heading', { level: 3 })
        .map((h) => h.textContent),
    ).toEqual(['Neha Sharma', 'Priya Nair']);

    const carousels = document.querySelectorAll('[aria-roledescription="carousel"]');
    expect(carousels).toHaveLength(3);
    carousels.forEach((c) => {
      expect(c.getAttribute('data-delay')).toBe('2000');
      expect(JSON.parse(c.getAttribute('data-slides')!)).toEqual({ 0: 1, 576: 2, 992: 2, 1200: 4 });
    });
    const img = within(core).getByAltText('Neha Sharma, Grooming Lead');
    expect(img).toHaveAttribute('loading', 'lazy');
    expect(img).toHaveAttribute('width');
    expect(img).toHaveAttribute('height');
    expect(fetchMock.mock.calls.map(([url]) => String(url)).sort()).toEqual([
      '/api/team/coreteam',
      '/api/team/directors',
      '/api/team/leaders',
    ]);
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

  it('stacks the visionaries as cards below 992 px', async () => {
    window.matchMedia = ((query: string) => ({
      matches: query.includes('max-width: 991'),
      media: query,
      addEventListener() {},
      removeEventListener() {},
    })) as unknown as typeof window.matchMedia;
    mockTeam({
      leaders: [member('leaders', 'l1', 'Anjali Mehra', 'Founder')],
      directors: [member('directors', 'd1', 'Ritu Kapoor', 'Director')],
    });
    renderPage();

    const visionaries = await screen.findByRole('region', { name: 'Our Visionaries' });
    expect(await within(visionaries).findByRole('heading', { name: 'Anjali Mehra' })).toBeInTheDocument();
    expect(within(visionaries).getByRole('list')).toBeInTheDocument();
    expect(visionaries.querySelector('[aria-roledescription="carousel"]')).toBeNull();
  });
});
