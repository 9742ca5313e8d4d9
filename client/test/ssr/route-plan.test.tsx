import { render, screen } from '@testing-library/react';
import type { RouteObject } from 'react-router-dom';
import { readSsrData } from '@/ssr/read-ssr-data';
import { planRoute, PUBLIC_LAYOUT_ID, type SsrHandle } from '@/ssr/route-plan';
import { SsrDataProvider, useSsrData } from '@/ssr/ssr-data';

const routes: RouteObject[] = [
  {
    children: [
      {
        id: PUBLIC_LAYOUT_ID,
        children: [
          { path: '/', handle: { firstScreen: () => ['/home-images'] } satisfies SsrHandle },
          {
            path: '/contestants/vote/:id',
            handle: {
              requiresEvent: true,
              firstScreen: ({ params, search }) => [`/candidates/fetchbyid/${params.id}?ref=${search.get('ref')}`],
            } satisfies SsrHandle,
          },
          { path: '*', handle: { notFound: true } satisfies SsrHandle },
        ],
      },
      { path: '/admin/*' },
    ],
  },
];

describe('planRoute', () => {
  it('lists the event status and the first screen paths of a public route', () => {
    expect(planRoute(routes, new URL('http://x/'))).toEqual({
      render: true,
      paths: ['/event/status', '/home-images'],
      requiresEvent: false,
      notFound: false,
      modules: [],
    });
  });

  it('passes params and search to the first screen and carries the event requirement', () => {
    const plan = planRoute(routes, new URL('http://x/contestants/vote/abc?ref=wa'));
    expect(plan.paths).toEqual(['/event/status', '/candidates/fetchbyid/abc?ref=wa']);
    expect(plan.requiresEvent).toBe(true);
  });

  it('marks the catch-all as not found, and leaves routes outside the public layout unrendered', () => {
    expect(planRoute(routes, new URL('http://x/nowhere')).notFound).toBe(true);
    expect(planRoute(routes, new URL('http://x/admin/login'))).toEqual({
      render: false,
      paths: [],
      requiresEvent: false,
      notFound: false,
      modules: [],
    });
  });
});

describe('readSsrData', () => {
  afterEach(() => document.body.replaceChildren());

  it('reads the JSON block the server wrote, and nothing else', () => {
    expect(readSsrData(document)).toBeNull();
    document.body.innerHTML = '<script type="application/json" id="ssr-data">{"/event/status":{"isActive":true}}</script>';
    expect(readSsrData(document)).toEqual({ '/event/status': { isActive: true } });
    document.body.innerHTML = '<script type="application/json" id="ssr-data">[1,2]</script>';
    expect(readSsrData(document)).toBeNull();
    document.body.innerHTML = '<script type="application/json" id="ssr-data">{not json</script>';
    expect(readSsrData(document)).toBeNull();
  });
});

function Probe({ path }: { path: string }) {
  const value = useSsrData<{ n: number }>(path);
  return <p>{value ? `n=${value.n}` : 'none'}</p>;
}

describe('useSsrData', () => {
  it('answers the server data for its exact path only', () => {
    render(
      <SsrDataProvider value={{ '/a?x=1': { n: 3 } }}>
        <Probe path="/a?x=1" />
        <Probe path="/a" />
      </SsrDataProvider>,
    );
    expect(screen.getByText('n=3')).toBeInTheDocument();
    expect(screen.getByText('none')).toBeInTheDocument();
  });
});

describe('the route table', () => {
  it('names, for every public page, a source file that exists (the server preloads its chunk from the build manifest)', async () => {
    const { existsSync } = await import('node:fs');
    const path = await import('node:path');
    const { routes: appRoutes } = await import('@/app/routes');
    const modules: string[] = [];
    const walk = (list: RouteObject[]) =>
      list.forEach((r) => {
        const m = (r.handle as SsrHandle | undefined)?.module;
        if (m) modules.push(m);
        if (r.children) walk(r.children);
      });
    walk(appRoutes);
    expect(modules.length).toBeGreaterThanOrEqual(17);
    for (const m of modules) expect(existsSync(path.join(process.cwd(), 'client', m))).toBe(true);
  });
});
