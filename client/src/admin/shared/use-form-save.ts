import { useState } from 'react';
import { errorMessage } from '@/api/http';

/**
 * The send of an admin add/edit form: the form's own check (SPEC §5) runs first and its sentence is
 * shown with nothing sent; a failed request shows the server's sentence, or `failed` when it gave none.
 */
export function useFormSave<F>(send: (fields: F) => Promise<void>, failed: string) {
  const [error, setError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);

  async function save(problem: string | null | undefined, fields: F) {
    if (problem) {
      setError(problem);
      return;
    }
    setError(null);
    setSaving(true);
    try {
      await send(fields);
    } catch (err) {
      setError(errorMessage(err, failed));
    } finally {
      setSaving(false);
    }
  }

  return { error, saving, save };
}
