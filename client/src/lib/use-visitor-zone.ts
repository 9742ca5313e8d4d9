import { useSyncExternalStore } from 'react';
import { visitorTimeZone } from '@pageant/common/content/zoned-format';

const staysPut = () => () => {};

/**
 * The zone her browser reads its clock in (issue #32); undefined on the server and while the browser
 * hydrates the server's HTML, so what depends on it is added by the render after, never a mismatch.
 */
export const useVisitorZone = (): string | undefined => useSyncExternalStore(staysPut, visitorTimeZone, () => undefined);
