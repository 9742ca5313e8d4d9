import { useState } from 'react';
import { HOME_MSG, type SponsorLogo } from '@pageant/common/content/home';
import { errorMessage } from '@/api/http';
import { createSponsorLogo, deleteSponsorLogo, getSponsorLogos, updateSponsorLogo, type SponsorLogoFields } from '@/api/sponsors';
import { AdminButton } from '@/admin/home-content/admin-button';
import { NoticeLine } from '@/admin/shared/notice-line';
import { ResourceStatus } from '@/admin/shared/resource-status';
import { useAdminResource } from '@/admin/shared/use-admin-resource';
import { SponsorLogoForm } from '@/admin/home-content/sponsor-logo-form';
import { useNotice } from '@/admin/shared/use-notice';

const LOAD_FAILED = 'Failed to fetch logos';
const SAVE_FAILED = 'Upload failed!';
const DELETE_FAILED = 'Delete failed';

const fetchLogos = async (signal?: AbortSignal): Promise<SponsorLogo[]> => (await getSponsorLogos(signal)).data ?? [];

export default function SponsorSlidesTab() {
  const {
    data: logos,
    setData: setLogos,
    loading,
    error: loadError,
    reload,
  } = useAdminResource(fetchLogos, LOAD_FAILED, {
    initial: [],
    logMessage: 'Failed to fetch logos',
  });
  const [editing, setEditing] = useState<SponsorLogo | null>(null);
  const [formKey, setFormKey] = useState(0);
  const [saving, setSaving] = useState(false);
  const [deletingId, setDeletingId] = useState<string | null>(null);
  const { notice, announceSuccess, announceError } = useNotice();

  function resetForm(next: SponsorLogo | null = null) {
    setEditing(next);
    setFormKey((k) => k + 1);
  }

  async function onSubmit(fields: SponsorLogoFields): Promise<boolean> {
    setSaving(true);
    try {
      if (editing) await updateSponsorLogo(editing._id, fields);
      else await createSponsorLogo(fields);
      const text = editing ? HOME_MSG.logoUpdated : HOME_MSG.logoAdded;
      announceSuccess(text);
      resetForm();
      // Quiet: refresh without swapping the grid for a spinner.
      void reload({ quiet: true });
      return true;
    } catch (err) {
      const text = errorMessage(err, SAVE_FAILED);
      announceError(text);
      return false;
    } finally {
      setSaving(false);
    }
  }

  async function onDelete(logo: SponsorLogo) {
    if (!window.confirm(`Are you sure you want to delete the logo${logo.alt ? ` "${logo.alt}"` : ''}?`)) return;
    setDeletingId(logo._id);
    try {
      await deleteSponsorLogo(logo._id);
      setLogos((prev) => prev.filter((l) => l._id !== logo._id));
      if (editing?._id === logo._id) resetForm();
      announceSuccess(HOME_MSG.deleted);
    } catch (err) {
      const text = errorMessage(err, DELETE_FAILED);
      announceError(text);
    } finally {
      setDeletingId(null);
    }
  }

  return (
    <section className="space-y-6">
      <div className="space-y-1">
        <h2 className="text-lg font-semibold text-neutral-900">Sponser Slides</h2>
        <p className="text-sm text-neutral-600">
          Sponsor logos shown in the home page sponsor carousel, each with alt text and an optional link.
        </p>
      </div>

      <SponsorLogoForm key={formKey} editing={editing} saving={saving} onSubmit={onSubmit} onCancel={() => resetForm()} />
      <NoticeLine notice={notice} successRole="status" />

      <ResourceStatus
        loading={loading}
        error={loadError}
        onRetry={() => void reload()}
        loadingLabel="Loading logos…"
        isEmpty={logos.length === 0}
        empty={<p className="rounded-md bg-neutral-50 p-6 text-center text-sm text-neutral-500">No sponsor logos yet. Add one above.</p>}
      >
        <ul aria-label="Sponsor logos" className="grid grid-cols-2 gap-4 md:grid-cols-3 lg:grid-cols-4">
          {logos.map((logo, i) => {
            const name = logo.alt || `logo ${i + 1}`;
            return (
              <li
                key={logo._id}
                className={`flex flex-col gap-2 rounded-lg border p-3 ${editing?._id === logo._id ? 'border-plum ring-2 ring-plum/25' : 'border-neutral-200'}`}
              >
                <img
                  src={logo.url}
                  alt={logo.alt || `Sponsor logo ${i + 1}`}
                  className="aspect-video w-full rounded-md bg-neutral-50 object-contain"
                />
                <p className="truncate text-sm font-medium text-neutral-900">
                  {logo.alt || <span className="text-neutral-400">No alt text</span>}
                </p>
                {logo.href ? (
                  <a href={logo.href} target="_blank" rel="noopener noreferrer" className="truncate text-xs text-plum underline">
                    {logo.href}
                  </a>
                ) : (
                  <p className="text-xs text-neutral-400">No link</p>
                )}
                <div className="mt-auto flex flex-wrap gap-2">
                  <AdminButton tone="secondary" onClick={() => resetForm(logo)} disabled={saving} aria-label={`Edit ${name}`}>
                    Edit
                  </AdminButton>
                  <AdminButton
                    tone="danger"
                    busy={deletingId === logo._id}
                    onClick={() => void onDelete(logo)}
                    aria-label={`Delete ${name}`}
                  >
                    Delete
                  </AdminButton>
                </div>
              </li>
            );
          })}
        </ul>
      </ResourceStatus>
    </section>
  );
}
