import { jest } from '@jest/globals';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { hydrateRoot, type Root } from 'react-dom/client';
import toast, { Toaster } from 'react-hot-toast';
import { MSG } from '@pageant/common';
import { SSR_PUBLIC_ORIGIN } from '@pageant/common/page-boot';
import { ShareButtons } from '@/components/voting/share-buttons';
import { RenderFailureProvider, SsrDataProvider } from '@/ssr/ssr-data';
import { serverHtml } from '../../server-html';

const KAVYA = { _id: 'c-42', name: 'Kavya Reddy' };
const LINK = 'http://localhost/contestants/vote/c-42';

function setClipboard(writeText: ((text: string) => Promise<void>) | undefined) {
  Object.defineProperty(navigator, 'clipboard', { configurable: true, value: writeText ? { writeText } : undefined });
}

afterEach(() => {
  act(() => toast.remove());
});

describe('ShareButtons', () => {
  it('shares the vote page on WhatsApp and Facebook with the Season 10 text', () => {
    render(<ShareButtons candidate={KAVYA} />);
    const wa = screen.getByRole('link', { name: 'Share Kavya Reddy on WhatsApp (opens in a new tab)' });
    const waText = new URL(wa.getAttribute('href') ?? '').searchParams.get('text');
    expect(wa.getAttribute('href')).toMatch(/^https:\/\/wa\.me\/\?text=/);
    expect(waText).toContain('Season 10');
    expect(waText).toContain(LINK);
    expect(wa).toHaveAttribute('target', '_blank');
    expect(wa).toHaveAttribute('rel', 'noopener noreferrer');

    const fb = new URL(screen.getByRole('link', { name: /on Facebook/ }).getAttribute('href') ?? '');
    expect(fb.origin + fb.pathname).toBe('https://www.facebook.com/sharer/sharer.php');
    expect(fb.searchParams.get('u')).toBe(LINK);
  });

  it('copy link puts the vote page on the clipboard and confirms it', async () => {
    const writeText = jest.fn(async (_text: string) => {});
    setClipboard(writeText);
    render(
      <>
        <ShareButtons candidate={KAVYA} compact />
        <Toaster />
      </>,
    );
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: "Copy link to Kavya Reddy's vote page" }));
    });
    expect(writeText).toHaveBeenCalledWith(LINK);
    expect(await screen.findByText(MSG.linkCopied)).toBeInTheDocument();
  });

  it.each([
    ['the clipboard refuses', () => setClipboard(async () => Promise.reject(new Error('denied')))],
    ['there is no clipboard', () => setClipboard(undefined)],
  ])('when %s, then it says the copy failed', async (_why, arrange) => {
    arrange();
    const error = jest.spyOn(console, 'error').mockImplementation(() => {});
    render(
      <>
        <ShareButtons candidate={KAVYA} compact />
        <Toaster />
      </>,
    );
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: /^Copy link/ }));
    });
    expect(await screen.findByText(MSG.linkCopyFailed)).toBeInTheDocument();
    expect(screen.queryByText(MSG.linkCopied)).not.toBeInTheDocument();
    error.mockRestore();
  });
});

describe('ShareButtons in a server-rendered page', () => {
  // Issue #26 item 14: the first HTML held `sharer.php?u=/contestants/vote/<id>` until scripts ran.
  const PUBLIC = 'https://pageant.example';
  const PUBLIC_LINK = `${PUBLIC}/contestants/vote/c-42`;
  const data = { [SSR_PUBLIC_ORIGIN]: PUBLIC };
  const page = (server: boolean) => {
    const buttons = (
      <SsrDataProvider value={data}>
        <ShareButtons candidate={KAVYA} />
      </SsrDataProvider>
    );
    return server ? <RenderFailureProvider value={() => {}}>{buttons}</RenderFailureProvider> : buttons;
  };
  const links = (root: ParentNode) => {
    const href = (name: RegExp) => root.querySelector(`a[aria-label*="${name.source}"]`)?.getAttribute('href') ?? '';
    return {
      whatsapp: new URL(href(/on WhatsApp/)).searchParams.get('text'),
      facebook: new URL(href(/on Facebook/)).searchParams.get('u'),
    };
  };

  it("hold absolute links to the site's public address in the server's HTML", async () => {
    const container = document.createElement('div');
    container.innerHTML = await serverHtml(page(true));
    const { whatsapp, facebook } = links(container);
    expect(facebook).toBe(PUBLIC_LINK);
    expect(whatsapp).toContain(` ${PUBLIC_LINK}`);
  });

  it('keep the same links when the browser hydrates them, on whatever address it reached the page', async () => {
    const container = document.createElement('div');
    container.innerHTML = await serverHtml(page(true));
    document.body.append(container);
    const errors: unknown[] = [];
    let root: Root | undefined;
    await act(async () => {
      root = hydrateRoot(container, page(false), { onRecoverableError: (err) => errors.push(err) });
    });
    expect(errors).toEqual([]);
    expect(window.location.origin).not.toBe(PUBLIC);
    expect(links(container).facebook).toBe(PUBLIC_LINK);
    act(() => root?.unmount());
    container.remove();
  });
});
