// Renders the nginx templates of this folder the way the official nginx image does at container
// start (envsubst of ${NAME}), and builds a complete nginx.conf that runs them locally, against
// server instances and the built client on 127.0.0.1: what tests/nginx starts.
//
// CLI, to look at one rendered template:
//   node nginx/render.mjs nginx/templates/default.conf.template NGINX_PORT=8080 NGINX_MAX_BODY_MB=106 ...
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const here = path.dirname(fileURLToPath(import.meta.url));
export const FRONT_TEMPLATE = path.join(here, 'templates', 'default.conf.template');
export const CLIENT_TEMPLATE = path.join(here, 'client.conf.template');

/** Files per request and room for form fields, as in server/src/http/upload.ts and upload-limit.envsh. */
export function bodyLimitMb(uploadMaxMb) {
  return Math.ceil(Number(uploadMaxMb)) * 10 + 6;
}

/**
 * envsubst over the given names only (as the image does with the variables it is given), but
 * strict: a ${UPPER_CASE} name left without a value is an error rather than an empty string.
 */
export function renderTemplate(text, vars) {
  const out = text.replace(/\$\{([A-Z][A-Z0-9_]*)\}/g, (whole, name) => (name in vars ? String(vars[name]) : whole));
  const left = [...new Set([...out.matchAll(/\$\{([A-Z][A-Z0-9_]*)\}/g)].map((m) => m[1]))];
  if (left.length) throw new Error(`nginx template: no value for ${left.join(', ')}`);
  return out;
}

const upstream = (name, servers, extra = []) =>
  [`upstream ${name} {`, ...extra.map((l) => `    ${l};`), ...servers.map((s) => `    server ${s};`), '}'].join('\n');

/**
 * A whole nginx.conf for a foreground nginx without root-owned paths: every temp path, the pid
 * file and the access log live in runDir.
 *
 * - the client template on clientPort, serving clientRoot (what the client container does);
 * - the front template on frontPort, over all instances (what the nginx container does);
 * - the front template again once per instance on its pinnedPort, so a test can reach one
 *   instance through the same configuration.
 *
 * The access log names the upstream that answered each request ($upstream_addr).
 */
export function renderLocal({
  runDir,
  clientRoot,
  clientPort,
  frontPort,
  instances,
  uploadMaxMb,
  mimeTypes = '/etc/nginx/mime.types',
  user,
}) {
  if (!instances.length) throw new Error('renderLocal: at least one server instance');
  const addr = (i) => `127.0.0.1:${i.port}`;
  const front = readFileSync(FRONT_TEMPLATE, 'utf8');
  const maxBody = bodyLimitMb(uploadMaxMb);
  const site = (port, serverPool, realtimePool) =>
    renderTemplate(front, {
      NGINX_PORT: port,
      NGINX_MAX_BODY_MB: maxBody,
      SERVER_POOL: serverPool,
      REALTIME_POOL: realtimePool,
      CLIENT_POOL: 'pageant_client',
    });
  const temp = (kind) => `    ${kind}_temp_path ${path.join(runDir, `${kind}_temp`)};`;

  return (
    [
      user ? `user ${user};` : '',
      'worker_processes 1;',
      `pid ${path.join(runDir, 'nginx.pid')};`,
      'error_log stderr notice;',
      'daemon off;',
      'events { worker_connections 1024; }',
      'http {',
      `    include ${mimeTypes};`,
      '    default_type application/octet-stream;',
      '    sendfile on;',
      '    keepalive_timeout 65;',
      temp('client_body'),
      temp('proxy'),
      temp('fastcgi'),
      temp('uwsgi'),
      temp('scgi'),
      "    log_format upstream '$server_port $request_method $request_uri $status $upstream_addr';",
      `    access_log ${path.join(runDir, 'access.log')} upstream;`,
      upstream('pageant_server', instances.map(addr), ['keepalive 8']),
      upstream('pageant_realtime', instances.map(addr), ['ip_hash']),
      upstream('pageant_client', [`127.0.0.1:${clientPort}`]),
      ...instances.map((i) => upstream(`pageant_server_${i.name}`, [addr(i)], ['keepalive 8'])),
      renderTemplate(readFileSync(CLIENT_TEMPLATE, 'utf8'), { CLIENT_PORT: clientPort, CLIENT_ROOT: clientRoot }),
      site(frontPort, 'pageant_server', 'pageant_realtime'),
      ...instances.map((i) => site(i.pinnedPort, `pageant_server_${i.name}`, `pageant_server_${i.name}`)),
      '}',
    ]
      .filter((l) => l !== '')
      .join('\n') + '\n'
  );
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const [file, ...pairs] = process.argv.slice(2);
  if (!file) {
    console.error('usage: node nginx/render.mjs TEMPLATE [NAME=value ...]');
    process.exit(2);
  }
  const vars = Object.fromEntries(pairs.map((p) => [p.slice(0, p.indexOf('=')), p.slice(p.indexOf('=') + 1)]));
  process.stdout.write(renderTemplate(readFileSync(file, 'utf8'), vars));
}
