import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { notify } from '@/lib/notify';
import { Save, X } from 'lucide-react';
import { HOME_MSG, testimonialSchema, type Testimonial } from '@pageant/common/content/home';
import { errorMessage } from '@/api/http';
import { createTestimonial, updateTestimonial } from '@/api/testimonials';
import { FormField } from '@/components/form-field';
import { InlineSpinner } from '@/components/spinner';
import { fieldErrors } from '@/admin/shared/field-errors';
import { ImagePicker } from '@/admin/shared/image-picker';

const SAVE_FAILED = 'Save failed';
type Errors = Partial<Record<'name' | 'place' | 'text', string>>;

interface TestimonialFormProps {
  /** null: add mode. */
  editing: Testimonial | null;
  onSaved: () => void;
  onCancel: () => void;
}

/** Mount with key={editing?._id ?? 'new'} so switching modes starts from fresh fields. */
export function TestimonialForm({ editing, onSaved, onCancel }: TestimonialFormProps) {
  const [name, setName] = useState(editing?.name ?? '');
  const [place, setPlace] = useState(editing?.place ?? '');
  const [text, setText] = useState(editing?.text ?? '');
  const [image, setImage] = useState<File | null>(null);
  const [errors, setErrors] = useState<Errors>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const ids = { text: useId() };
  const formRef = useRef<HTMLFormElement>(null);

  // Entering edit mode: bring the form into view and put the keyboard in its first field.
  useEffect(() => {
    if (!editing) return;
    formRef.current?.scrollIntoView?.({ block: 'start', behavior: 'smooth' });
    formRef.current?.querySelector('input')?.focus();
  }, [editing]);

  async function onSubmit(e: FormEvent) {
    e.preventDefault();
    const parsed = testimonialSchema.safeParse({ name, place, text });
    if (!parsed.success) {
      setErrors(fieldErrors<Errors>(parsed.error.issues));
      return;
    }
    setErrors({});
    setFormError(null);
    setSaving(true);
    const fields = { name: parsed.data.name, place: parsed.data.place ?? '', text: parsed.data.text, image };
    try {
      const res = editing ? await updateTestimonial(editing._id, fields) : await createTestimonial(fields);
      notify.success(res?.message || (editing ? HOME_MSG.testimonialUpdated : HOME_MSG.testimonialAdded));
      onSaved();
    } catch (err) {
      const msg = errorMessage(err, SAVE_FAILED);
      console.error('Failed to save testimonial', err);
      setFormError(msg);
      notify.error(msg);
    } finally {
      setSaving(false);
    }
  }

  return (
    <form
      ref={formRef}
      onSubmit={onSubmit}
      noValidate
      aria-label={editing ? 'Edit testimonial' : 'Add testimonial'}
      className="space-y-4 rounded-lg border border-neutral-200 bg-neutral-50 p-4"
    >
      <h3 className="text-base font-semibold text-neutral-900">{editing ? 'Edit testimonial' : 'Add testimonial'}</h3>
      <div className="grid gap-4 md:grid-cols-2">
        <FormField
          label="Name"
          required
          maxLength={120}
          value={name}
          error={errors.name}
          onChange={(e) => {
            setName(e.target.value);
            setErrors((p) => ({ ...p, name: undefined }));
          }}
        />
        <FormField label="Place (optional)" maxLength={120} value={place} error={errors.place} onChange={(e) => setPlace(e.target.value)} />
      </div>
      <div className="space-y-1.5">
        <label htmlFor={ids.text} className="block text-sm font-medium text-neutral-700">
          Testimonial
        </label>
        <textarea
          id={ids.text}
          required
          rows={4}
          maxLength={2000}
          value={text}
          aria-invalid={errors.text ? true : undefined}
          aria-describedby={errors.text ? `${ids.text}-error` : undefined}
          onChange={(e) => {
            setText(e.target.value);
            setErrors((p) => ({ ...p, text: undefined }));
          }}
          className="block w-full rounded-md border border-neutral-300 bg-white px-3 py-2 text-sm text-neutral-900 shadow-xs focus:border-plum focus:outline-none focus:ring-2 focus:ring-plum/25 aria-invalid:border-red-400"
        />
        {errors.text && (
          <p id={`${ids.text}-error`} className="text-xs text-red-700">
            {errors.text}
          </p>
        )}
      </div>
      <ImagePicker
        label="Image (optional)"
        file={image}
        savedUrl={editing?.imageUrl || null}
        previewAlt="Preview of the chosen image"
        savedAlt={`Current image of ${editing?.name ?? ''}`}
        hint={editing ? 'Leave empty to keep the current image.' : undefined}
        onChange={setImage}
      />
      {formError && (
        <p role="alert" className="text-sm font-medium text-red-700">
          {formError}
        </p>
      )}
      <div className="flex flex-wrap gap-2">
        <button
          type="submit"
          disabled={saving}
          aria-busy={saving || undefined}
          className="inline-flex min-h-10 items-center gap-2 rounded-md bg-plum px-4 text-sm font-semibold text-ivory hover:bg-plum-soft focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-plum disabled:cursor-not-allowed disabled:opacity-60"
        >
          {saving ? <InlineSpinner /> : <Save className="size-4" aria-hidden="true" />}
          {editing ? 'Update testimonial' : 'Add testimonial'}
        </button>
        {editing && (
          <button
            type="button"
            onClick={onCancel}
            className="inline-flex min-h-10 items-center gap-2 rounded-md border border-neutral-300 px-4 text-sm font-medium text-neutral-700 hover:bg-neutral-100 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-plum"
          >
            <X className="size-4" aria-hidden="true" />
            Cancel edit
          </button>
        )}
      </div>
    </form>
  );
}
