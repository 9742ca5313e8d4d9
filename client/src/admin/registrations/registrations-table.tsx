import { Eye, ImageOff } from 'lucide-react';
import { formatMoney } from '@pageant/common/content/pricing';
import type { AdminRegistration } from '@/api/admin-registrations';
import { ContactLinks } from './contact-links';
import { formatDate, StatusBadge } from './payment-status';
import { AdminTable, TH } from '@/admin/shared/admin-table';

interface RegistrationsTableProps {
  registrations: readonly AdminRegistration[];
  firstNumber: number;
  busy: boolean;
  onView: (r: AdminRegistration) => void;
}

const td = 'px-1.5 py-2 align-top sm:px-3';

export function RegistrationsTable({ registrations, firstNumber, busy, onView }: RegistrationsTableProps) {
  return (
    <AdminTable
      label="Registrations"
      busy={busy}
      head={
        <>
          <th scope="col" className={`${TH} w-8 sm:w-10`}>
            #
          </th>
          <th scope="col" className={TH}>
            Name
          </th>
          <th scope="col" className={`${TH} hidden md:table-cell`}>
            Category
          </th>
          <th scope="col" className={`${TH} hidden lg:table-cell`}>
            Contact
          </th>
          <th scope="col" className={TH}>
            Payment
          </th>
          <th scope="col" className={`${TH} hidden lg:table-cell`}>
            Details
          </th>
          <th scope="col" className={`${TH} hidden lg:table-cell`}>
            Pictures
          </th>
          <th scope="col" className={TH}>
            <span className="sr-only">Actions</span>
          </th>
        </>
      }
    >
      {registrations.map((r, i) => (
        <tr key={r._id} className="hover:bg-neutral-50">
          <td className={`${td} figures text-neutral-500`}>{firstNumber + i}</td>
          <th scope="row" className={`${td} text-left`}>
            <span className="block font-medium text-neutral-900">{r.fullName}</span>
            <span className="block text-xs font-normal text-neutral-500">
              Age {r.age} · registered {formatDate(r.createdAt)}
            </span>
            <span className="block text-xs font-normal text-neutral-500 md:hidden">{r.category}</span>
          </th>
          <td className={`${td} hidden md:table-cell`}>{r.category}</td>
          <td className={`${td} hidden lg:table-cell`}>
            <ContactLinks email={r.email} contactNumber={r.contactNumber} whatsappNumber={r.whatsappNumber} />
          </td>
          <td className={td}>
            <StatusBadge status={r.paymentStatus} />
            <span className="figures mt-1 block text-sm whitespace-nowrap text-neutral-900">
              {formatMoney(r.amount, r.currency ?? 'INR')} <span className="text-xs text-neutral-500">{r.currency ?? 'INR'}</span>
            </span>
            {r.paidAt && <span className="mt-1 block text-xs text-neutral-500">{formatDate(r.paidAt)}</span>}
          </td>
          <td className={`${td} hidden lg:table-cell`}>
            {r.detailsSubmittedAt ? (
              <span className="text-emerald-800">
                Submitted
                <span className="block text-xs text-neutral-500">{formatDate(r.detailsSubmittedAt)}</span>
              </span>
            ) : (
              <span className="text-neutral-500">Not submitted</span>
            )}
          </td>
          <td className={`${td} hidden lg:table-cell`}>
            {r.pictures.length > 0 ? (
              <div className="flex gap-1">
                {r.pictures.map((src, n) => (
                  <img
                    key={src}
                    src={src}
                    alt={`${r.fullName} picture ${n + 1}`}
                    width={40}
                    height={40}
                    loading="lazy"
                    className="size-10 rounded object-cover"
                  />
                ))}
              </div>
            ) : (
              <ImageOff className="size-5 text-neutral-300" aria-label="No pictures" role="img" />
            )}
          </td>
          <td className={td}>
            <button
              type="button"
              onClick={() => onView(r)}
              aria-label={`View ${r.fullName}`}
              className="inline-flex min-h-11 min-w-11 items-center justify-center gap-1.5 rounded-md border border-neutral-300 px-2 text-sm font-medium sm:px-3 text-neutral-700 hover:bg-neutral-100 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-plum"
            >
              <Eye className="size-4" aria-hidden="true" />
              <span className="max-sm:sr-only">View</span>
            </button>
          </td>
        </tr>
      ))}
    </AdminTable>
  );
}
