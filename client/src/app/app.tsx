import { createBrowserRouter, RouterProvider } from 'react-router-dom';
import { AppToaster } from '@/app/app-toaster';
import { routes } from '@/app/routes';

const router = createBrowserRouter(routes);

export function App() {
  return (
    <>
      <RouterProvider router={router} />
      <AppToaster />
    </>
  );
}
