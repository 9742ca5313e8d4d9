import { formatIst, IST_TIME_ZONE } from '@pageant/common/content/zoned-format';

/**
 * Every time on an admin screen (issue #32): in IST, named, whatever zone the admin's laptop is in,
 * so the rows agree with each other, with the payments filters (IST days) and with what the
 * organisation's staff in Mumbai read on the phone.
 */
export const ADMIN_ZONE_LABEL = 'IST';

/** "27 Nov 2026, 1:10 am IST". */
export const adminTime = (iso: string): string => formatIst(iso);

const withSeconds = new Intl.DateTimeFormat('en-IN', { dateStyle: 'medium', timeStyle: 'medium', timeZone: IST_TIME_ZONE });

/** "27 Nov 2026, 1:10:05 am IST": where two entries a minute apart must read apart (audit log, backups). */
export const adminTimeWithSeconds = (iso: string): string => `${withSeconds.format(new Date(iso))} ${ADMIN_ZONE_LABEL}`;
