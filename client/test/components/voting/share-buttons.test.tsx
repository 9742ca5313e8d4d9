import { jest } from '@jest/globals';
import { act, fireEvent, render, screen } from '@testing-library/react';
import toast, { Toaster } from 'react-hot-toast';
import { MSG } from '@pageant/common';
import { ShareButtons } from '@/components/voting/share-buttons';

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
