import { render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router-dom';
import { Toaster } from 'react-hot-toast';

type RouterOptions = Parameters<typeof createMemoryRouter>[1];

/** Renders `routes` in a memory router beside a toaster, as the app shell does, so toasts can be asserted. */
export function renderRoutes(routes: RouteObject[], options: RouterOptions) {
  const router = createMemoryRouter(routes, options);
  const view = render(
    <>
      <RouterProvider router={router} />
      <Toaster />
    </>,
  );
  return { router, ...view };
}
