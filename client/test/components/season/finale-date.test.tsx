import { afterEach, describe, expect, jest, test } from '@jest/globals';
import { render, screen } from '@testing-library/react';
// The Node build, as the server uses: the browser build needs MessageChannel, which jsdom lacks.
import { renderToString } from 'react-dom/server.node';
import { FINALE_ICS_URL } from '@pageant/common/content/finale-calendar';
import { FinaleDate } from '@/components/season/finale-date';
import { countdownWords } from '@/components/season/countdown-words';
import { hydrateHtml, removeHydrated } from '../../hydrate-html';

/** This browser's clock in a zone `east` minutes from UTC, named as Date names it (what LocalTimeLine reads). */
function inDateZone(east: number, longName: string) {
  jest.spyOn(Date.prototype, 'getTimezoneOffset').mockReturnValue(-east);
  jest.spyOn(Date.prototype, 'toTimeString').mockReturnValue(`00:00:00 GMT (${longName})`);
}

/** Issue #32: the finale's date, venue, time left and calendar file on the home hero and /competitions. */

const FINALE = { at: '2027-02-12T13:30:00.000Z', venue: 'Jio World Centre, Mumbai' }; // 7:00 pm in India, 8:30 am in New York
const HOUR = 3_600_000;
const SERVER_NOW = Date.parse(FINALE.at) - (76 * 24 + 4) * HOUR - 10 * 60_000;

afterEach(() => {
  jest.restoreAllMocks();
  removeHydrated();
});

describe('countdownWords', () => {
  test('days and hours while a day is left, then hours, then minutes; nothing once it has come', () => {
    const at = Date.parse(FINALE.at);
    expect(countdownWords(at, SERVER_NOW)).toBe('76 days 4 hours');
    expect(countdownWords(at, at - 25 * HOUR)).toBe('1 day 1 hour');
    expect(countdownWords(at, at - 5.5 * HOUR)).toBe('5 hours');
    expect(countdownWords(at, at - 30_000)).toBe('1 minute');
    expect(countdownWords(at, at)).toBeNull();
  });
});

describe('FinaleDate', () => {
  test('when no finale date is set, then nothing is drawn', () => {
    const { container } = render(<FinaleDate finale={{ at: null, venue: 'Mumbai' }} />);
    expect(container).toBeEmptyDOMElement();
  });

  test('when the server renders it, then the HTML has IST, the venue, the time left and the calendar link; hydrating in New York adds her time and the current count without a mismatch', async () => {
    inDateZone(-300, 'Eastern Standard Time');
    const now = jest.spyOn(Date, 'now').mockReturnValue(SERVER_NOW);
    const html = renderToString(<FinaleDate finale={FINALE} />);
    expect(html).toContain('12 Feb 2027, 7:00 pm IST');
    expect(html).toContain(FINALE.venue);
    expect(html).toContain('76 days 4 hours');
    expect(html).toContain(`href="${FINALE_ICS_URL}"`);
    expect(html).not.toContain('EST');

    // The browser opens the page an hour later than the server rendered it.
    now.mockReturnValue(SERVER_NOW + HOUR);
    expect(await hydrateHtml(html, <FinaleDate finale={FINALE} />)).toEqual([]);
    expect(screen.getByTestId('local-time')).toHaveTextContent('(8:30 am EST in your time)');
    expect(screen.getByTestId('countdown-left')).toHaveTextContent('Starts in 76 days 3 hours');
    expect(screen.getByRole('link', { name: 'Add to calendar' })).toHaveAttribute('download');
  });

  test('when her clock reads as India’s, then her line stays empty and reserved', () => {
    inDateZone(330, 'India Standard Time');
    render(<FinaleDate finale={FINALE} />);
    expect(screen.getByTestId('local-time')).toBeEmptyDOMElement();
    expect(screen.getByTestId('local-time')).toHaveAttribute('aria-hidden', 'true');
  });
});
