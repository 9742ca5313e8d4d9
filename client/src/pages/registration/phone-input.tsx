import { useId } from 'react';

export interface Country {
  id: string;
  name: string;
  dial: string;
}

/** SPEC §5: the phone input defaults to India. */
export const COUNTRIES: readonly Country[] = [
  { id: 'IN', name: 'India', dial: '91' },
  { id: 'US', name: 'United States', dial: '1' },
  { id: 'GB', name: 'United Kingdom', dial: '44' },
  { id: 'AE', name: 'United Arab Emirates', dial: '971' },
  { id: 'CA', name: 'Canada', dial: '1' },
  { id: 'AU', name: 'Australia', dial: '61' },
  { id: 'SG', name: 'Singapore', dial: '65' },
];
export const DEFAULT_COUNTRY = 'IN';

export const dialCodeOf = (countryId: string) => COUNTRIES.find((c) => c.id === countryId)?.dial ?? '91';

interface PhoneInputProps {
  label: string;
  country: string;
  number: string;
  onCountryChange: (id: string) => void;
  onNumberChange: (value: string) => void;
  error?: string;
  disabled?: boolean;
}

/** Country-code select plus the national number, as one labelled group with an inline error. */
export function PhoneInput({ label, country, number, onCountryChange, onNumberChange, error, disabled }: PhoneInputProps) {
  const id = useId();
  return (
    <div className="space-y-1.5">
      <label htmlFor={`${id}-number`} className="block text-sm font-medium text-neutral-700">
        {label}
      </label>
      <div className="flex gap-2">
        <select
          aria-label={`${label} country code`}
          value={country}
          disabled={disabled}
          onChange={(e) => onCountryChange(e.target.value)}
          className="w-36 shrink-0 rounded-md border border-neutral-300 bg-white px-2 py-2 text-sm text-neutral-900 shadow-xs focus:border-plum focus:outline-none focus:ring-2 focus:ring-plum/25"
        >
          {COUNTRIES.map((c) => (
            <option key={c.id} value={c.id}>
              {`${c.name} +${c.dial}`}
            </option>
          ))}
        </select>
        {/* It holds the national number, the select the country code: HTML allows autofill's
            `tel-national` on a text input only (type=tel takes just `tel`, the whole number). */}
        <input
          id={`${id}-number`}
          type="text"
          inputMode="tel"
          autoComplete="tel-national"
          value={number}
          disabled={disabled}
          onChange={(e) => onNumberChange(e.target.value)}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          placeholder="98765 43210"
          className="block w-full min-w-0 rounded-md border border-neutral-300 bg-white px-3 py-2 text-sm text-neutral-900 shadow-xs placeholder:text-neutral-400 focus:border-plum focus:outline-none focus:ring-2 focus:ring-plum/25 aria-invalid:border-red-400"
        />
      </div>
      {error && (
        <p id={`${id}-error`} className="text-xs text-red-700">
          {error}
        </p>
      )}
    </div>
  );
}
