// After `vite build`: a Brotli and a gzip copy of every hashed script and stylesheet, made once
// here so the server sends compressed files without compressing on each request.
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const dir = path.resolve(new URL('../dist/assets', import.meta.url).pathname);
const WORTH_IT = /\.(js|css|svg|json)$/;
let files = 0;
let raw = 0;
let br = 0;
for (const name of readdirSync(dir)) {
  if (!WORTH_IT.test(name)) continue;
  const file = path.join(dir, name);
  const data = readFileSync(file);
  if (data.length < 1024) continue;
  const brotli = brotliCompressSync(data, {
    params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: data.length },
  });
  writeFileSync(`${file}.br`, brotli);
  writeFileSync(`${file}.gz`, gzipSync(data, { level: 9 }));
  files += 1;
  raw += statSync(file).size;
  br += brotli.length;
}
console.log(`precompressed ${files} assets: ${(raw / 1024).toFixed(0)} KB -> ${(br / 1024).toFixed(0)} KB brotli`);
