import request from 'supertest';
import { FINALE_CALENDAR_MSG, FINALE_ICS_FILENAME } from '@pageant/common/content/finale-calendar';
import { SEASON_MSG } from '@pageant/common/content/season-rules';
import { escapeText } from '../src/modules/finale-ics/icalendar';
import { PUBLIC_URL, adminTestContext, type AdminAgent, type TestContext } from './helpers/app';

let ctx: TestContext;
let admin: AdminAgent;
beforeAll(async () => ({ ctx, admin } = await adminTestContext()));
afterAll(() => ctx.close());

interface Property {
  name: string;
  params: string[];
  value: string;
}

/** RFC 5545 §3.1 unfolding (a CRLF followed by a space or tab joins lines), then NAME;PARAMS:VALUE per line. */
function parseCalendar(text: string): Property[] {
  return text
    .replace(/\r\n[ \t]/g, '')
    .split('\r\n')
    .filter((line) => line !== '')
    .map((line) => {
      const colon = line.indexOf(':');
      const [name, ...params] = line.slice(0, colon).split(';');
      return { name: name!, params, value: line.slice(colon + 1) };
    });
}

/** TEXT values back to what the admin typed (§3.3.11). */
const unescapeText = (v: string) => v.replace(/\\([\\;,nN])/g, (_m, c: string) => (c === 'n' || c === 'N' ? '\n' : c));

const octets = (s: string) => Buffer.byteLength(s, 'utf8');

// 7:00 pm IST is 13:30 UTC; long enough to be folded, with the characters TEXT must escape and one that is not ASCII.
const FINALE_AT = '2027-02-12T19:00:00+05:30';
const VENUE = 'Jio World Convention Centre, Hall 1; Bandra Kurla Complex, Mumbai \\ Grand Ballroom — Level 3';

const season = (finaleAt: string | null) => ({
  finale: { at: finaleAt, venue: VENUE },
  registration: { opensAt: '2026-11-01T00:00:00+05:30', closesAt: '2027-01-15T23:59:00+05:30' },
  auditions: [],
});

const putSeason = async (finaleAt: string | null) => {
  const res = await admin.put('/api/admin/season').set('Origin', PUBLIC_URL).send(season(finaleAt));
  expect(res.status).toBe(200);
};

describe('GET /api/season/finale.ics (issue #32)', () => {
  test('when no finale date is set, then it is a 404 with the error JSON', async () => {
    const res = await request(ctx.app).get('/api/season/finale.ics');
    expect(res.status).toBe(404);
    expect(res.body).toMatchObject({ success: false, message: FINALE_CALENDAR_MSG.notSet, code: 'FINALE_NOT_SET' });
  });

  test('when the admin has set the finale, then it is one valid VEVENT in UTC, four hours long, at the escaped venue', async () => {
    await putSeason(FINALE_AT);
    const before = Date.now();
    const res = await request(ctx.app)
      .get('/api/season/finale.ics')
      .buffer(true)
      .parse((r, done) => {
        let body = '';
        r.setEncoding('utf8');
        r.on('data', (c: string) => (body += c));
        r.on('end', () => done(null, body));
      });
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/calendar; charset=utf-8/i);
    expect(res.headers['content-disposition']).toMatch(new RegExp(`^attachment; filename="?${FINALE_ICS_FILENAME.replace('.', '\\.')}"?$`));
    const text = res.body as string;

    // Every line ends in CRLF (no bare LF or CR) and no physical line is over 75 octets.
    expect(text.endsWith('\r\n')).toBe(true);
    expect(text.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/);
    const physical = text.split('\r\n');
    for (const line of physical) expect(octets(line)).toBeLessThanOrEqual(75);
    expect(physical.some((line) => line.startsWith(' '))).toBe(true);

    const props = parseCalendar(text);
    expect(props.map((p) => p.name).filter((n) => n === 'BEGIN' || n === 'END')).toEqual(['BEGIN', 'BEGIN', 'END', 'END']);
    expect(props[0]).toMatchObject({ name: 'BEGIN', value: 'VCALENDAR' });
    expect(props.at(-1)).toMatchObject({ name: 'END', value: 'VCALENDAR' });
    const get = (name: string) => props.filter((p) => p.name === name);
    expect(get('VERSION')[0]?.value).toBe('2.0');
    expect(get('PRODID')).toHaveLength(1);

    const event = props.slice(
      props.findIndex((p) => p.name === 'BEGIN' && p.value === 'VEVENT') + 1,
      props.findIndex((p) => p.name === 'END' && p.value === 'VEVENT'),
    );
    const one = (name: string) => {
      const found = event.filter((p) => p.name === name);
      expect(found).toHaveLength(1);
      return found[0]!;
    };
    expect(one('UID').value).toMatch(/^season-10-finale@/);
    expect(one('DTSTART')).toEqual({ name: 'DTSTART', params: [], value: '20270212T133000Z' });
    expect(one('DTEND').value).toBe('20270212T173000Z');
    expect(one('SUMMARY').value).toBe('Season 10 Grand Finale');
    expect(one('LOCATION').value).toContain('Centre\\, Hall 1\\; Bandra');
    expect(unescapeText(one('LOCATION').value)).toBe(VENUE);
    const stamp = one('DTSTAMP').value;
    expect(stamp).toMatch(/^\d{8}T\d{6}Z$/);
    const stampMs = Date.parse(stamp.replace(/^(\d{4})(\d{2})(\d{2})T(\d{2})(\d{2})(\d{2})Z$/, '$1-$2-$3T$4:$5:$6Z'));
    expect(stampMs).toBeGreaterThanOrEqual(Math.floor(before / 1000) * 1000);
  });

  test('when the venue holds a line break, then the save is refused and the file keeps one LOCATION without added properties', async () => {
    const res0 = await admin
      .put('/api/admin/season')
      .set('Origin', PUBLIC_URL)
      .send({ ...season(FINALE_AT), finale: { at: FINALE_AT, venue: 'Mumbai\r\nATTACH:https://example.com/x.exe' } });
    expect(res0.status).toBe(400);
    expect(res0.body.message).toBe(SEASON_MSG.venueInvalid);
    const res = await request(ctx.app).get('/api/season/finale.ics');
    expect(res.status).toBe(200);
    const props = parseCalendar(res.text);
    expect(props.filter((p) => p.name === 'ATTACH')).toEqual([]);
    expect(unescapeText(props.find((p) => p.name === 'LOCATION')!.value)).toBe(VENUE);
    // The writer escapes a line break anyway, should a venue ever reach it another way.
    expect(escapeText('Mumbai\r\nATTACH:x')).toBe('Mumbai\\nATTACH:x');
  });

  test('when the admin clears the finale date, then the file is gone again', async () => {
    await putSeason(null);
    const res = await request(ctx.app).get('/api/season/finale.ics');
    expect(res.status).toBe(404);
    expect(res.body).toMatchObject({ success: false, code: 'FINALE_NOT_SET' });
  });
});
