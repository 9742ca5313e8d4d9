import { jest } from '@jest/globals';
import { act, render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { ScrollToTop } from '@/app/scroll-to-top';
import { useDevtoolsBlock } from '@/app/use-devtools-block';

function Blocker() {
  useDevtoolsBlock();
  return null;
}

function press(init: KeyboardEventInit): KeyboardEvent {
  const event = new KeyboardEvent('keydown', { bubbles: true, cancelable: true, ...init });
  document.body.dispatchEvent(event);
  return event;
}

describe('Developer-tools block', () => {
  it.each([
    ['F12', { key: 'F12' }],
    ['Ctrl+Shift+I', { key: 'I', ctrlKey: true, shiftKey: true }],
    ['Ctrl+Shift+J (lower case)', { key: 'j', ctrlKey: true, shiftKey: true }],
    ['Ctrl+U', { key: 'u', ctrlKey: true }],
    ['Cmd+U', { key: 'u', metaKey: true }],
    ['Cmd+Option+I', { key: 'ˆ', code: 'KeyI', metaKey: true, altKey: true }],
  ])('when %s is pressed, then the key event is cancelled', (_name, init) => {
    render(<Blocker />);
    expect(press(init).defaultPrevented).toBe(true);
  });

  it.each([
    ['a', { key: 'a' }],
    ['Ctrl+I (italic)', { key: 'i', ctrlKey: true }],
    ['U', { key: 'u' }],
    ['F5', { key: 'F5' }],
  ])('when %s is pressed, then it goes through', (_name, init) => {
    render(<Blocker />);
    expect(press(init).defaultPrevented).toBe(false);
  });

  it('when the context menu is requested, then it is prevented', () => {
    render(<Blocker />);
    const event = new MouseEvent('contextmenu', { bubbles: true, cancelable: true });
    document.body.dispatchEvent(event);
    expect(event.defaultPrevented).toBe(true);
  });

  it('when the app unmounts, then keys are no longer blocked', () => {
    const { unmount } = render(<Blocker />);
    unmount();
    expect(press({ key: 'F12' }).defaultPrevented).toBe(false);
  });
});

describe('Scroll to top on navigation', () => {
  it('when the pathname changes, then the window scrolls to the top', async () => {
    const scrollTo = jest.fn();
    window.scrollTo = scrollTo as unknown as typeof window.scrollTo;
    const router = createMemoryRouter([{ path: '*', element: <ScrollToTop /> }], { initialEntries: ['/'] });
    render(<RouterProvider router={router} />);
    scrollTo.mockClear();

    await act(() => router.navigate('/faq'));
    expect(scrollTo).toHaveBeenCalledWith(0, 0);
  });

  it('when the page first renders, then the browser keeps the position it chose (a #donate link, a reload)', () => {
    const scrollTo = jest.fn();
    window.scrollTo = scrollTo as unknown as typeof window.scrollTo;
    const router = createMemoryRouter([{ path: '*', element: <ScrollToTop /> }], { initialEntries: ['/charitablealliance#donate'] });
    render(<RouterProvider router={router} />);
    expect(scrollTo).not.toHaveBeenCalled();
  });
});
