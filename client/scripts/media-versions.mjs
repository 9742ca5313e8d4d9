import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

/**
 * `/media/<name>` written in the code or index.html, not already followed by a query or a deeper
 * path; the look-behind keeps API paths such as `/api/media/...` out.
 */
const REFERENCE = /(?<![\w/.-])\/media\/([\w.-]+)(?![\w.?/-])/g;

/** @param {string} dir @returns {Map<string, string>} */
function hashFiles(dir) {
  const versions = new Map();
  if (!existsSync(dir)) return versions;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (!entry.isFile()) continue;
    versions.set(
      entry.name,
      createHash('sha256')
        .update(readFileSync(path.join(dir, entry.name)))
        .digest('hex')
        .slice(0, 10),
    );
  }
  return versions;
}

/**
 * The files in public/media keep their names, unlike Vite's hashed assets, so a year-long cache on
 * them would keep an old video after it changed. At build, every reference to one gets
 * `?v=<start of its SHA-256>`: a changed file is a new URL, and the server and nginx can send
 * /media/ as immutable.
 * @returns {import('vite').Plugin}
 */
export function mediaVersions() {
  /** @type {Map<string, string>} */
  let versions = new Map();
  /** @param {string} text */
  const stamp = (text) => text.replace(REFERENCE, (ref, name) => (versions.has(name) ? `${ref}?v=${versions.get(name)}` : ref));
  return {
    name: 'media-versions',
    apply: 'build',
    configResolved(config) {
      versions = hashFiles(path.join(config.publicDir, 'media'));
    },
    transform(code) {
      if (!code.includes('/media/')) return null;
      const stamped = stamp(code);
      return stamped === code ? null : { code: stamped, map: null };
    },
    transformIndexHtml: stamp,
  };
}
