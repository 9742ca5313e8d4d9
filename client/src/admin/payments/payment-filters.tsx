import { useId } from 'react';
import { PAYMENT_PURPOSES } from '@pageant/common';
import { PAYMENT_CURRENCIES } from '@pageant/common/content/payment-report';
import type { PaymentFilterValues } from '@/api/admin-payments';
import { PAYMENT_STATUS_LABELS as STATUS_LABELS } from '@/admin/shared/payment-status-badge';
import { ADMIN_ZONE_LABEL } from '@/admin/shared/admin-time';
import { CURRENCY_LABELS, PURPOSE_LABELS, STATUS_ORDER } from './labels';

const control =
  'block min-h-11 w-full rounded-md border border-neutral-300 bg-white px-3 text-sm text-neutral-900 shadow-xs focus:border-plum focus:ring-2 focus:ring-plum/25 focus:outline-none';
const labelClass = 'block text-xs font-medium text-neutral-600';

interface PaymentFiltersProps {
  filters: PaymentFilterValues;
  onChange: (key: keyof PaymentFilterValues, value: string) => void;
  onClear: () => void;
  active: boolean;
}

interface SelectProps {
  label: string;
  value: string;
  onChange: (value: string) => void;
  options: readonly { value: string; label: string }[];
}

function FilterSelect({ label, value, onChange, options }: SelectProps) {
  const id = useId();
  return (
    <div className="space-y-1">
      <label htmlFor={id} className={labelClass}>
        {label}
      </label>
      <select id={id} value={value} onChange={(e) => onChange(e.target.value)} className={control}>
        <option value="">All</option>
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
    </div>
  );
}

/** Purpose, status, currency and an IST date range, the zone the rows show; each change reloads the report from page 1. */
export function PaymentFilters({ filters, onChange, onClear, active }: PaymentFiltersProps) {
  const fromId = useId();
  const toId = useId();
  return (
    <fieldset className="grid grid-cols-2 gap-3 rounded-lg border border-neutral-200 bg-white p-3 shadow-sm sm:grid-cols-3 lg:grid-cols-[repeat(5,minmax(0,1fr))_auto] lg:items-end">
      <legend className="sr-only">Filter payments</legend>
      <FilterSelect
        label="Purpose"
        value={filters.purpose}
        onChange={(v) => onChange('purpose', v)}
        options={PAYMENT_PURPOSES.map((p) => ({ value: p, label: PURPOSE_LABELS[p] }))}
      />
      <FilterSelect
        label="Status"
        value={filters.status}
        onChange={(v) => onChange('status', v)}
        options={STATUS_ORDER.map((s) => ({ value: s, label: STATUS_LABELS[s] }))}
      />
      <FilterSelect
        label="Currency"
        value={filters.currency}
        onChange={(v) => onChange('currency', v)}
        options={PAYMENT_CURRENCIES.map((c) => ({ value: c, label: CURRENCY_LABELS[c] }))}
      />
      <button
        type="button"
        onClick={onClear}
        disabled={!active}
        className="inline-flex min-h-11 items-center justify-center self-end lg:order-last rounded-md border border-neutral-300 px-4 text-sm font-medium text-neutral-700 hover:bg-neutral-100 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-plum disabled:cursor-not-allowed disabled:opacity-50"
      >
        Clear filters
      </button>
      <div className="col-span-2 space-y-1 sm:col-span-1">
        <label htmlFor={fromId} className={labelClass}>
          From ({ADMIN_ZONE_LABEL})
        </label>
        <input
          id={fromId}
          type="date"
          value={filters.from}
          max={filters.to || undefined}
          onChange={(e) => onChange('from', e.target.value)}
          className={`${control} figures`}
        />
      </div>
      <div className="col-span-2 space-y-1 sm:col-span-1">
        <label htmlFor={toId} className={labelClass}>
          To ({ADMIN_ZONE_LABEL})
        </label>
        <input
          id={toId}
          type="date"
          value={filters.to}
          min={filters.from || undefined}
          onChange={(e) => onChange('to', e.target.value)}
          className={`${control} figures`}
        />
      </div>
    </fieldset>
  );
}
