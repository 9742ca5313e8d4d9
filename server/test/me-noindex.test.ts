import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import express from 'express';
import request from 'supertest';
import { serveClient } from '../src/http/static';

/** Issue #30: her cockpit and its sign-in pages are hers alone, never in a search engine. */

const INDEX_HTML = `<!doctype html><html lang="en"><head><meta charset="UTF-8" /><title>x</title></head><body><div id="root"></div></body></html>`;
let dir: string;

beforeAll(() => {
  dir = mkdtempSync(path.join(tmpdir(), 'me-noindex-'));
  writeFileSync(path.join(dir, 'index.html'), INDEX_HTML);
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('the cockpit pages’ head', () => {
  test('when /me, /me/signin or /me/login is requested, then it is marked noindex and has no canonical address', async () => {
    const app = express();
    serveClient(app, dir, { publicUrl: 'https://pageant.example' });
    for (const p of ['/me', '/me/', '/me/signin', '/me/login?token=abc']) {
      const res = await request(app).get(p).set('Accept', 'text/html');
      expect(res.status).toBe(200);
      expect(res.text).toContain('<meta name="robots" content="noindex" />');
      expect(res.text).not.toContain('rel="canonical"');
    }
    const media = await request(app).get('/media').set('Accept', 'text/html');
    expect(media.text).not.toContain('noindex');
  });
});
