import { useEffect } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { CheckCircle2 } from 'lucide-react';
import { readRegistrationData } from '@/pages/registration/registration-storage';

export default function SuccessPage() {
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const id = params.get('id')?.trim() ?? '';

  useEffect(() => {
    const data = readRegistrationData();
    if (data && id) {
      navigate(`/confirmdetail?id=${encodeURIComponent(id)}`, { replace: true, state: data });
    } else {
      // SPEC §2 says /register, which is not a route; the registration form lives at /registration.
      navigate('/registration', { replace: true });
    }
  }, [id, navigate]);

  return (
    <section className="bg-ivory">
      <div className="mx-auto flex min-h-[60vh] max-w-xl flex-col items-center justify-center px-4 py-16 text-center">
        <CheckCircle2 aria-hidden="true" className="size-16 text-gold" />
        <h1 className="mt-4 font-display text-3xl font-bold text-plum sm:text-4xl">Payment Successful</h1>
        <p role="status" className="mt-3 text-muted">
          Redirecting...
        </p>
      </div>
    </section>
  );
}
