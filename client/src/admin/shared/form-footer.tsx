import { Button } from '@/components/button';
import { InlineSpinner } from '@/components/spinner';

interface FormFooterProps {
  /** The form's error, shown as an alert above the buttons. */
  error: string | null;
  saving: boolean;
  submitLabel: string;
  /** Cancel edit is offered only while editing. */
  editing: boolean;
  onCancel: () => void;
}

/** The inline error and the submit / Cancel edit buttons of an admin add/edit form. */
export function FormFooter({ error, saving, submitLabel, editing, onCancel }: FormFooterProps) {
  return (
    <>
      {error && (
        <p role="alert" className="text-sm font-medium text-red-700">
          {error}
        </p>
      )}
      <div className="flex flex-wrap gap-2">
        <Button type="submit" variant="plum" size="sm" disabled={saving} aria-busy={saving}>
          {saving && <InlineSpinner />}
          {submitLabel}
        </Button>
        {editing && (
          <Button variant="outline-dark" size="sm" onClick={onCancel} disabled={saving}>
            Cancel edit
          </Button>
        )}
      </div>
    </>
  );
}
