import { jest } from '@jest/globals';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { BACK_TO_TOP_AFTER_PX } from '@pageant/common';
import { BackToTop } from '@/app/back-to-top';

function scrollWindowTo(y: number) {
  Object.defineProperty(window, 'scrollY', { value: y, configurable: true });
  act(() => {
    window.dispatchEvent(new Event('scroll'));
  });
}

afterEach(() => scrollWindowTo(0));

describe('Back to top', () => {
  it('when the page has not scrolled past 300 px, then the button is absent', () => {
    render(<BackToTop />);
    scrollWindowTo(BACK_TO_TOP_AFTER_PX);
    expect(screen.queryByRole('button', { name: 'Back to top' })).not.toBeInTheDocument();
  });

  it('when the page scrolls past 300 px, then the button appears and scrolls to the top', async () => {
    const scrollTo = jest.fn();
    window.scrollTo = scrollTo as unknown as typeof window.scrollTo;
    render(<BackToTop />);

    scrollWindowTo(BACK_TO_TOP_AFTER_PX + 1);
    await userEvent.click(screen.getByRole('button', { name: 'Back to top' }));
    expect(scrollTo).toHaveBeenCalledWith(expect.objectContaining({ top: 0 }));

    scrollWindowTo(0);
    expect(screen.queryByRole('button', { name: 'Back to top' })).not.toBeInTheDocument();
  });
});
