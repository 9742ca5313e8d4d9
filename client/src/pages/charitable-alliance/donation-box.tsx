import { Heart } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import toast from 'react-hot-toast';
import { initiateDonation } from '@/api/donations';
import { errorMessage } from '@/api/http';
import { postPaymentForm } from '@/api/post-payment-form';
import { Button } from '@/components/button';
import { DonationAmounts } from './donation-amounts';
import { formatInr, initialDonation } from './donation-math';

const FAILED = 'Donation could not be started. Please try again.';

const inputClass = 'mt-1.5 w-full rounded-xl border border-lilac bg-white px-4 py-2.5 text-base text-ink';

export function DonationBox() {
  const [state, setState] = useState(initialDonation);
  const [donor, setDonor] = useState({ donorName: '', donorEmail: '', donorPhone: '' });
  const [busy, setBusy] = useState(false);

  const onSubmit = async (e: FormEvent) => {
    e.preventDefault();
    if (state.amount <= 0 || busy) return;
    setBusy(true);
    try {
      const optional = Object.fromEntries(Object.entries(donor).map(([k, v]) => [k, v.trim() || undefined]));
      const res = await initiateDonation({ amount: state.amount, mode: state.mode, ...optional });
      if (res?.url && res.paymentData) {
        postPaymentForm(res.url, res.paymentData);
        return;
      }
      toast.error(FAILED);
    } catch (err) {
      toast.error(errorMessage(err, FAILED));
    }
    setBusy(false);
  };

  const field = (key: keyof typeof donor, label: string, type: string, autoComplete: string) => (
    <label className="block text-sm font-medium text-plum">
      {label} <span className="font-normal text-muted">(optional)</span>
      <input
        type={type}
        autoComplete={autoComplete}
        value={donor[key]}
        onChange={(e) => setDonor((d) => ({ ...d, [key]: e.target.value }))}
        className={inputClass}
      />
    </label>
  );

  return (
    <form onSubmit={onSubmit} aria-labelledby="donate-heading" className="rounded-3xl bg-white p-6 shadow-card ring-1 ring-gold/20 sm:p-8">
      <h2 id="donate-heading" className="text-2xl font-bold text-plum sm:text-3xl">
        Make a donation
      </h2>
      <p className="mt-2 mb-6 text-sm text-muted">
        Every ₹50 feeds a child a warm, nutritious meal. Give once, or pledge a gift for every month of the year.
      </p>
      <DonationAmounts state={state} onChange={setState} />
      <div className="mt-6 grid gap-4">
        {field('donorName', 'Your name', 'text', 'name')}
        {field('donorEmail', 'E-mail', 'email', 'email')}
        {field('donorPhone', 'Phone', 'tel', 'tel')}
      </div>
      <Button type="submit" variant="gold" size="lg" className="mt-6 w-full" disabled={state.amount <= 0 || busy}>
        <Heart className="size-5" aria-hidden="true" />
        {busy ? 'Starting your donation…' : state.amount > 0 ? `Donate ${formatInr(state.amount)}` : 'Donate'}
      </Button>
      <p className="mt-3 text-center text-xs text-muted">You will complete your gift on our secure payment partner's page.</p>
    </form>
  );
}
