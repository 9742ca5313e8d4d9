import { afterEach, describe, expect, jest, test } from '@jest/globals';
import { act, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import CountdownBand from '@/components/finale/countdown-band';
import { useEventStatus } from '@/stores/event-status';

/** This browser's clock in a zone `east` minutes from UTC, named as Date names it. */
function inDateZone(east: number, longName: string) {
  jest.spyOn(Date.prototype, 'getTimezoneOffset').mockReturnValue(-east);
  jest.spyOn(Date.prototype, 'toTimeString').mockReturnValue(`00:00:00 GMT (${longName})`);
}

const CLOSES_AT = '2027-02-12T13:30:00.000Z'; // 8:30 am in New York
const HOUR = 3_600_000;

afterEach(() => {
  jest.useRealTimers();
  jest.restoreAllMocks();
  useEventStatus.setState({ isActive: false, schedule: null, countsHidden: false, loading: true });
});

/**
 * Issue #32 (Lighthouse on /contestants): the band is on a public page's first screen, and a phone pays
 * ~130 ms of main thread for a page's first Intl call; it ticks every second, so nothing in it may build
 * a formatter per tick either.
 */
describe('CountdownBand', () => {
  test('when voting closes ahead, then it counts down and names the moment in her zone without Intl, at mount or per tick', () => {
    jest.useFakeTimers({ now: Date.parse(CLOSES_AT) - 2 * HOUR - 14 * 60_000 });
    inDateZone(-300, 'Eastern Standard Time');
    useEventStatus.setState({
      loading: false,
      isActive: true,
      countsHidden: false,
      schedule: { opensAt: null, closesAt: CLOSES_AT, hideCountsFrom: null, revealedAt: null },
    });
    const dateTimeFormat = jest.spyOn(Intl, 'DateTimeFormat');

    render(
      <MemoryRouter>
        <CountdownBand tone="ivory" />
      </MemoryRouter>,
    );
    act(() => void jest.advanceTimersByTime(3000));

    expect(screen.getByTestId('countdown-text')).toHaveTextContent('Voting closes in 2 h 13 min');
    expect(screen.getByTestId('countdown')).toHaveTextContent('Closes 12 Feb, 8:30 am EST (your time)');
    expect(dateTimeFormat).not.toHaveBeenCalled();
  });
});
