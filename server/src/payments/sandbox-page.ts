import type { Response } from 'express';

/**
 * The look both sandbox checkouts share (the PayU one for rupees, the Stripe one for dollars): plain
 * server-rendered HTML with the brand's colours in one inline <style> (the app's CSP allows inline
 * styles, never inline script), so it needs no client bundle and reads on a 390 px phone.
 */

export const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

export const SANDBOX_PAGE_STYLE = `
:root{--plum:#2b0a3d;--plum-soft:#4a1d63;--gold:#c9a227;--gold-light:#e3c766;--rose:#b8325e;--ivory:#fbf7f0;--ink:#1c1320;--muted:#5b4e63;--lilac:#d9cde0}
*{box-sizing:border-box}
body{margin:0;min-height:100vh;background:var(--ivory);color:var(--ink);font:16px/1.6 Inter,ui-sans-serif,system-ui,sans-serif}
.band{background:var(--plum);color:var(--ivory);text-align:center;padding:.6rem 1rem;font-size:.875rem;letter-spacing:.04em}
.band strong{color:var(--gold-light)}
main{max-width:30rem;margin:0 auto;padding:2rem 1rem 3rem}
.card{background:#fff;border-radius:1rem;box-shadow:0 10px 30px -12px rgb(43 10 61 / .25);padding:1.75rem 1.5rem}
.rule{width:3rem;height:3px;background:var(--gold);border:0;margin:0 0 1.25rem}
.eyebrow{margin:0;color:var(--muted);font-size:.75rem;letter-spacing:.14em;text-transform:uppercase}
h1{font-family:'Playfair Display',Georgia,serif;font-weight:700;color:var(--plum);font-size:1.75rem;line-height:1.2;margin:.25rem 0 .75rem}
.figures{font-variant-numeric:tabular-nums lining-nums}
.amount{font-size:2.5rem;font-weight:700;color:var(--plum);margin:0}
ul{list-style:none;padding:0;margin:1rem 0;border-top:1px solid var(--lilac)}
li{display:flex;justify-content:space-between;gap:1rem;padding:.6rem 0;border-bottom:1px solid var(--lilac)}
li span:first-child{overflow-wrap:anywhere}
li span:last-child{white-space:nowrap}
dl{display:grid;grid-template-columns:auto 1fr;gap:.25rem 1rem;margin:1rem 0;font-size:.875rem;color:var(--muted)}
dd{margin:0;overflow-wrap:anywhere;color:var(--ink)}
.actions{display:grid;gap:.75rem;margin-top:1.5rem}
form{margin:0}
button,.button{display:flex;align-items:center;justify-content:center;width:100%;min-height:48px;border-radius:999px;font:inherit;font-weight:600;cursor:pointer;text-decoration:none;padding:.5rem 1.25rem}
.pay{background:var(--plum);color:var(--ivory);border:2px solid var(--plum)}
.pay:hover{background:var(--plum-soft)}
.fail{background:transparent;color:var(--rose);border:2px solid var(--rose)}
.fail:hover{background:#fbeef2}
button:focus-visible,.button:focus-visible{outline:3px solid var(--gold);outline-offset:3px}
.note{font-size:.875rem;color:var(--muted);margin:1rem 0 0}
.state{border-radius:.75rem;padding:.75rem 1rem;margin:1rem 0;font-weight:600}
.state.complete{background:#eef7ee;color:#1f5b2a}
.state.expired{background:#fbeef2;color:#8a1f42}
@media (min-width:768px){main{padding-top:4rem}.card{padding:2.25rem 2.5rem}}
`;

/** Sends one sandbox page: the "no real money" band naming the provider it stands in for, then `body` (HTML, already escaped). */
export function sendSandboxPage(res: Response, status: number, page: { title: string; standsInFor: string; body: string }) {
  res
    .status(status)
    .type('html')
    .set('Cache-Control', 'no-store')
    .send(
      `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">` +
        `<meta name="robots" content="noindex"><link rel="icon" href="data:,"><title>${escapeHtml(page.title)}</title><style>${SANDBOX_PAGE_STYLE}</style></head><body>` +
        `<div class="band" role="note"><strong>Sandbox: no real money.</strong> This page stands in for ${escapeHtml(page.standsInFor)}.</div>` +
        `<main>${page.body}</main></body></html>`,
    );
}
