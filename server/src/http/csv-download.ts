import type { Request, Response } from 'express';

/** Resolves when the response can take more (or the client went away): a large CSV streams without piling up in memory. */
export function drained(res: Response): Promise<void> {
  return new Promise((resolve) => {
    const done = () => {
      res.off('drain', done);
      res.off('close', done);
      resolve();
    };
    res.on('drain', done);
    res.on('close', done);
  });
}

/**
 * An export is a plain link the browser follows: when the admin's session has expired, a page
 * navigation goes to the login screen instead of saving the 401 JSON as the "CSV". API clients
 * still get the 401.
 */
export const loginForExpiredBrowserSession = (req: Request, res: Response, next: () => void) => {
  if (!(req.isAuthenticated?.() && req.user) && req.get('Sec-Fetch-Mode') === 'navigate') {
    res.redirect(303, '/admin/login');
    return;
  }
  next();
};
