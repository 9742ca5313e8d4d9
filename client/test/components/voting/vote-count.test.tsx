import { render, screen } from '@testing-library/react';
import { VoteCount } from '@/components/voting/vote-count';
import { renderToString } from './server-render';

/** The pop is CSS (@starting-style through Tailwind's `starting:` variant): a new value is a new element. */
const POP = ['starting:scale-135', 'starting:opacity-50', 'transition-[scale,opacity]', 'motion-reduce:transition-none'];

describe('VoteCount', () => {
  it('paints the first value at rest, in tabular figures: no pop in the server HTML or the first render', () => {
    expect(renderToString(<VoteCount value={25_000} />)).not.toContain('starting:');
    render(<VoteCount value={25_000} className="text-gold-deep" />);
    const count = screen.getByTestId('vote-count');
    expect(count).toHaveTextContent('25,000');
    expect(count).toHaveClass('figures', 'text-gold-deep');
    expect(count).not.toHaveAttribute('data-changed');
    for (const cls of POP) expect(count).not.toHaveClass(cls);
  });

  it('a changed count is a fresh element that pops in from its starting style, and none under reduced motion', () => {
    const { rerender } = render(<VoteCount value={25_000} />);
    const before = screen.getByTestId('vote-count');
    rerender(<VoteCount value={25_750} />);
    const after = screen.getByTestId('vote-count');
    expect(after).toHaveTextContent('25,750');
    // A new node gets the starting style once; an updated one would not transition at all.
    expect(after).not.toBe(before);
    expect(before).not.toBeInTheDocument();
    expect(after).toHaveAttribute('data-changed', 'true');
    expect(after).toHaveClass(...POP);
  });

  it('each further update pops again', () => {
    const { rerender } = render(<VoteCount value={1} />);
    rerender(<VoteCount value={2} />);
    const second = screen.getByTestId('vote-count');
    rerender(<VoteCount value={3} />);
    expect(screen.getByTestId('vote-count')).not.toBe(second);
    expect(screen.getByTestId('vote-count')).toHaveClass(...POP);
  });
});
