import { useCallback, useEffect, useId, useMemo, useState, type FormEvent } from 'react';
import { notify } from '@/lib/notify';
import { Plus } from 'lucide-react';
import { COMPETITION_SECTION_TYPES, type CompetitionSectionType } from '@pageant/common';
import { COMPETITION_MSG } from '@pageant/common/content/ngo-competition';
import { ApiError, errorMessage } from '@/api/http';
import { createCompetitionPage, getCompetitionPage, updateCompetitionPage } from '@/api/competition';
import { Button } from '@/components/button';
import { FormField } from '@/components/form-field';
import { Spinner } from '@/components/spinner';
import { ConfirmDialog } from '@/admin/shared/confirm-dialog';
import {
  type Draft,
  type DraftItem,
  type DraftSection,
  type FieldErrors,
  emptyDraft,
  emptyItem,
  newSection,
  renumber,
  SECTION_TYPE_LABELS,
  toDraft,
  toFormData,
  validateDraft,
} from './draft';
import { TextAreaField } from './fields';
import { SaveBar } from './save-bar';
import { SectionEditor } from './section-editor';
import { useUnsavedGuard } from './use-unsaved-guard';

type Status = 'loading' | 'ready' | 'error';

/** A comparable fingerprint of the draft; chosen files count by name, size and date. */
const fingerprint = (draft: Draft) =>
  JSON.stringify(draft, (_key, value: unknown) =>
    value instanceof File ? `file:${value.name}:${value.size}:${value.lastModified}` : value,
  );

export default function CompetitionPage() {
  const [status, setStatus] = useState<Status>('loading');
  const [exists, setExists] = useState(false);
  const [draft, setDraft] = useState<Draft>(emptyDraft);
  // The draft as last loaded or saved: any difference from it is unsaved work.
  const [baseline, setBaseline] = useState<Draft | null>(null);
  const [removedImages, setRemovedImages] = useState<string[]>([]);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [formError, setFormError] = useState('');
  const [saving, setSaving] = useState(false);
  const [newType, setNewType] = useState<CompetitionSectionType>('content');
  const typeId = useId();

  const load = useCallback(async (signal?: AbortSignal) => {
    setStatus('loading');
    try {
      const res = await getCompetitionPage(signal);
      const loaded = toDraft(res.data);
      setDraft(loaded);
      setBaseline(loaded);
      setExists(true);
      setStatus('ready');
    } catch (err) {
      if (signal?.aborted) return;
      if (err instanceof ApiError && err.status === 404) {
        // No page yet: the form starts empty and Save creates it.
        const empty = emptyDraft();
        setDraft(empty);
        setBaseline(empty);
        setExists(false);
        setStatus('ready');
        return;
      }
      console.error('Failed to fetch competition page', err);
      setStatus('error');
    }
  }, []);

  useEffect(() => {
    const ctrl = new AbortController();
    void load(ctrl.signal);
    return () => ctrl.abort();
  }, [load]);

  const setSections = (fn: (sections: DraftSection[]) => DraftSection[]) => setDraft((d) => ({ ...d, sections: renumber(fn(d.sections)) }));
  const patchSection = (index: number, patch: Partial<DraftSection>) =>
    setSections((list) => list.map((s, i) => (i === index ? { ...s, ...patch } : s)));
  const patchItems = (index: number, fn: (items: DraftItem[]) => DraftItem[]) =>
    setSections((list) => list.map((s, i) => (i === index ? { ...s, items: fn(s.items) } : s)));

  function addSection() {
    setSections((list) => [...list, newSection(newType, list.length)]);
  }

  function removeSection(index: number) {
    if (!window.confirm(COMPETITION_MSG.confirmRemoveSection)) return;
    const section = draft.sections[index];
    const publicId = section?.type === 'image' ? section.public_id : undefined;
    if (publicId) setRemovedImages((list) => (list.includes(publicId) ? list : [...list, publicId]));
    setSections((list) => list.filter((_, i) => i !== index));
    setErrors({});
  }

  function moveSection(index: number, delta: -1 | 1) {
    setSections((list) => {
      const target = index + delta;
      if (target < 0 || target >= list.length) return list;
      const next = [...list];
      [next[index], next[target]] = [next[target]!, next[index]!];
      return next;
    });
    setErrors({});
  }

  function removeItem(index: number, itemIndex: number) {
    if (!window.confirm(COMPETITION_MSG.confirmRemoveItem)) return;
    patchItems(index, (items) => items.filter((_, i) => i !== itemIndex));
    setErrors({});
  }

  async function onSubmit(e: FormEvent) {
    e.preventDefault();
    const found = validateDraft(draft);
    setErrors(found);
    const first = Object.values(found)[0];
    if (first) {
      setFormError(first);
      return;
    }
    setFormError('');
    setSaving(true);
    try {
      const body = toFormData(draft, removedImages);
      const res = exists ? await updateCompetitionPage(body) : await createCompetitionPage(body);
      setRemovedImages([]);
      notify.success(res.message || (exists ? COMPETITION_MSG.saved : COMPETITION_MSG.created));
      setExists(true);
      if (res.data) {
        const saved = toDraft(res.data);
        setDraft(saved);
        setBaseline(saved);
      } else await load();
    } catch (err) {
      console.error('Failed to save competition page', err);
      const message = errorMessage(err, COMPETITION_MSG.saveFailed);
      setFormError(message);
      notify.error(message);
    } finally {
      setSaving(false);
    }
  }

  const dirty = useMemo(
    () => status === 'ready' && baseline !== null && (removedImages.length > 0 || fingerprint(draft) !== fingerprint(baseline)),
    [status, baseline, draft, removedImages],
  );
  const blocker = useUnsavedGuard(dirty && !saving);

  const setHeader = (patch: Partial<Draft['header']>) => setDraft((d) => ({ ...d, header: { ...d.header, ...patch } }));

  return (
    <section className="mx-auto max-w-4xl space-y-6">
      <h1 className="text-xl font-semibold text-neutral-900">Admin Competition Page</h1>

      {status === 'loading' && (
        <div className="flex justify-center py-12">
          <Spinner label="Loading competition page…" />
        </div>
      )}

      {status === 'error' && (
        <div role="alert" className="flex flex-wrap items-center gap-3 rounded-lg border border-red-200 bg-red-50 p-4 text-sm text-red-800">
          <span>{COMPETITION_MSG.fetchFailed}</span>
          <Button variant="outline-dark" size="sm" onClick={() => void load()}>
            Retry
          </Button>
        </div>
      )}

      {status === 'ready' && (
        <form noValidate onSubmit={onSubmit} className="space-y-6" aria-busy={saving}>
          {!exists && (
            <p className="rounded-md bg-neutral-100 p-3 text-sm text-neutral-700">
              No competition page yet. Fill in the form and save to create it.
            </p>
          )}

          <fieldset className="grid gap-4 rounded-lg border border-neutral-200 bg-white p-4 shadow-sm sm:grid-cols-2">
            <legend className="px-1 text-sm font-semibold text-neutral-900">Header</legend>
            <TextAreaField
              singleLine
              label="Title"
              className="sm:col-span-2"
              value={draft.header.title}
              error={errors['header.title']}
              onChange={(e) => setHeader({ title: e.target.value.replace(/\s*\n\s*/g, ' ') })}
            />
            <FormField
              label="Host country"
              value={draft.header.hostCountry}
              error={errors['header.hostCountry']}
              onChange={(e) => setHeader({ hostCountry: e.target.value })}
            />
            <TextAreaField
              singleLine
              label="Venue"
              value={draft.header.venue}
              error={errors['header.venue']}
              onChange={(e) => setHeader({ venue: e.target.value.replace(/\s*\n\s*/g, ' ') })}
            />
          </fieldset>

          <TextAreaField
            label="About Venue"
            value={draft.aboutVenue}
            rows={5}
            error={errors.aboutVenue}
            onChange={(e) => setDraft((d) => ({ ...d, aboutVenue: e.target.value }))}
          />

          <div className="space-y-3">
            <h2 className="text-lg font-semibold text-neutral-900">Sections</h2>
            {errors.sections && <p className="text-xs text-red-700">{errors.sections}</p>}
            {draft.sections.length === 0 ? (
              <p className="text-sm text-neutral-500">No sections yet. Add one below.</p>
            ) : (
              <ol className="space-y-4">
                {draft.sections.map((section, index) => (
                  <SectionEditor
                    key={section.key}
                    section={section}
                    index={index}
                    count={draft.sections.length}
                    errors={errors}
                    disabled={saving}
                    onChange={(patch) => patchSection(index, patch)}
                    onRemove={() => removeSection(index)}
                    onMove={(delta) => moveSection(index, delta)}
                    onAddItem={() => patchItems(index, (items) => [...items, emptyItem()])}
                    onRemoveItem={(itemIndex) => removeItem(index, itemIndex)}
                    onItemChange={(itemIndex, patch) =>
                      patchItems(index, (items) => items.map((it, i) => (i === itemIndex ? { ...it, ...patch } : it)))
                    }
                  />
                ))}
              </ol>
            )}

            <div className="flex flex-wrap items-end gap-3">
              <div className="space-y-1.5">
                <label htmlFor={typeId} className="block text-sm font-medium text-neutral-700">
                  New section type
                </label>
                <select
                  id={typeId}
                  value={newType}
                  onChange={(e) => setNewType(e.target.value as CompetitionSectionType)}
                  className="block rounded-md border border-neutral-300 bg-white px-3 py-2 text-sm focus:border-plum focus:outline-none focus:ring-2 focus:ring-plum/25"
                >
                  {COMPETITION_SECTION_TYPES.map((type) => (
                    <option key={type} value={type}>
                      {SECTION_TYPE_LABELS[type]}
                    </option>
                  ))}
                </select>
              </div>
              <Button variant="outline-dark" size="sm" onClick={addSection} disabled={saving}>
                <Plus className="size-4" aria-hidden="true" /> Add section
              </Button>
            </div>
          </div>

          <SaveBar dirty={dirty} saving={saving} formError={formError} />
        </form>
      )}

      <ConfirmDialog
        open={blocker.state === 'blocked'}
        title="Leave without saving?"
        confirmLabel="Leave"
        onConfirm={() => blocker.proceed?.()}
        onCancel={() => blocker.reset?.()}
      >
        Your changes to the competition page are not saved yet. If you leave now, they are lost.
      </ConfirmDialog>
    </section>
  );
}
