import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, test } from '@playwright/test';
import { parse } from 'yaml';
import { bodyLimitMb } from '../../nginx/render.mjs';

// What the container path uses and the local stack cannot run: no Docker engine here.
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const read = (file: string) => readFileSync(path.join(root, file), 'utf8');
const templateVars = (file: string) => [...new Set([...read(file).matchAll(/\$\{([A-Z][A-Z0-9_]*)\}/g)].map((m) => m[1]!))].sort();

function envshLimit(uploadMaxMb: string): number {
  const out = execFileSync('sh', ['-c', '. ./nginx/docker-entrypoint.d/15-upload-limit.envsh && printf %s "$NGINX_MAX_BODY_MB"'], {
    cwd: root,
    env: { PATH: process.env.PATH, UPLOAD_MAX_MB: uploadMaxMb },
    encoding: 'utf8',
  });
  return Number(out);
}

const composeAvailable = spawnSync('docker', ['compose', 'version'], { stdio: 'ignore' }).status === 0;

test.describe('the container configuration', () => {
  test('when the nginx image derives the body limit from UPLOAD_MAX_MB, then it matches the local render', () => {
    for (const mb of ['1', '10', '2.5']) expect(envshLimit(mb), `UPLOAD_MAX_MB=${mb}`).toBe(bodyLimitMb(mb));
  });

  test('when compose mounts the upstreams, then they define exactly the pools the local render defines', () => {
    const pools = [...read('nginx/upstreams.conf').matchAll(/^upstream (\w+) \{/gm)].map((m) => m[1]).sort();
    expect(pools).toEqual(['pageant_client', 'pageant_realtime', 'pageant_server']);
  });

  test('when the compose file is read as written, then its four services are wired to the files and variables the nginx templates use', () => {
    type Service = {
      environment?: Record<string, unknown>;
      volumes?: string[];
      ports?: string[];
      build?: { dockerfile: string };
      depends_on?: Record<string, unknown>;
    };
    const compose = parse(read('docker-compose.yml')) as { services: Record<string, Service>; volumes?: Record<string, unknown> };
    expect(Object.keys(compose.services).sort()).toEqual(['client', 'nginx', 'postgres', 'server']);
    const nginx = compose.services.nginx!;
    const given = [...Object.keys(nginx.environment ?? {}), 'NGINX_MAX_BODY_MB'];
    for (const name of templateVars('nginx/templates/default.conf.template')) expect(given, name).toContain(name);
    for (const mount of nginx.volumes ?? []) {
      const source = mount.split(':')[0]!;
      expect(existsSync(path.join(root, source)), source).toBe(true);
    }
    expect(nginx.ports?.[0]).toMatch(/:8080$/);
    for (const name of ['server', 'client'] as const)
      expect(existsSync(path.join(root, compose.services[name]!.build!.dockerfile))).toBe(true);
    expect(String(compose.services.server!.environment?.DATABASE_URL)).toMatch(/@postgres:5432\//);
    expect(Object.keys(compose.volumes ?? {})).toContain('pgdata');
  });

  test('when docker compose renders the compose file with .env.example, then the nginx front gets every template variable and existing files', () => {
    // Only the docker CLI is installed on these machines, without its compose plugin (and no engine):
    // where `docker compose` exists this checks the file as Docker reads it; the test above reads it as YAML
    // everywhere, so the compose file is never untested.
    test.skip(!composeAvailable, 'the docker compose plugin is not installed here');
    const json = execFileSync(
      'docker',
      ['compose', '--env-file', '.env.example', '-f', 'docker-compose.yml', 'config', '--format', 'json'],
      { cwd: root, encoding: 'utf8' },
    );
    const config = JSON.parse(json) as {
      services: Record<string, { environment?: Record<string, string>; volumes?: { source: string }[]; ports?: { published: string }[] }>;
    };

    expect(Object.keys(config.services).sort()).toEqual(['client', 'nginx', 'postgres', 'server']);
    const nginx = config.services.nginx!;
    const given = [...Object.keys(nginx.environment ?? {}), 'NGINX_MAX_BODY_MB'];
    for (const name of templateVars('nginx/templates/default.conf.template')) expect(given, name).toContain(name);
    for (const v of nginx.volumes ?? []) expect(existsSync(v.source), v.source).toBe(true);
    expect(nginx.ports?.[0]?.published).toBe('8080');
    expect(config.services.server!.environment?.DATABASE_URL).toMatch(/^postgres:\/\/[^:]+:[^@]+@postgres:5432\//);
  });
});
