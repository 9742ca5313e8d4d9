import { jest } from '@jest/globals';
import { act, render } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
// The Node build, as the server uses: the browser build needs MessageChannel, which jsdom lacks.
import { renderToString } from 'react-dom/server.node';
import { ResponsiveImage, responsiveSources } from '@/components/responsive-image';

const ID = '0123456789abcdef0123456789abcdef';
const BANNER = `/uploads/images/${ID}-w1600.webp`;
const SIZES = '(min-width: 768px) 568px, calc(100vw - 32px)';

describe('responsiveSources', () => {
  test('when an upload carries its width, then every smaller variant and the full size are listed per format', () => {
    expect(responsiveSources(BANNER)).toEqual({
      avif: `/uploads/images/${ID}-w1600-480.avif 480w, /uploads/images/${ID}-w1600-960.avif 960w, /uploads/images/${ID}-w1600-1440.avif 1440w, /uploads/images/${ID}-w1600.avif 1600w`,
      webp: `/uploads/images/${ID}-w1600-480.webp 480w, /uploads/images/${ID}-w1600-960.webp 960w, /uploads/images/${ID}-w1600-1440.webp 1440w, ${BANNER} 1600w`,
      fullAvif: `/uploads/images/${ID}-w1600.avif`,
    });
  });

  test('when the image is narrower than a variant width, then that width is not listed (nothing is enlarged)', () => {
    const portrait = `https://cdn.example/media/images/${ID}-w600.webp`;
    expect(responsiveSources(portrait)).toEqual({
      avif: `https://cdn.example/media/images/${ID}-w600-480.avif 480w, https://cdn.example/media/images/${ID}-w600.avif 600w`,
      webp: `https://cdn.example/media/images/${ID}-w600-480.webp 480w, ${portrait} 600w`,
      fullAvif: `https://cdn.example/media/images/${ID}-w600.avif`,
    });
  });

  test('when a URL has no variants (an older upload, a /media file, another site), then there are no sources', () => {
    for (const src of [
      `/uploads/images/${ID}.webp`,
      '/media/hero.jpg?v=abc',
      'https://example.com/images/photo-w800.webp',
      `/uploads/images/${ID}-w1600.png`,
    ]) {
      expect(responsiveSources(src)).toBeNull();
    }
  });
});

describe('ResponsiveImage', () => {
  test('when it is the priority image, then the server writes an AVIF preload with its srcset and sizes (React skips images in a picture)', () => {
    const html = renderToString(<ResponsiveImage src={BANNER} alt="" width={1600} height={1200} sizes="100vw" priority />);
    const preload = /^<link rel="preload"[^>]*\/>/.exec(html)?.[0] ?? '';
    expect(preload).toContain('as="image"');
    expect(preload).toContain('type="image/avif"');
    expect(preload).toContain(`imageSrcSet="${responsiveSources(BANNER)!.avif}"`);
    expect(preload).toContain('imageSizes="100vw"');
    expect(preload).toContain('fetchPriority="high"');
  });

  test('when it is not the priority image, then nothing is preloaded', () => {
    const html = renderToString(<ResponsiveImage src={BANNER} alt="" width={1600} height={1200} sizes="100vw" />);
    expect(html).not.toContain('rel="preload"');
  });

  test('when the upload has variants, then a picture offers AVIF first and the img WebP, lazily, with sizes and its box', () => {
    const { container } = render(<ResponsiveImage src={BANNER} alt="Stage" width={800} height={600} sizes={SIZES} className="size-full" />);
    const picture = container.querySelector('picture')!;
    expect(picture).toHaveClass('contents');
    const source = picture.querySelector('source')!;
    expect(source).toHaveAttribute('type', 'image/avif');
    expect(source.getAttribute('srcset')).toBe(responsiveSources(BANNER)!.avif);
    const img = picture.querySelector('img')!;
    expect(source.nextElementSibling).toBe(img);
    expect(img.getAttribute('srcset')).toBe(responsiveSources(BANNER)!.webp);
    expect(img).toHaveAttribute('src', BANNER);
    // A lazy image may be chosen by its laid-out width; the hint is the fallback where that is unsupported.
    for (const el of [source, img]) expect(el).toHaveAttribute('sizes', `auto, ${SIZES}`);
    expect(img).toHaveAttribute('loading', 'lazy');
    expect(img).toHaveAttribute('decoding', 'async');
    expect(img).not.toHaveAttribute('fetchpriority');
    expect(img).toHaveAttribute('width', '800');
    expect(img).toHaveAttribute('height', '600');
    expect(img).toHaveAttribute('alt', 'Stage');
    expect(img).toHaveClass('size-full');
  });

  test('when it is the priority image, then it loads eagerly with high fetch priority and exactly the given sizes', () => {
    const { container } = render(<ResponsiveImage src={BANNER} alt="" width={1600} height={1200} sizes="100vw" priority />);
    const img = container.querySelector('img')!;
    expect(img).toHaveAttribute('loading', 'eager');
    expect(img).toHaveAttribute('fetchpriority', 'high');
    expect(img).not.toHaveAttribute('decoding');
    expect(img).toHaveAttribute('sizes', '100vw');
    expect(container.querySelector('source')).toHaveAttribute('sizes', '100vw');
  });

  test('when the URL has no variants, then a plain img keeps every prop and no srcset or sizes', () => {
    const onError = jest.fn();
    const { container } = render(
      <ResponsiveImage
        src="/media/hero.jpg?v=1"
        alt="Hero"
        width={1200}
        height={675}
        sizes={SIZES}
        className="w-full"
        aria-hidden
        onError={onError}
      />,
    );
    expect(container.querySelector('picture')).toBeNull();
    const img = container.firstElementChild!;
    expect(img.tagName).toBe('IMG');
    expect(img).toHaveAttribute('src', '/media/hero.jpg?v=1');
    expect(img).not.toHaveAttribute('srcset');
    expect(img).not.toHaveAttribute('sizes');
    expect(img).toHaveAttribute('loading', 'lazy');
    expect(img).toHaveAttribute('width', '1200');
    expect(img).toHaveAttribute('aria-hidden', 'true');
    expect(img).toHaveClass('w-full');
    img.dispatchEvent(new Event('error'));
    expect(onError).toHaveBeenCalledTimes(1);
  });

  test('when the server-rendered HTML is hydrated, then React finds the same markup (no mismatch)', async () => {
    const element = <ResponsiveImage src={BANNER} alt="Stage" width={800} height={600} sizes={SIZES} priority className="size-full" />;
    const rendered = renderToString(element);
    // The server moves this preload into <head> (server/src/http/ssr.ts fillShell); the body keeps the rest.
    const preload = /^<link rel="preload"[^>]*\/>/.exec(rendered)?.[0];
    expect(preload).toBeDefined();
    const html = rendered.slice(preload!.length);
    expect(html).toContain('fetchPriority="high"');
    expect(html).toContain(`<source type="image/avif"`);
    const host = document.createElement('div');
    host.innerHTML = html;
    document.body.append(host);
    const errors = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const recoverable = jest.fn();
    try {
      await act(async () => {
        hydrateRoot(host, element, { onRecoverableError: recoverable });
      });
      expect(recoverable).not.toHaveBeenCalled();
      expect(errors).not.toHaveBeenCalled();
    } finally {
      errors.mockRestore();
      host.remove();
    }
  });
});
