import { useState, type FormEvent } from 'react';
import type { MediaType } from '@pageant/common';
import { mediaItemError, TEAM_MEDIA_UPLOAD_FAILED } from '@pageant/common/content/team-media';
import { FormField } from '@/components/form-field';
import type { MediaFields, MediaItem } from '@/api/media';
import { FormFooter } from '@/admin/shared/form-footer';
import { ImagePicker } from '@/admin/shared/image-picker';
import { useFormSave } from '@/admin/shared/use-form-save';

interface MediaItemFormProps {
  type: MediaType;
  /** The item being edited, or null to add one. */
  editing: MediaItem | null;
  onSubmit: (fields: MediaFields) => Promise<void>;
  onCancel: () => void;
}

/** Add/edit form; SPEC §5 rules run before any request (a saved image counts when editing). */
export function MediaItemForm({ type, editing, onSubmit, onCancel }: MediaItemFormProps) {
  const isVideo = type === 'video';
  const [title, setTitle] = useState(editing?.title ?? '');
  const [alt, setAlt] = useState(editing?.alt ?? '');
  const [videoUrl, setVideoUrl] = useState(editing?.videoUrl ?? '');
  const [image, setImage] = useState<File | null>(null);
  const { error, saving, save } = useFormSave(onSubmit, TEAM_MEDIA_UPLOAD_FAILED);

  function submit(e: FormEvent) {
    e.preventDefault();
    const problem = mediaItemError({
      type,
      title: title.trim(),
      videoUrl: videoUrl.trim(),
      hasImage: isVideo ? undefined : Boolean(image || editing?.image),
    });
    void save(problem, { type, title, alt, image, videoUrl });
  }

  const noun = isVideo ? 'video' : 'media';
  return (
    <form
      noValidate
      onSubmit={submit}
      aria-label={editing ? `Edit ${noun}` : `Add ${noun}`}
      className="space-y-4 rounded-lg border border-neutral-200 bg-neutral-50 p-4"
    >
      <h3 className="text-base font-semibold text-neutral-900">{editing ? `Edit ${editing.title || noun}` : `Add ${noun}`}</h3>
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField
          label="Title"
          value={title}
          onChange={(e) => setTitle(e.target.value)}
          autoComplete="off"
          hint={isVideo ? 'Optional for videos.' : undefined}
        />
        {isVideo ? (
          <FormField
            label="Video URL"
            type="url"
            inputMode="url"
            placeholder="https://"
            value={videoUrl}
            onChange={(e) => setVideoUrl(e.target.value)}
          />
        ) : (
          <>
            <FormField
              label="Alt text"
              value={alt}
              onChange={(e) => setAlt(e.target.value)}
              hint="Defaults to the title."
              autoComplete="off"
            />
            <ImagePicker label="Image" file={image} savedUrl={editing?.image} onChange={setImage} />
          </>
        )}
      </div>
      <FormFooter
        error={error}
        saving={saving}
        submitLabel={editing ? 'Update media' : 'Add media'}
        editing={Boolean(editing)}
        onCancel={onCancel}
      />
    </form>
  );
}
