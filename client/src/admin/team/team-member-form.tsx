import { useState, type FormEvent } from 'react';
import type { TeamType } from '@pageant/common';
import { teamImagesError, teamMemberSchema, TEAM_MEDIA_UPLOAD_FAILED } from '@pageant/common/content/team-media';
import { FormField } from '@/components/form-field';
import type { TeamMember, TeamMemberFields } from '@/api/team';
import { FormFooter } from '@/admin/shared/form-footer';
import { ImagePicker } from '@/admin/shared/image-picker';
import { useFormSave } from '@/admin/shared/use-form-save';

interface TeamMemberFormProps {
  type: TeamType;
  /** The member being edited, or null to add one. */
  editing: TeamMember | null;
  onSubmit: (fields: TeamMemberFields) => Promise<void>;
  onCancel: () => void;
}

/** Add/edit form; SPEC §5 rules run before any request, and an already saved image counts when editing. */
export function TeamMemberForm({ type, editing, onSubmit, onCancel }: TeamMemberFormProps) {
  const [name, setName] = useState(editing?.name ?? '');
  const [designation, setDesignation] = useState(editing?.designation ?? '');
  const [main, setMain] = useState<File | null>(null);
  const [knowMore, setKnowMore] = useState<File | null>(null);
  const isLeader = type === 'leaders';
  const { error, saving, save } = useFormSave(onSubmit, TEAM_MEDIA_UPLOAD_FAILED);

  function submit(e: FormEvent) {
    e.preventDefault();
    const text = teamMemberSchema.safeParse({ name, designation });
    const textError = text.success ? undefined : text.error.issues[0]?.message;
    const problem =
      textError ??
      teamImagesError(type, {
        main: Boolean(main || editing?.images.main.url),
        knowMore: Boolean(knowMore || editing?.images.knowMore.url),
      });
    void save(problem, { name, designation, main, knowMore: isLeader ? knowMore : null });
  }

  return (
    <form
      noValidate
      onSubmit={submit}
      aria-label={editing ? 'Edit member' : 'Add member'}
      className="space-y-4 rounded-lg border border-neutral-200 bg-neutral-50 p-4"
    >
      <h3 className="text-base font-semibold text-neutral-900">{editing ? `Edit ${editing.name}` : 'Add member'}</h3>
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField label="Name" value={name} onChange={(e) => setName(e.target.value)} autoComplete="off" />
        <FormField label="Designation" value={designation} onChange={(e) => setDesignation(e.target.value)} autoComplete="off" />
        <ImagePicker label="Main image" file={main} savedUrl={editing?.images.main.url} onChange={setMain} />
        {isLeader && (
          <ImagePicker
            label="Know more image"
            file={knowMore}
            savedUrl={editing?.images.knowMore.url}
            onChange={setKnowMore}
            hint="Shown when a visitor opens the leader's details."
          />
        )}
      </div>
      <FormFooter
        error={error}
        saving={saving}
        submitLabel={editing ? 'Update member' : 'Add member'}
        editing={Boolean(editing)}
        onCancel={onCancel}
      />
    </form>
  );
}
