import { useId } from 'react';
import { ArrowDown, ArrowUp, Plus, Trash2 } from 'lucide-react';
import { FormField } from '@/components/form-field';
import { type DraftItem, type DraftSection, type FieldErrors, SECTION_TYPE_LABELS } from './draft';
import { ImagePicker } from '@/admin/shared/image-picker';
import { TextAreaField } from './fields';

interface SectionEditorProps {
  section: DraftSection;
  index: number;
  count: number;
  errors: FieldErrors;
  disabled: boolean;
  onChange: (patch: Partial<DraftSection>) => void;
  onRemove: () => void;
  onMove: (delta: -1 | 1) => void;
  onAddItem: () => void;
  onRemoveItem: (itemIndex: number) => void;
  onItemChange: (itemIndex: number, patch: Partial<DraftItem>) => void;
}

const iconButton =
  'inline-flex size-9 items-center justify-center rounded-md border border-neutral-300 bg-white text-neutral-700 ' +
  'hover:bg-neutral-100 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-plum disabled:cursor-not-allowed disabled:opacity-40';

export function SectionEditor(props: SectionEditorProps) {
  const { section, index, count, errors, disabled, onChange, onRemove, onMove } = props;
  const n = index + 1;
  const path = `sections.${index}`;
  const headingId = useId();

  return (
    <li aria-labelledby={headingId} className="space-y-4 rounded-lg border border-neutral-200 bg-white p-4 shadow-sm">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h3 id={headingId} className="text-sm font-semibold text-neutral-900">
          Section {n}: {SECTION_TYPE_LABELS[section.type]}
        </h3>
        <div className="flex items-center gap-2">
          <button
            type="button"
            className={iconButton}
            aria-label={`Move section ${n} up`}
            disabled={disabled || index === 0}
            onClick={() => onMove(-1)}
          >
            <ArrowUp className="size-4" aria-hidden="true" />
          </button>
          <button
            type="button"
            className={iconButton}
            aria-label={`Move section ${n} down`}
            disabled={disabled || index === count - 1}
            onClick={() => onMove(1)}
          >
            <ArrowDown className="size-4" aria-hidden="true" />
          </button>
          <button
            type="button"
            className={`${iconButton} text-red-700`}
            aria-label={`Remove section ${n}`}
            disabled={disabled}
            onClick={onRemove}
          >
            <Trash2 className="size-4" aria-hidden="true" />
          </button>
        </div>
      </div>

      {section.type !== 'image' && (
        <FormField
          label={`Section ${n} title`}
          value={section.title}
          error={errors[`${path}.title`]}
          onChange={(e) => onChange({ title: e.target.value })}
        />
      )}

      {section.type === 'content' && (
        <TextAreaField
          label={`Section ${n} text`}
          value={section.text}
          rows={5}
          error={errors[`${path}.text`]}
          onChange={(e) => onChange({ text: e.target.value })}
        />
      )}

      {section.type === 'content-list' && <ListItems {...props} />}

      {section.type === 'image' && (
        <ImagePicker
          label={`Section ${n} image`}
          file={section.file}
          savedUrl={section.src || null}
          previewAlt={`Section ${n} image preview`}
          error={errors[`${path}.image`]}
          hint={section.src ? 'Choose a file to replace the current image.' : undefined}
          onChange={(file) => onChange({ file: file ?? undefined })}
        />
      )}
    </li>
  );
}

function ListItems({ section, index, errors, disabled, onAddItem, onRemoveItem, onItemChange }: SectionEditorProps) {
  const n = index + 1;
  const path = `sections.${index}.items`;
  return (
    <fieldset className="space-y-3">
      <legend className="text-sm font-medium text-neutral-700">Items</legend>
      {errors[path] && <p className="text-xs text-red-700">{errors[path]}</p>}
      <ol className="space-y-3">
        {section.items.map((item, i) => (
          <li key={item.key} className="grid gap-3 rounded-md border border-neutral-200 p-3 sm:grid-cols-[1fr_2fr_auto] sm:items-start">
            <FormField
              label={`Section ${n} item ${i + 1} label`}
              value={item.label}
              error={errors[`${path}.${i}.label`]}
              onChange={(e) => onItemChange(i, { label: e.target.value })}
            />
            <TextAreaField
              label={`Section ${n} item ${i + 1} text`}
              value={item.text}
              rows={2}
              error={errors[`${path}.${i}.text`]}
              onChange={(e) => onItemChange(i, { text: e.target.value })}
            />
            <button
              type="button"
              className={`${iconButton} text-red-700 sm:mt-7`}
              aria-label={`Remove item ${i + 1} of section ${n}`}
              disabled={disabled}
              onClick={() => onRemoveItem(i)}
            >
              <Trash2 className="size-4" aria-hidden="true" />
            </button>
          </li>
        ))}
      </ol>
      <button
        type="button"
        disabled={disabled}
        onClick={onAddItem}
        className="inline-flex items-center gap-1 rounded-md border border-neutral-300 px-3 py-1.5 text-sm font-medium text-neutral-700 hover:bg-neutral-100 focus-visible:outline-2 focus-visible:outline-plum disabled:opacity-50"
      >
        <Plus className="size-4" aria-hidden="true" /> Add item
        <span className="sr-only"> to section {n}</span>
      </button>
    </fieldset>
  );
}
