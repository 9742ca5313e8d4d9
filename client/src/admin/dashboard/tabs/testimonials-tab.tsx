import { useState } from 'react';
import { notify } from '@/lib/notify';
import { HOME_MSG, type Testimonial } from '@pageant/common/content/home';
import { errorMessage } from '@/api/http';
import { deleteTestimonial, getTestimonials } from '@/api/testimonials';
import { ResourceStatus } from '@/admin/shared/resource-status';
import { useAdminResource } from '@/admin/shared/use-admin-resource';
import { TestimonialForm } from '@/admin/testimonials/testimonial-form';
import { TestimonialList } from '@/admin/testimonials/testimonial-list';

const FETCH_FAILED = 'Failed to fetch';
const DELETE_FAILED = 'Delete failed';

const fetchTestimonials = async (signal?: AbortSignal): Promise<Testimonial[]> => (await getTestimonials(signal)).data ?? [];

export default function TestimonialsTab() {
  const {
    data: items,
    setData: setItems,
    loading,
    error: loadError,
    reload,
  } = useAdminResource(fetchTestimonials, FETCH_FAILED, {
    initial: [],
    logMessage: 'Failed to fetch testimonials',
  });
  const [editing, setEditing] = useState<Testimonial | null>(null);
  const [formKey, setFormKey] = useState(0);
  const [deletingId, setDeletingId] = useState<string | null>(null);

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
      notify.success(res?.message || HOME_MSG.testimonialDeleted);
    } catch (err) {
      console.error('Failed to delete testimonial', err);
      notify.error(errorMessage(err, DELETE_FAILED));
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
          void reload();
        }}
        onCancel={resetForm}
      />

      <ResourceStatus
        loading={loading && items.length === 0}
        error={loadError}
        onRetry={() => void reload()}
        loadingLabel="Loading testimonials…"
        isEmpty={items.length === 0}
        empty={
          <p className="rounded-md border border-dashed border-neutral-300 p-6 text-center text-sm text-neutral-500">
            No testimonials yet.
          </p>
        }
      >
        <TestimonialList
          items={items}
          editingId={editing?._id ?? null}
          deletingId={deletingId}
          onEdit={setEditing}
          onDelete={(t) => void onDelete(t)}
        />
      </ResourceStatus>
    </section>
  );
}
