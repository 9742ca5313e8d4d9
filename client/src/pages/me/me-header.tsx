import { LogOut } from 'lucide-react';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import type { Category } from '@pageant/common/constants';
import { errorMessage } from '@/api/http';
import { signOut } from '@/api/me';
import { InlineSpinner } from '@/components/spinner';
import { CandidatePhoto } from '@/components/voting/candidate-photo';
import { CategoryChip, CityName } from '@/components/voting/category-chip';
import { notify } from '@/lib/notify';
import { SITE } from '@/lib/site-info';
import { SIGN_IN_PATH } from './use-resource';

/** The cockpit's own compact bar: the site's name home, and Sign out. */
export function MeTopBar() {
  const navigate = useNavigate();
  const [busy, setBusy] = useState(false);
  const leave = async () => {
    setBusy(true);
    try {
      await signOut();
      navigate(SIGN_IN_PATH, { replace: true });
    } catch (err) {
      notify.error(errorMessage(err, 'We couldn’t sign you out. Please try again.'));
      setBusy(false);
    }
  };
  return (
    <header className="bg-plum text-ivory">
      <div className="mx-auto flex h-14 max-w-6xl items-center justify-between gap-3 px-4 sm:px-6">
        <Link to="/" className="truncate font-display text-lg font-bold text-gold-light">
          {SITE.name}
        </Link>
        <button
          type="button"
          onClick={() => void leave()}
          disabled={busy}
          className="inline-flex min-h-11 shrink-0 items-center gap-2 rounded-full border border-ivory/60 px-4 text-sm font-semibold hover:bg-ivory hover:text-plum focus-visible:outline-2 focus-visible:outline-gold disabled:opacity-70"
        >
          {busy ? <InlineSpinner /> : <LogOut className="size-4" aria-hidden="true" />}
          Sign out
        </button>
      </div>
    </header>
  );
}

interface ProfileProps {
  name: string;
  category: Category | null;
  city: string;
  imageUrl: string;
}

/** Her photo, name, Miss/Mrs and city: the cockpit is hers at a glance. */
export function MeProfile({ name, category, city, imageUrl }: ProfileProps) {
  return (
    <div className="flex items-center gap-4">
      <CandidatePhoto
        name={name}
        imageUrl={imageUrl}
        size={80}
        sizes="80px"
        eager
        className="size-20 shrink-0 rounded-full object-top ring-2 ring-gold"
      />
      <div className="min-w-0">
        <p className="text-xs font-semibold tracking-[0.2em] text-gold-deep uppercase">Your campaign</p>
        <h1 className="truncate font-display text-2xl font-bold text-plum sm:text-3xl">{name}</h1>
        <div className="mt-1 flex min-w-0 items-center gap-2 text-sm text-muted">
          <CategoryChip category={category} />
          <CityName city={city} />
        </div>
      </div>
    </div>
  );
}
