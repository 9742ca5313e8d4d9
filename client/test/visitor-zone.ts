import { jest } from '@jest/globals';

/**
 * Sets the zone the page's clock reads in, as a browser set to that zone says it (Jest's process.env is
 * its own copy, so TZ cannot be changed under a running test). Formatting in a named zone stays Intl's
 * own. Undone by jest.restoreAllMocks().
 */
export function inVisitorZone(timeZone: string) {
  const resolved = Intl.DateTimeFormat.prototype.resolvedOptions;
  jest.spyOn(Intl.DateTimeFormat.prototype, 'resolvedOptions').mockImplementation(function (this: Intl.DateTimeFormat) {
    return { ...resolved.call(this), timeZone };
  });
}
