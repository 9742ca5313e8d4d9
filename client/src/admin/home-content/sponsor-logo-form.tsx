import { useState, type FormEvent } from 'react';
import { HOME_MSG, sponsorLogoSchema, type SponsorLogo } from '@pageant/common/content/home';
import type { SponsorLogoFields } from '@/api/sponsors';
import { FormField } from '@/components/form-field';
import { AdminButton } from './admin-button';
import { ImagePicker } from '@/admin/shared/image-picker';

interface SponsorLogoFormProps {
  /** The logo being edited; null when adding. */
  editing: SponsorLogo | null;
  saving: boolean;
  onSubmit: (fields: SponsorLogoFields) => Promise<boolean>;
  onCancel: () => void;
}

type Errors = Partial<Record<'href' | 'logo', string>>;

/** Add or edit one sponsor logo: alt text, link and logo image (optional when editing). Remount with a key to reset. */
export function SponsorLogoForm({ editing, saving, onSubmit, onCancel }: SponsorLogoFormProps) {
  const [alt, setAlt] = useState(editing?.alt ?? '');
  const [href, setHref] = useState(editing?.href ?? '');
  const [logo, setLogo] = useState<File | null>(null);
  const [errors, setErrors] = useState<Errors>({});

  async function submit(e: FormEvent) {
    e.preventDefault();
    const next: Errors = {};
    const parsed = sponsorLogoSchema.safeParse({ alt, href });
    if (!parsed.success) {
      for (const issue of parsed.error.issues) if (issue.path[0] === 'href') next.href = issue.message;
    }
    if (!editing && !logo) next.logo = HOME_MSG.logoRequired;
    setErrors(next);
    if (Object.keys(next).length > 0) return;
    await onSubmit({ alt: alt.trim(), href: href.trim(), logo });
  }

  return (
    <form
      onSubmit={submit}
      noValidate
      className="space-y-4 rounded-lg border border-neutral-200 p-4"
      aria-label={editing ? 'Edit logo' : 'Add logo'}
    >
      <h3 className="text-sm font-semibold text-neutral-900">{editing ? 'Edit logo' : 'Add logo'}</h3>
      <div className="grid gap-4 md:grid-cols-2">
        <FormField
          label="Alt text"
          autoFocus={editing !== null}
          value={alt}
          onChange={(e) => setAlt(e.target.value)}
          maxLength={200}
          hint="Describes the logo for screen readers."
        />
        <FormField
          label="Link (href)"
          type="url"
          inputMode="url"
          placeholder="https://example.com"
          value={href}
          onChange={(e) => setHref(e.target.value)}
          error={errors.href}
        />
      </div>
      <div className="flex flex-wrap items-end gap-4">
        <ImagePicker
          label={editing ? 'New logo (optional)' : 'Logo image'}
          file={logo}
          savedUrl={editing?.url}
          previewAlt="Preview of the selected logo"
          savedAlt="Current logo"
          onChange={setLogo}
          disabled={saving}
          hint={editing ? 'Leave empty to keep the current logo.' : undefined}
          className="min-w-60 flex-1"
        />
      </div>
      {errors.logo && (
        <p role="alert" className="text-xs text-red-700">
          {errors.logo}
        </p>
      )}
      <div className="flex flex-wrap gap-2">
        <AdminButton type="submit" busy={saving}>
          {editing ? 'Update Logo' : 'Add Logo'}
        </AdminButton>
        {editing && (
          <AdminButton tone="secondary" onClick={onCancel} disabled={saving}>
            Cancel
          </AdminButton>
        )}
      </div>
    </form>
  );
}
