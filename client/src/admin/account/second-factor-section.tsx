import { useCallback } from 'react';
import { ADMIN_ACCOUNT_MSG } from '@pageant/common/content/admin-accounts';
import { MY_ACCOUNT_MSG } from '@pageant/common/content/admin-sessions';
import type { SecondFactorStatus } from '@pageant/common/content/second-factor';
import { ResourceStatus } from '@/admin/shared/resource-status';
import { useAdminResource } from '@/admin/shared/use-admin-resource';
import { NoticeLine } from '@/admin/shared/notice-line';
import { useNotice } from '@/admin/shared/use-notice';
import { getSecondFactor } from './account-api';
import { AccountCard } from './account-ui';
import { AuthenticatorPanel } from './authenticator-panel';
import { PasskeysPanel } from './passkeys-panel';

const EMPTY: SecondFactorStatus = { totp: false, passkeys: [], recoveryCodesLeft: 0, required: false };

export const SECOND_FACTOR_ANCHOR = 'second-factor';

/** Passkeys and the authenticator app; `onChanged` lets the shell lift the owner's "set one up first". */
export function SecondFactorSection({ required, onChanged }: { required: boolean; onChanged: () => Promise<void> }) {
  const { data, loading, error, reload } = useAdminResource(getSecondFactor, MY_ACCOUNT_MSG.loadFailed, {
    initial: EMPTY,
    logMessage: 'Failed to load the second factor',
  });
  const { notice, announceSuccess, announceError } = useNotice();

  const changed = useCallback(
    async (message: string) => {
      announceSuccess(message);
      await Promise.all([reload({ quiet: true }), onChanged()]);
    },
    [announceSuccess, reload, onChanged],
  );

  return (
    <AccountCard
      id={SECOND_FACTOR_ANCHOR}
      title="Second factor"
      highlight={required}
      intro={
        required ? (
          <span role="alert" className="font-medium text-neutral-900">
            {ADMIN_ACCOUNT_MSG.secondFactorRequired}
          </span>
        ) : (
          'After your password, sign-in asks for one of these, so a stolen password alone is not enough.'
        )
      }
    >
      <ResourceStatus loading={loading} error={error} onRetry={() => void reload()} loadingLabel="Loading…">
        <div className="space-y-6">
          <PasskeysPanel passkeys={data.passkeys} onChanged={changed} onError={announceError} />
          <hr className="border-neutral-200" />
          <AuthenticatorPanel on={data.totp} recoveryCodesLeft={data.recoveryCodesLeft} onChanged={changed} onError={announceError} />
        </div>
      </ResourceStatus>
      <NoticeLine notice={notice} successRole="status" />
    </AccountCard>
  );
}
