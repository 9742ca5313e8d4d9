import { useState, type FormEvent } from 'react';
import { Link } from 'react-router-dom';
import { notify } from '@/lib/notify';
import { CreditCard, ShieldCheck } from 'lucide-react';
import { CATEGORIES, MSG, SEASON, checkContactNumber, phoneDigits, type Category } from '@pageant/common';
import { formatMoney } from '@pageant/common/content/pricing';
import { payuEmailProblem } from '@pageant/common/payu-fields';
import { createRegistrationPayment, type RegistrationRequest } from '@/api/registration';
import type * as RegistrationModule from '@pageant/common/content/registration';
import { errorMessage } from '@/api/http';
import { goToCheckout, postPaymentForm } from '@/api/post-payment-form';
import { isCheckoutVisit } from '@/components/payments/checkout-answer';
import { CurrencyChoice } from '@/components/payments/currency-choice';
import { useCurrency } from '@/components/payments/use-currency';
import { Button } from '@/components/button';
import { FormField } from '@/components/form-field';
import { PageHero } from '@/components/page-hero';
import { DEFAULT_COUNTRY, PhoneInput, dialCodeOf } from './phone-input';
import { saveRegistrationData } from '@/lib/registration-storage';
import { usePaidReturn } from './use-paid-return';
import { Spinner } from '@/components/spinner';
import { EMPTY_SEASON, registrationWindow } from '@pageant/common/content/season-rules';
import { useSeason } from '@/components/season/use-season';
import { RegistrationClosesIn, RegistrationDeadline, RegistrationShut } from './registration-window';
import { renderedAt, useRenderNow } from './use-render-now';

type FieldName = 'fullName' | 'age' | 'email' | 'education' | 'category' | 'contactNumber' | 'whatsappNumber' | 'agreeToTerms';
type Errors = Partial<Record<FieldName, string>>;

/** SPEC §8: the already-registered case gets its own sentence; otherwise the server's text or the fallback. */
function paymentError(err: unknown): string {
  const text = errorMessage(err, MSG.paymentInitiationFailed);
  return text.toLowerCase().includes('email is already registered') ? MSG.emailAlreadyRegistered : text;
}

/** The card whose HTML carries the server's instant (useRenderNow). */
const WINDOW_ID = 'registration-card';

/**
 * The schema library (zod, about 25 KB gzipped) is needed only to check the form, so it is fetched when
 * she first touches the form and parsed off the first load: its parse was a large share of the page's
 * blocking time on a phone (BENCHMARKS.md, session 14).
 */
let schemaModule: Promise<typeof RegistrationModule> | null = null;
function loadSchema() {
  schemaModule ??= import('@pageant/common/content/registration').catch((err: unknown) => {
    // A dropped connection must not leave the form unable to submit for good: the next try fetches again.
    schemaModule = null;
    throw err;
  });
  return schemaModule;
}

export default function RegistrationPage() {
  const paidReturn = usePaidReturn();
  const { currency, table, offered, choose } = useCurrency();
  // '₹2,000' as SPEC §9 has it; '$25' where the contestant pays in dollars (issue #17).
  const fee = formatMoney(table.registrationFee, currency);
  const [fullName, setFullName] = useState('');
  const [age, setAge] = useState('');
  const [email, setEmail] = useState('');
  const [education, setEducation] = useState('');
  const [category, setCategory] = useState<Category | ''>('');
  const [country, setCountry] = useState(DEFAULT_COUNTRY);
  const [contact, setContact] = useState('');
  const [whatsapp, setWhatsapp] = useState('');
  const [agree, setAgree] = useState(false);
  const [errors, setErrors] = useState<Errors>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  // Issue #32: the season's window, the rule the server enforces; until the calendar is read, the form as before.
  const now = useRenderNow(WINDOW_ID);
  const registration = registrationWindow(useSeason() ?? EMPTY_SEASON, now);
  const shut = registration.state === 'before' || registration.state === 'after' ? registration.message : null;

  const clear = (name: FieldName) => setErrors((e) => (e[name] ? { ...e, [name]: undefined } : e));

  async function onSubmit(e: FormEvent<HTMLFormElement>) {
    e.preventDefault();
    if (busy) return;
    setFormError(null);
    // The national part carries SPEC's two phone messages; the value sent is country code + number, digits only.
    const contactProblem = checkContactNumber(contact);
    const contactNumber = contactProblem ? '' : dialCodeOf(country) + phoneDigits(contact);
    let registrationSchema;
    try {
      ({ registrationSchema } = await loadSchema());
    } catch {
      setFormError(MSG.paymentInitiationFailed);
      return;
    }
    const parsed = registrationSchema.safeParse({
      fullName,
      age,
      email,
      education,
      category: category || undefined,
      contactNumber,
      whatsappNumber: whatsapp,
      agreeToTerms: agree,
      // PayU's e-mail limit holds for rupees only.
      currency,
    });
    const next: Errors = {};
    if (!parsed.success) {
      for (const issue of parsed.error.issues) {
        const key = issue.path[0] as FieldName;
        if (!next[key]) next[key] = issue.message;
      }
    }
    if (contactProblem) next.contactNumber = contactProblem;
    setErrors(next);
    if (!parsed.success || contactProblem) return;

    // The schema defaults the currency to INR; a rupee request goes out exactly as before, without one.
    const { currency: _parsedCurrency, ...fields } = parsed.data;
    const data: RegistrationRequest = { ...fields, agreeToTerms: true };
    saveRegistrationData(data);
    setBusy(true);
    try {
      const res = await createRegistrationPayment(currency === 'INR' ? data : { ...data, currency });
      if (isCheckoutVisit(res)) goToCheckout(res.url);
      else if (res.payuUrl && res.payuData) postPaymentForm(res.payuUrl, res.payuData);
      else throw new Error(MSG.paymentInitiationFailed);
    } catch (err) {
      const message = paymentError(err);
      setFormError(message);
      notify.error(message);
      setBusy(false);
    }
  }

  return (
    <>
      <PageHero eyebrow={`Season ${SEASON}`} title="Register with us">
        {`Take the first step towards the crown: registration for the Miss and Mrs titles of Season ${SEASON} welcomes women from every walk of life.`}
      </PageHero>
      <section className="bg-ivory">
        <div className="mx-auto max-w-3xl px-4 py-12 sm:px-6 sm:py-16">
          <div id={WINDOW_ID} {...renderedAt(now)} className="rounded-2xl bg-white p-6 shadow-card sm:p-10">
            <div className="mb-8 flex flex-wrap items-start justify-between gap-4 border-b border-neutral-200 pb-6">
              <div>
                <p className="text-xs font-semibold uppercase tracking-[0.2em] text-gold-deep">Step 1 of 2</p>
                <h2 className="mt-1 font-display text-2xl font-bold text-plum sm:text-3xl">Contestant registration</h2>
                {!shut && (
                  <p className="mt-2 text-sm text-muted">
                    All fields are required. You will add your photos and measurements after payment.
                  </p>
                )}
                <RegistrationDeadline registration={registration} />
              </div>
              {/* Nothing to pay while registration is shut: its sentence comes right under the heading. */}
              {!shut && (
                <>
                  <div className="rounded-xl bg-plum px-4 py-3 text-ivory" data-testid="registration-fee">
                    <p className="text-xs uppercase tracking-wider text-lilac">Registration fee</p>
                    <p className="figures min-w-[5ch] text-2xl font-bold text-gold">{fee}</p>
                  </div>
                  <CurrencyChoice value={currency} offered={offered} onChange={choose} legend="Pay the fee in" className="w-full" />
                </>
              )}
            </div>

            {paidReturn === 'checking' ? (
              // About the form's height: this tab's memory of a payment is read after the form has painted, and the footer stays put.
              <div className="flex min-h-[40rem] flex-col items-center justify-center gap-3 py-10 text-center sm:min-h-[30rem]">
                <Spinner label="Checking your registration…" />
                <p className="text-sm text-muted">Checking your registration…</p>
              </div>
            ) : shut ? (
              <RegistrationShut message={shut} />
            ) : (
              <form
                noValidate
                onSubmit={onSubmit}
                onFocus={() => void loadSchema().catch(() => undefined)}
                className="grid gap-5 sm:grid-cols-2"
                aria-label="Registration form"
              >
                <FormField
                  label="Full name"
                  className="sm:col-span-2"
                  autoComplete="name"
                  value={fullName}
                  error={errors.fullName}
                  onChange={(e) => {
                    setFullName(e.target.value);
                    clear('fullName');
                  }}
                />
                <FormField
                  label="Age"
                  inputMode="numeric"
                  value={age}
                  hint="Must be at least 18"
                  error={errors.age}
                  onChange={(e) => {
                    setAge(e.target.value.replace(/[^\d]/g, ''));
                    clear('age');
                  }}
                />
                <FormField
                  label="Email"
                  type="email"
                  autoComplete="email"
                  value={email}
                  error={errors.email}
                  onChange={(e) => {
                    const typed = e.target.value;
                    setEmail(typed);
                    // PayU's limit shows while typing, not only after a submit.
                    setErrors((errs) => ({ ...errs, email: payuEmailProblem(typed, currency) ?? undefined }));
                  }}
                />
                <FormField
                  label="Education"
                  className="sm:col-span-2"
                  value={education}
                  error={errors.education}
                  onChange={(e) => {
                    setEducation(e.target.value);
                    clear('education');
                  }}
                />

                <fieldset className="sm:col-span-2" aria-describedby={errors.category ? 'category-error' : undefined}>
                  <legend className="mb-2 block text-sm font-medium text-neutral-700">Category</legend>
                  <div className="flex gap-3">
                    {CATEGORIES.map((c) => (
                      <label
                        key={c}
                        className={`flex cursor-pointer items-center gap-2 rounded-full border px-5 py-2 text-sm font-semibold transition-colors ${
                          category === c ? 'border-plum bg-plum text-ivory' : 'border-neutral-300 text-plum hover:border-plum'
                        }`}
                      >
                        <input
                          type="radio"
                          name="category"
                          value={c}
                          checked={category === c}
                          className="sr-only"
                          onChange={() => {
                            setCategory(c);
                            clear('category');
                          }}
                        />
                        {c}
                      </label>
                    ))}
                  </div>
                  {errors.category && (
                    <p id="category-error" className="mt-1.5 text-xs text-red-700">
                      {errors.category}
                    </p>
                  )}
                </fieldset>

                <PhoneInput
                  label="Contact number"
                  country={country}
                  number={contact}
                  error={errors.contactNumber}
                  disabled={busy}
                  onCountryChange={(id) => {
                    setCountry(id);
                    clear('contactNumber');
                  }}
                  onNumberChange={(v) => {
                    setContact(v);
                    clear('contactNumber');
                  }}
                />
                <FormField
                  label="WhatsApp number"
                  type="tel"
                  inputMode="tel"
                  value={whatsapp}
                  error={errors.whatsappNumber}
                  onChange={(e) => {
                    setWhatsapp(e.target.value);
                    clear('whatsappNumber');
                  }}
                />

                <div className="sm:col-span-2">
                  <label className="flex items-start gap-3 text-sm text-neutral-700">
                    <input
                      type="checkbox"
                      checked={agree}
                      className="mt-0.5 size-4 accent-plum"
                      onChange={(e) => {
                        setAgree(e.target.checked);
                        clear('agreeToTerms');
                      }}
                    />
                    <span>
                      I agree to the{' '}
                      <Link to="/termsandconditions" className="font-semibold text-rose underline-offset-2 hover:underline">
                        Terms and Conditions
                      </Link>{' '}
                      and have read the{' '}
                      <Link to="/faq" className="font-semibold text-rose underline-offset-2 hover:underline">
                        FAQ
                      </Link>
                      .
                    </span>
                  </label>
                  {errors.agreeToTerms && <p className="mt-1.5 text-xs text-red-700">{errors.agreeToTerms}</p>}
                </div>

                {formError && (
                  <p role="alert" className="rounded-md border border-red-200 bg-red-50 px-3 py-2 text-sm text-red-700 sm:col-span-2">
                    {formError}
                    {formError === MSG.emailAlreadyRegistered && (
                      <span className="mt-1 block text-ink">
                        Already paid with this e-mail? Open the link in your confirmation e-mail to continue with step 2 of your
                        registration.
                      </span>
                    )}
                  </p>
                )}

                <div className="flex flex-col items-center gap-3 sm:col-span-2">
                  <RegistrationClosesIn registration={registration} />
                  <Button type="submit" variant="gold" size="lg" disabled={!agree || busy} className="w-full sm:w-auto">
                    {busy ? (
                      'Loading...'
                    ) : (
                      <>
                        <CreditCard aria-hidden="true" className="size-5" />
                        Pay Now
                      </>
                    )}
                  </Button>
                  <p className="flex items-center gap-1.5 text-xs text-muted">
                    <ShieldCheck aria-hidden="true" className="size-4 text-gold-deep" />
                    <span>
                      {'You will pay '}
                      <span className="figures">{fee}</span>
                      {" securely on our payment partner's page."}
                    </span>
                  </p>
                </div>
              </form>
            )}
          </div>
        </div>
      </section>
    </>
  );
}
