import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { NGO_MSG, NGO_SECTIONS, ngoCardSchema } from '@pageant/common/content/ngo-competition';
import { errorMessage } from '@/api/http';
import { createNgoCard, updateNgoCard, type NgoCard, type NgoHighlight, type NgoSection } from '@/api/ngo';
import { FormField } from '@/components/form-field';
import { InlineSpinner } from '@/components/spinner';
import { fieldErrors } from '@/admin/shared/field-errors';
import { ImagePicker } from '@/admin/shared/image-picker';

const controlClass =
  'block w-full rounded-md border border-neutral-300 bg-white px-3 py-2 text-sm text-neutral-900 shadow-xs ' +
  'focus:border-plum focus:outline-none focus:ring-2 focus:ring-plum/25 aria-invalid:border-red-400';
const smallButton =
  'inline-flex min-h-9 items-center gap-1.5 rounded-md border px-3 text-sm font-medium focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-plum disabled:opacity-60';

type Errors = Partial<Record<'title' | 'description' | 'section' | 'highlights', string>>;

interface NgoCardFormProps {
  /** The card being edited, or null to add a new one. */
  card: NgoCard | null;
  onSaved: (card: NgoCard, created: boolean) => void;
  onCancel: () => void;
}

/** The add / edit form of one NGO card; validates with the shared schema before any request. */
export function NgoCardForm({ card, onSaved, onCancel }: NgoCardFormProps) {
  const [title, setTitle] = useState(card?.title ?? '');
  const [subtitle, setSubtitle] = useState(card?.subtitle ?? '');
  const [label, setLabel] = useState(card?.label ?? '');
  const [description, setDescription] = useState(card?.description ?? '');
  const [section, setSection] = useState<NgoSection>(card?.section ?? 'initiative');
  const [highlights, setHighlights] = useState<NgoHighlight[]>(card?.highlights.map((h) => ({ ...h })) ?? []);
  const [image, setImage] = useState<File | null>(null);
  const [errors, setErrors] = useState<Errors>({});
  const [saving, setSaving] = useState(false);
  const id = useId();
  const headingRef = useRef<HTMLHeadingElement>(null);

  useEffect(() => {
    headingRef.current?.focus();
    headingRef.current?.scrollIntoView?.({ block: 'nearest' });
  }, []);

  function setHighlight(index: number, key: keyof NgoHighlight, value: string) {
    setHighlights((list) => list.map((h, i) => (i === index ? { ...h, [key]: value } : h)));
  }

  async function onSubmit(e: FormEvent) {
    e.preventDefault();
    const parsed = ngoCardSchema.safeParse({ title, subtitle, label, description, section, highlights });
    if (!parsed.success) {
      setErrors(fieldErrors<Errors>(parsed.error.issues));
      return;
    }
    setErrors({});
    setSaving(true);
    try {
      const fields = { ...parsed.data, image };
      const saved = card ? await updateNgoCard(card._id, fields) : await createNgoCard(fields);
      onSaved(saved, !card);
    } catch (err) {
      console.error('Failed to save NGO card', err);
      window.alert(errorMessage(err, NGO_MSG.saveFailed));
    } finally {
      setSaving(false);
    }
  }

  return (
    <form
      onSubmit={onSubmit}
      noValidate
      aria-labelledby={`${id}-heading`}
      aria-busy={saving}
      className="space-y-4 rounded-lg border border-neutral-200 bg-white p-4 shadow-sm sm:p-6"
    >
      <h2 ref={headingRef} tabIndex={-1} id={`${id}-heading`} className="text-lg font-semibold text-neutral-900 focus:outline-none">
        {card ? 'Edit Card' : 'Add New Card'}
      </h2>

      <div className="grid gap-4 md:grid-cols-2">
        <FormField label="Title" value={title} onChange={(e) => setTitle(e.target.value)} error={errors.title} required />
        <FormField label="Subtitle (for highlights)" value={subtitle} onChange={(e) => setSubtitle(e.target.value)} />
        <FormField label="Label (bold text in the description)" value={label} onChange={(e) => setLabel(e.target.value)} />
        <div className="space-y-1.5">
          <label htmlFor={`${id}-section`} className="block text-sm font-medium text-neutral-700">
            Section
          </label>
          <select
            id={`${id}-section`}
            value={section}
            onChange={(e) => setSection(e.target.value as NgoSection)}
            aria-invalid={errors.section ? true : undefined}
            className={controlClass}
          >
            {NGO_SECTIONS.map((s) => (
              <option key={s} value={s}>
                {s}
              </option>
            ))}
          </select>
          {errors.section && <p className="text-xs text-red-700">{errors.section}</p>}
        </div>
      </div>

      <div className="space-y-1.5">
        <label htmlFor={`${id}-description`} className="block text-sm font-medium text-neutral-700">
          Description
        </label>
        <textarea
          id={`${id}-description`}
          rows={5}
          value={description}
          onChange={(e) => setDescription(e.target.value)}
          required
          aria-invalid={errors.description ? true : undefined}
          aria-describedby={errors.description ? `${id}-description-error` : undefined}
          className={controlClass}
        />
        {errors.description && (
          <p id={`${id}-description-error`} className="text-xs text-red-700">
            {errors.description}
          </p>
        )}
      </div>

      <ImagePicker
        label="Image"
        file={image}
        savedUrl={card?.imageUrl || null}
        previewAlt="New image preview"
        savedAlt="Current image"
        onChange={setImage}
      />

      <fieldset className="space-y-3">
        <legend className="text-sm font-medium text-neutral-700">Highlights</legend>
        {highlights.length === 0 && <p className="text-sm text-neutral-500">No highlights yet.</p>}
        {highlights.map((h, i) => (
          <div key={i} className="grid gap-3 rounded-md border border-neutral-200 p-3 md:grid-cols-[1fr_2fr_auto] md:items-end">
            <FormField label={`Highlight ${i + 1} title`} value={h.title} onChange={(e) => setHighlight(i, 'title', e.target.value)} />
            <FormField
              label={`Highlight ${i + 1} content`}
              value={h.content}
              onChange={(e) => setHighlight(i, 'content', e.target.value)}
            />
            <button
              type="button"
              aria-label={`Remove highlight ${i + 1}`}
              onClick={() => setHighlights((list) => list.filter((_, j) => j !== i))}
              className={`${smallButton} border-red-200 text-red-700 hover:bg-red-50`}
            >
              Remove
            </button>
          </div>
        ))}
        {errors.highlights && <p className="text-xs text-red-700">{errors.highlights}</p>}
        <button
          type="button"
          onClick={() => setHighlights((list) => [...list, { title: '', content: '' }])}
          className={`${smallButton} border-neutral-300 text-neutral-800 hover:bg-neutral-50`}
        >
          Add Highlight
        </button>
      </fieldset>

      <div className="flex flex-wrap gap-3 border-t border-neutral-100 pt-4">
        <button type="submit" disabled={saving} className={`${smallButton} border-plum bg-plum text-white hover:bg-plum-soft`}>
          {saving && <InlineSpinner />}
          {card ? 'Update Card' : 'Save Card'}
        </button>
        <button
          type="button"
          onClick={onCancel}
          disabled={saving}
          className={`${smallButton} border-neutral-300 text-neutral-800 hover:bg-neutral-50`}
        >
          Cancel
        </button>
      </div>
    </form>
  );
}
