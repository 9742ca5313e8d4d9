import { useCallback, useEffect, useState } from 'react';
import toast from 'react-hot-toast';
import { HOME_MSG, type Testimonial } from '@pageant/common/content/home';
import { errorMessage } from '@/api/http';
import { deleteTestimonial, getTestimonials } from '@/api/testimonials';
import { Spinner } from '@/components/spinner';
import { TestimonialForm } from '@/admin/testimonials/testimonial-form';
import { TestimonialList } from '@/admin/testimonials/testimonial-list';

const FETCH_FAILED = 'Failed to fetch';
const DELETE_FAILED = 'Delete failed';

export default function TestimonialsTab() {
  const [items, setItems] = useState<Testimonial[]>([]);
  const [loading, setLoading] = useState(true);
  const [loadError, setLoadError] = useState<string | null>(null);
  const [editing, setEditing] = useState<Testimonial | null>(null);
  const [formKey, setFormKey] = useState(0);
  const [deletingId, setDeletingId] = useState<string | null>(null);

  const load = useCallback(async (signal?: AbortSignal) => {
    setLoading(true);
    try {
      const res = await getTestimonials(signal);
      setItems(res.data ?? []);
      setLoadError(null);
    } catch (err) {
      if (signal?.aborted) return;
      console.error('Failed to fetch testimonials', err);
      setLoadError(errorMessage(err, FETCH_FAILED));
    } finally {
      if (!signal?.aborted) setLoading(false);
    }
  }, []);

  useEffect(() => {
    const ctrl = new AbortController();
    void load(ctrl.signal);
    return () => ctrl.abort();
  }, [load]);

  function resetForm() {
    setEditing(null);
    setFormKey((k) => k + 1);
  }

  async function onDelete(t: Testimonial) {
    if (!window.confirm(`Are you sure you want to delete the testimonial from ${t.name}?`)) return;
    setDeletingId(t._id);
    try {
      const res = await deleteTestimonial(t._id);
      setItems((prev) => prev.filter((i) => i._id !== t._id));
      if (editing?._id === t._id) resetForm();
      toast.success(res?.message || HOME_MSG.testimonialDeleted);
    } catch (err) {
      console.error('Failed to delete testimonial', err);
      toast.error(errorMessage(err, DELETE_FAILED));
    } finally {
      setDeletingId(null);
    }
  }

  return (
    <section className="space-y-4">
      <div className="space-y-1">
        <h2 className="text-lg font-semibold text-neutral-900">Testimonials Slides</h2>
        <p className="text-sm text-neutral-600">Testimonials shown in the carousel on the home page.</p>
      </div>

      <TestimonialForm
        key={editing ? `edit-${editing._id}` : `new-${formKey}`}
        editing={editing}
        onSaved={() => {
          resetForm();
          void load();
        }}
        onCancel={resetForm}
      />

      {loading && items.length === 0 ? (
        <div className="flex justify-center py-8">
          <Spinner label="Loading testimonials…" />
        </div>
      ) : loadError ? (
        <div role="alert" className="flex flex-wrap items-center gap-3 rounded-md border border-red-200 bg-red-50 p-3 text-sm text-red-700">
          <span>{loadError}</span>
          <button type="button" onClick={() => void load()} className="rounded-md border border-red-300 px-3 py-1 font-medium hover:bg-red-100">
            Retry
          </button>
        </div>
      ) : items.length === 0 ? (
        <p className="rounded-md border border-dashed border-neutral-300 p-6 text-center text-sm text-neutral-500">No testimonials yet.</p>
      ) : (
        <TestimonialList
          items={items}
          editingId={editing?._id ?? null}
          deletingId={deletingId}
          onEdit={setEditing}
          onDelete={(t) => void onDelete(t)}
        />
      )}
    </section>
  );
}
