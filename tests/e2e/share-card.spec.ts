import { expect, test, type APIRequestContext } from './fixtures';

/** Width and height from a PNG's IHDR or a JPEG's start-of-frame marker, as a crawler would read them. */
function imageSize(bytes: Buffer): { type: 'image/png' | 'image/jpeg'; width: number; height: number } {
  if (bytes.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))) {
    return { type: 'image/png', width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) };
  }
  if (bytes[0] === 0xff && bytes[1] === 0xd8) {
    let at = 2;
    while (at + 9 < bytes.length) {
      if (bytes[at] !== 0xff) throw new Error(`JPEG marker expected at ${at}`);
      const marker = bytes[at + 1]!;
      const length = bytes.readUInt16BE(at + 2);
      // SOF0..SOF15, except DHT (C4), JPG (C8) and DAC (CC), carry the frame size.
      if (marker >= 0xc0 && marker <= 0xcf && ![0xc4, 0xc8, 0xcc].includes(marker)) {
        return { type: 'image/jpeg', height: bytes.readUInt16BE(at + 5), width: bytes.readUInt16BE(at + 7) };
      }
      at += 2 + length;
    }
    throw new Error('JPEG without a frame header');
  }
  throw new Error('neither PNG nor JPEG');
}

/** The raw <head> a link preview reads: no JavaScript runs, so only what the server injected counts. */
async function metaOf(request: APIRequestContext, path: string): Promise<Map<string, string>> {
  const res = await request.get(path, { headers: { Accept: 'text/html' } });
  expect(res.status()).toBe(200);
  const html = await res.text();
  const head = html.slice(0, html.indexOf('</head>'));
  const tags = new Map<string, string>();
  for (const m of head.matchAll(/<meta (?:property|name)="([^"]+)" content="([^"]*)" \/>/g)) tags.set(m[1]!, m[2]!.replace(/&amp;/g, '&'));
  return tags;
}

test.describe('share previews', () => {
  test("a contestant's share link carries her own 1200x630 card, and the card URL serves exactly that", async ({ request, baseURL }) => {
    const list = await (await request.get('/api/candidates/fetch?page=1&limit=1')).json();
    const candidate = list.candidates[0] as { _id: string; name: string };
    expect(candidate).toBeTruthy();

    const meta = await metaOf(request, `/contestants/vote/${candidate._id}`);
    const image = meta.get('og:image') ?? '';
    expect(image.startsWith(`${baseURL}/`)).toBe(true);
    expect(image).toContain(candidate._id);
    expect(meta.get('og:image:width')).toBe('1200');
    expect(meta.get('og:image:height')).toBe('630');
    expect(['image/png', 'image/jpeg']).toContain(meta.get('og:image:type'));
    expect(meta.get('og:image:alt')).toBe(candidate.name);
    expect(meta.get('og:title')).toContain(candidate.name);
    expect(meta.get('twitter:card')).toBe('summary_large_image');
    expect(meta.get('twitter:image')).toBe(image);

    const res = await request.get(image);
    expect(res.status()).toBe(200);
    expect(res.headers()['content-type']).toBe(meta.get('og:image:type'));
    expect(res.headers()['cache-control']).toContain('immutable');
    expect(imageSize(await res.body())).toEqual({ type: meta.get('og:image:type'), width: 1200, height: 630 });
  });

  test('the home and a section page keep the site card, also 1200x630', async ({ request }) => {
    for (const path of ['/', '/aboutus']) {
      const meta = await metaOf(request, path);
      const image = meta.get('og:image') ?? '';
      expect(image).toMatch(/\/og-image\.png$/);
      expect([meta.get('og:image:width'), meta.get('og:image:height'), meta.get('og:image:type')]).toEqual(['1200', '630', 'image/png']);
      const res = await request.get(image);
      expect(res.status()).toBe(200);
      expect(imageSize(await res.body())).toEqual({ type: 'image/png', width: 1200, height: 630 });
    }
  });

  test("an unknown contestant's card is a 404, not a picture and not a server error", async ({ request }) => {
    const res = await request.get('/api/candidates/share-card/7d0c1a52-3f0e-4b8e-9a61-1f2e3d4c5b6a/0123456789abcdef.jpg');
    expect(res.status()).toBe(404);
    expect(res.headers()['content-type']).toMatch(/^application\/json/);
  });
});
