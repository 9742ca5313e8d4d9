import { useEffect, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { useAdminMe } from './admin-me';
import { PasswordSection } from './password-section';
import { ProfileSection } from './profile-section';
import { SECOND_FACTOR_ANCHOR, SecondFactorSection } from './second-factor-section';
import { SessionsSection } from './sessions-section';

/** My account (issue #34): her profile, second factor, password and sessions. */
export default function AccountPage() {
  const { me, refresh } = useAdminMe();
  const { hash } = useLocation();
  const [passwordChanges, setPasswordChanges] = useState(0);
  const required = me.mustSetUpSecondFactor;

  // The shell leads here with #second-factor; the section is below the fold on a phone.
  useEffect(() => {
    if (hash === `#${SECOND_FACTOR_ANCHOR}` || required)
      document.getElementById(SECOND_FACTOR_ANCHOR)?.scrollIntoView?.({ block: 'start' });
  }, [hash, required]);

  return (
    <div className="max-w-3xl space-y-5">
      <div className="space-y-1">
        <h1 className="text-xl font-semibold text-neutral-900">My account</h1>
        <p className="text-sm text-neutral-600">How you sign in, and where you are signed in.</p>
      </div>
      <ProfileSection me={me} />
      <SecondFactorSection required={required} onChanged={refresh} />
      <PasswordSection onChanged={() => setPasswordChanges((n) => n + 1)} />
      <SessionsSection version={passwordChanges} />
    </div>
  );
}
