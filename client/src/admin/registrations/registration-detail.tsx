import type { ReactNode } from 'react';
import { formatMoney } from '@pageant/common/content/pricing';
import type { AdminRegistration } from '@/api/admin-registrations';
import { Modal } from '@/components/modal';
import { ContactLinks } from './contact-links';
import { StatusBadge } from '@/admin/shared/payment-status-badge';
import { formatDate } from './payment-status';

function Field({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="min-w-0">
      <dt className="text-xs font-medium uppercase tracking-wide text-neutral-500">{label}</dt>
      <dd className="text-sm break-words whitespace-pre-line text-neutral-900">
        {children || <span className="text-neutral-400">—</span>}
      </dd>
    </div>
  );
}

interface RegistrationDetailProps {
  registration: AdminRegistration;
  onClose: () => void;
  /** Her stage and the moves open to the admin (issue #29), above everything else. */
  pipeline?: ReactNode;
}

/** Every field of one registration, and the three photos large, first after her stage: they are what the admin decides on. */
export function RegistrationDetail({ registration: r, onClose, pipeline }: RegistrationDetailProps) {
  const photos = (
    <section aria-label="Photos" className="space-y-2">
      <h3 className="text-sm font-semibold text-neutral-700">Photos</h3>
      {r.pictures.length === 0 ? (
        <p className="text-sm text-neutral-500">No photos submitted yet.</p>
      ) : (
        <div className="grid gap-4 sm:grid-cols-3">
          {r.pictures.map((src, i) => (
            <a
              key={src}
              href={src}
              target="_blank"
              rel="noopener noreferrer"
              className="block focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-plum"
            >
              <img
                src={src}
                alt={`${r.fullName} photo ${i + 1}`}
                className="h-auto max-h-[70vh] w-full rounded-lg border border-neutral-200 bg-neutral-100 object-contain"
              />
            </a>
          ))}
        </div>
      )}
    </section>
  );
  return (
    <Modal open onClose={onClose} title={r.fullName} size="max-w-5xl">
      <div className="space-y-6">
        {pipeline}
        {photos}
        <section aria-label="Registration" className="space-y-2">
          <h3 className="text-sm font-semibold text-neutral-700">Registration</h3>
          <dl className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
            <Field label="Category">{r.category}</Field>
            <Field label="Age">{String(r.age)}</Field>
            <Field label="Education">{r.education}</Field>
            <Field label="Contact">
              <ContactLinks email={r.email} contactNumber={r.contactNumber} whatsappNumber={r.whatsappNumber} />
            </Field>
            <Field label="Payment">
              <StatusBadge status={r.paymentStatus} />{' '}
              <span className="figures">
                {formatMoney(r.amount, r.currency ?? 'INR', { cents: true })} {r.currency ?? 'INR'}
              </span>
            </Field>
            <Field label="Paid at">{formatDate(r.paidAt)}</Field>
            <Field label="Registered at">{formatDate(r.createdAt)}</Field>
          </dl>
        </section>
        <section aria-label="Additional details" className="space-y-2">
          <h3 className="text-sm font-semibold text-neutral-700">
            Additional details {r.detailsSubmittedAt ? `(submitted ${formatDate(r.detailsSubmittedAt)})` : '(not submitted yet)'}
          </h3>
          <dl className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
            <Field label="Address">{r.address}</Field>
            <Field label="Height">{r.height}</Field>
            <Field label="Weight">{r.weight}</Field>
            <Field label="Hair colour">{r.hairColor}</Field>
            <Field label="Skin colour">{r.skinColor}</Field>
            <Field label="Eye colour">{r.eyeColor}</Field>
          </dl>
        </section>
      </div>
    </Modal>
  );
}
