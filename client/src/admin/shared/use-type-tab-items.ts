import { useCallback, useState } from 'react';
import { notify } from '@/lib/notify';
import { errorMessage } from '@/api/http';
import { useAdminResource } from './use-admin-resource';
import { useNotice } from './use-notice';

const FETCH_FAILED = 'Failed to fetch';
const SAVE_FAILED = '❌ Upload failed';
const DELETE_FAILED = '❌ Delete failed';

interface TypeTabItemsOptions<Type extends string, Item extends { _id: string }, Fields> {
  initialType: Type;
  /** Must be stable (module level or useCallback): a new function loads again. */
  load: (type: Type, signal?: AbortSignal) => Promise<Item[]>;
  create: (type: Type, fields: Fields) => Promise<Item>;
  update: (type: Type, item: Item, fields: Fields) => Promise<Item>;
  /** Deletes on the server; resolves to the list the server sends back, or undefined to drop the item here. */
  destroy: (item: Item) => Promise<Item[] | undefined>;
  /** How the delete question names the item. */
  nameOf: (item: Item) => string;
  messages: { added: string; updated: string; deleted: string };
  /** Logged with the error when a load fails. */
  logMessage: string;
  /** Runs when the admin switches to another type, after the form is cleared. */
  onTypeChange?: () => void;
}

/**
 * The items of one type of an admin resource shown under TypeTabs (team groups, media types), with
 * the add/edit form's save and a confirmed delete. Switching types clears the form; a failed save
 * toasts and rethrows so the form keeps its fields and shows the sentence beside them.
 */
export function useTypeTabItems<Type extends string, Item extends { _id: string }, Fields>({
  initialType,
  load,
  create,
  update,
  destroy,
  nameOf,
  messages,
  logMessage,
  onTypeChange,
}: TypeTabItemsOptions<Type, Item, Fields>) {
  const [type, setType] = useState(initialType);
  const fetchItems = useCallback((signal?: AbortSignal) => load(type, signal), [load, type]);
  const {
    data: items,
    setData: setItems,
    loading,
    error: loadError,
    reload,
  } = useAdminResource(fetchItems, FETCH_FAILED, { initial: [] as Item[], logMessage });
  const [editing, setEditing] = useState<Item | null>(null);
  const [deletingId, setDeletingId] = useState<string | null>(null);
  const { notice, announceSuccess, announceError } = useNotice();

  function changeType(next: Type) {
    if (next === type) return;
    setType(next);
    setEditing(null);
    onTypeChange?.();
  }

  async function save(fields: Fields) {
    try {
      if (editing) {
        const saved = await update(type, editing, fields);
        setItems((list) => list.map((i) => (i._id === saved._id ? saved : i)));
        setEditing(null);
        announceSuccess(messages.updated);
      } else {
        const saved = await create(type, fields);
        setItems((list) => [...list, saved]);
        announceSuccess(messages.added);
      }
    } catch (err) {
      // The form shows the same sentence inline next to its fields.
      notify.error(errorMessage(err, SAVE_FAILED));
      throw err;
    }
  }

  async function remove(item: Item) {
    if (!window.confirm(`Are you sure you want to delete ${nameOf(item)}?`)) return;
    setDeletingId(item._id);
    try {
      const left = await destroy(item);
      setItems((list) => left ?? list.filter((i) => i._id !== item._id));
      if (editing?._id === item._id) setEditing(null);
      announceSuccess(messages.deleted);
    } catch (err) {
      announceError(errorMessage(err, DELETE_FAILED));
    } finally {
      setDeletingId(null);
    }
  }

  return {
    type,
    changeType,
    items,
    setItems,
    loading,
    loadError,
    reload,
    editing,
    setEditing,
    deletingId,
    notice,
    announceSuccess,
    announceError,
    save,
    remove,
  };
}
