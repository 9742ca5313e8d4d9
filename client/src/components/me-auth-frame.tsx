import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { SITE } from '@/lib/site-info';

/**
 * The frame of her sign-in pages (/me/signin, /me/login): the cockpit's plum bar and one centred
 * card, phone first. The card keeps a minimum height so swapping the form for a message does not
 * move the page.
 */
export function MeAuthFrame({ title, children }: { title: string; children: ReactNode }) {
  return (
    <div className="flex min-h-dvh flex-col bg-ivory">
      <header className="bg-plum text-ivory">
        <div className="mx-auto flex h-14 max-w-6xl items-center px-4 sm:px-6">
          <Link to="/" className="truncate font-display text-lg font-bold text-gold-light">
            {SITE.name}
          </Link>
        </div>
      </header>
      <main className="flex flex-1 items-start justify-center px-4 py-10 sm:items-center sm:py-16">
        <section aria-labelledby="me-auth-title" className="w-full max-w-md rounded-2xl bg-white p-6 shadow-card sm:p-8">
          <p className="text-xs font-semibold tracking-[0.2em] text-gold-deep uppercase">Your campaign</p>
          <h1 id="me-auth-title" className="mt-2 font-display text-2xl font-bold text-plum sm:text-3xl">
            {title}
          </h1>
          <div className="mt-4 min-h-56">{children}</div>
        </section>
      </main>
    </div>
  );
}
