import { registrationWindow } from '@pageant/common/content/season-rules';
import { ConflictError } from '../../errors';
import type { SeasonService } from '../season/service';

/** Issue #32: outside the season's registration window no registration or payment is created, in any currency. */
export async function assertRegistrationOpen(season: Pick<SeasonService, 'current'> | undefined): Promise<void> {
  if (!season) return;
  const window = registrationWindow(await season.current(), Date.now());
  if (window.state === 'before') throw new ConflictError(window.message, 'REGISTRATION_NOT_OPEN');
  if (window.state === 'after') throw new ConflictError(window.message, 'REGISTRATION_CLOSED');
}
