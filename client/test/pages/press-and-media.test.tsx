import { jest } from '@jest/globals';
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import type { MediaType } from '@pageant/common';
import type { MediaItem } from '@/api/media';
import { ListCarousel } from '../list-carousel';
import { mockFetch } from '../fetch-stub';

jest.unstable_mockModule('@/components/carousel', () => ({ Carousel: ListCarousel }));
const { default: PressAndMediaPage } = await import('@/pages/press-and-media/press-and-media-page');
const { embedUrl, videoSource, youTubeId } = await import('@/pages/press-and-media/video-embed');
const { spreadColumns } = await import('@/pages/press-and-media/fashion-gallery-section');

const item = (type: MediaType, i: number, extra: Partial<MediaItem> = {}): MediaItem => ({
  _id: `${type}-${i}`,
  id: `${type}-${i}`,
  title: `${type} title ${i}`,
  type,
  image: `/uploads/${type}-${i}.webp`,
  alt: `${type} alt ${i}`,
  videoUrl: null,
  order: i,
  ...extra,
});

const mockMedia = (lists: Partial<Record<MediaType, MediaItem[]>>) =>
  mockFetch(({ path }) => ({ body: { success: true, media: lists[path.split('/').pop() as MediaType] ?? [] } })).fetchMock;

async function renderPage() {
  const router = createMemoryRouter([{ path: '/pressandmediacredentials', element: <PressAndMediaPage /> }], {
    initialEntries: ['/pressandmediacredentials'],
  });
  render(<RouterProvider router={router} />);
  await act(async () => {});
}

const range = (type: MediaType, n: number) => Array.from({ length: n }, (_, i) => item(type, i));

describe('Press and media page', () => {
  it('shows the Season 9 Highlights heading and loads every media type', async () => {
    const fetchMock = mockMedia({});
    await renderPage();
    expect(screen.getByRole('heading', { level: 1, name: 'Season 9 Highlights' })).toBeInTheDocument();
    const paths = fetchMock.mock.calls.map(([u]) => String(u)).sort();
    expect(paths).toEqual([
      '/api/media/brand',
      '/api/media/fashionGallery',
      '/api/media/imageGallery',
      '/api/media/mediaCoverage',
      '/api/media/shoot',
      '/api/media/video',
    ]);
  });

  it('when the gallery has more than 12 images, then 12 show, Show More reveals all and Show Less collapses', async () => {
    mockMedia({ imageGallery: range('imageGallery', 15) });
    await renderPage();
    const list = screen.getByRole('list', { name: 'Image gallery' });
    expect(within(list).getAllByRole('img')).toHaveLength(12);
    fireEvent.click(screen.getByRole('button', { name: 'Show More' }));
    expect(within(list).getAllByRole('img')).toHaveLength(15);
    expect(within(list).getByAltText('imageGallery alt 14')).toHaveAttribute('loading', 'lazy');
    fireEvent.click(screen.getByRole('button', { name: 'Show Less' }));
    expect(within(list).getAllByRole('img')).toHaveLength(12);
  });

  it('when the gallery has 12 or fewer images, then there is no Show More', async () => {
    mockMedia({ imageGallery: range('imageGallery', 12) });
    await renderPage();
    expect(screen.queryByRole('button', { name: 'Show More' })).not.toBeInTheDocument();
  });

  it('hides every section whose list is empty and shows the ones with content', async () => {
    mockMedia({ fashionGallery: range('fashionGallery', 2), shoot: range('shoot', 2) });
    await renderPage();
    expect(screen.getByRole('heading', { name: 'Fashion Gallery' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Cover Page' })).toBeInTheDocument();
    for (const name of ['Media Coverage', 'Image Gallery', 'Video Gallery', 'Brand Shoot']) {
      expect(screen.queryByRole('heading', { name })).not.toBeInTheDocument();
    }
  });

  it('when a fetch fails, then it is logged only and the section stays hidden', async () => {
    const error = jest.spyOn(console, 'error').mockImplementation(() => {});
    globalThis.fetch = jest.fn(
      async () => ({ ok: false, status: 500, json: async () => ({ message: 'boom' }) }) as Response,
    ) as typeof fetch;
    await renderPage();
    expect(error).toHaveBeenCalled();
    expect(screen.queryByRole('heading', { level: 2 })).not.toBeInTheDocument();
    error.mockRestore();
  });

  it('loads no player until asked; opening another keeps the first (paused) in place and closing removes it', async () => {
    const videos = [0, 1].map((i) => item('video', i, { image: null, videoUrl: `https://www.youtube.com/embed/abcdef${i}` }));
    mockMedia({ video: videos });
    await renderPage();
    expect(document.querySelector('iframe')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Play video: video title 0' }));
    expect(screen.getByTitle('video title 0')).toHaveAttribute('src', expect.stringContaining('abcdef0'));
    fireEvent.click(screen.getByRole('button', { name: 'Play video: video title 1' }));
    expect(screen.getByTitle('video title 0')).toBeInTheDocument();
    expect(screen.getByTitle('video title 1')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Close video: video title 1' }));
    expect(screen.queryByTitle('video title 1')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Play video: video title 1' })).toBeInTheDocument();
  });
});

describe('Press page as a magazine issue', () => {
  it('leads Media Coverage with the first clipping, its headline printed once, and carries the rest in the carousel', async () => {
    mockMedia({ mediaCoverage: range('mediaCoverage', 3) });
    await renderPage();
    const section = screen.getByRole('region', { name: 'Media Coverage' });
    expect(within(section).getAllByText('mediaCoverage title 0')).toHaveLength(1);
    expect(within(section).getByText('Lead story')).toBeInTheDocument();
    const carousel = within(section).getByRole('region', { name: 'More headlines' });
    expect(within(carousel).queryByText('mediaCoverage title 0')).not.toBeInTheDocument();
    expect(within(carousel).getByText('mediaCoverage title 1')).toBeInTheDocument();
    expect(within(carousel).getByText('mediaCoverage title 2')).toBeInTheDocument();
    expect(carousel).toHaveAttribute('data-delay', '2000');
  });

  it('when there is one clipping, then it is the lead story and no carousel is shown', async () => {
    mockMedia({ mediaCoverage: range('mediaCoverage', 1) });
    await renderPage();
    expect(screen.getByText('mediaCoverage title 0')).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'More headlines' })).not.toBeInTheDocument();
  });

  it('gives a captioned picture an empty alt when its alt only repeats the caption, and keeps an alt that says more', async () => {
    mockMedia({
      fashionGallery: [item('fashionGallery', 0, { title: 'Ivory and gold bridal edit', alt: 'Ivory and gold bridal edit' })],
      mediaCoverage: [
        item('mediaCoverage', 0, { title: 'Mumbai to host the finale', alt: 'The Bombay Chronicle: Mumbai to host the finale' }),
      ],
    });
    await renderPage();
    const fashion = screen.getByRole('list', { name: 'Fashion gallery' });
    expect(within(fashion).getByText('Ivory and gold bridal edit')).toBeInTheDocument();
    expect(fashion.querySelector('img')).toHaveAttribute('alt', '');
    expect(screen.getByAltText('The Bombay Chronicle: Mumbai to host the finale')).toBeInTheDocument();
  });

  it('sets a "Brand: campaign" title as a brand line over the campaign on brand and cover captions', async () => {
    mockMedia({ brand: [item('brand', 0, { title: 'Aurum & Co.: the crown collection' })] });
    await renderPage();
    const carousel = screen.getByRole('region', { name: 'Brand campaigns' });
    expect(within(carousel).getByText('Aurum & Co.')).toBeInTheDocument();
    expect(within(carousel).getByText('the crown collection')).toBeInTheDocument();
  });

  it('lists every department in the hero with its count; an empty one is listed but is not a link', async () => {
    mockMedia({ imageGallery: range('imageGallery', 15), video: [] });
    await renderPage();
    const contents = screen.getByRole('navigation', { name: 'In this issue' });
    expect(within(contents).getAllByRole('listitem')).toHaveLength(6);
    const gallery = within(contents).getByRole('link', { name: /Image Gallery/ });
    expect(gallery).toHaveAttribute('href', '#image-gallery-heading');
    expect(gallery).toHaveTextContent('15');
    expect(document.getElementById('image-gallery-heading')).toHaveTextContent('Image Gallery');
    expect(within(contents).getByText('Video Gallery')).toBeInTheDocument();
    expect(within(contents).queryByRole('link', { name: /Video Gallery/ })).not.toBeInTheDocument();
  });

  it('lays the runway spread on three columns only when the lead and rows of three leave no look alone', () => {
    expect(spreadColumns(6)).toBe(3);
    expect(spreadColumns(5)).toBe(4);
    expect(spreadColumns(9)).toBe(4);
    expect(spreadColumns(1)).toBe(4);
  });
});

describe('video embed URLs', () => {
  it('reads YouTube ids from embed, watch and short links', () => {
    expect(youTubeId('https://www.youtube.com/embed/q7Xk2LmN9pA')).toBe('q7Xk2LmN9pA');
    expect(youTubeId('https://www.youtube.com/watch?v=q7Xk2LmN9pA&t=3')).toBe('q7Xk2LmN9pA');
    expect(youTubeId('https://youtu.be/q7Xk2LmN9pA')).toBe('q7Xk2LmN9pA');
    expect(embedUrl('https://player.vimeo.com/video/1?x=1')).toBe('https://player.vimeo.com/video/1?x=1&autoplay=1');
  });

  it('asks YouTube for its JS API with our origin, and sends each host to the right player', () => {
    const yt = new URL(embedUrl('https://youtu.be/q7Xk2LmN9pA', 'https://example.org'));
    expect(yt.origin + yt.pathname).toBe('https://www.youtube-nocookie.com/embed/q7Xk2LmN9pA');
    expect(Object.fromEntries(yt.searchParams)).toEqual({
      autoplay: '1',
      rel: '0',
      modestbranding: '1',
      enablejsapi: '1',
      origin: 'https://example.org',
    });
    expect(videoSource('https://vimeo.com/76979871/ab12cd').src).toBe('https://player.vimeo.com/video/76979871?h=ab12cd&autoplay=1');
    expect(videoSource('https://cdn.example.com/v/finale.MP4?sig=1')).toEqual({
      kind: 'file',
      src: 'https://cdn.example.com/v/finale.MP4?sig=1',
    });
    expect(videoSource('https://www.facebook.com/plugins/video.php?href=x')).toEqual({
      kind: 'frame',
      src: 'https://www.facebook.com/plugins/video.php?href=x&autoplay=1',
    });
  });
});
