import { Crown } from './icons';
import type { ReactNode } from 'react';
import { ButtonLink } from '@/components/button';
import { Reveal } from './reveal';
import { ResponsiveImage } from '@/components/responsive-image';

interface FeatureSectionProps {
  id: string;
  eyebrow: string;
  title: string;
  children: ReactNode;
  image: { status: 'loading' } | { status: 'ready'; url?: string };
  imageAlt: string;
  action: { to: string; label: string };
  /** Puts the picture on the right from the tablet width up. */
  flip?: boolean;
  tone?: 'ivory' | 'white';
}

/** One admin-managed home image (home1 / home2) beside marketing copy. */
export function FeatureSection({
  id,
  eyebrow,
  title,
  children,
  image,
  imageAlt,
  action,
  flip = false,
  tone = 'ivory',
}: FeatureSectionProps) {
  return (
    <section aria-labelledby={id} className={tone === 'white' ? 'bg-white' : 'bg-ivory'}>
      <Reveal className="mx-auto grid max-w-[1200px] items-center gap-10 px-4 py-16 sm:px-6 md:grid-cols-2 md:gap-14 lg:py-24">
        <div className={`relative ${flip ? 'md:order-2' : ''}`}>
          {/* A gold frame offset behind the picture, like a mount; it stays inside the page's side padding. */}
          <span
            aria-hidden="true"
            className={`absolute inset-0 translate-y-3 rounded-2xl border border-gold/70 ${flip ? '-translate-x-3' : 'translate-x-3'}`}
          />
          <div className="relative">
            <FeatureImage image={image} alt={imageAlt} />
          </div>
        </div>
        <div>
          <p className="mb-2 text-xs font-semibold tracking-[0.2em] text-gold-deep uppercase">{eyebrow}</p>
          <h2 id={id} className="text-3xl font-bold text-plum sm:text-4xl">
            {title}
          </h2>
          <span aria-hidden="true" className="mt-4 block h-0.5 w-16 bg-gold" />
          <div className="mt-5 space-y-4 text-base text-muted sm:text-lg">{children}</div>
          <ButtonLink to={action.to} variant="plum" className="mt-7">
            {action.label}
          </ButtonLink>
        </div>
      </Reveal>
    </section>
  );
}

function FeatureImage({ image, alt }: { image: FeatureSectionProps['image']; alt: string }) {
  const frame = 'aspect-[4/3] w-full overflow-hidden rounded-2xl shadow-card';
  if (image.status === 'loading') return <div className={`${frame} animate-pulse bg-lilac/60 motion-reduce:animate-none`} />;
  if (!image.url) {
    return (
      <div
        aria-hidden="true"
        className={`${frame} flex items-center justify-center bg-[radial-gradient(ellipse_at_top_right,rgb(201_162_39/0.45),transparent_60%),linear-gradient(135deg,#2b0a3d,#b8325e)]`}
      >
        <Crown className="size-20 text-gold-light" strokeWidth={1.25} />
      </div>
    );
  }
  return (
    <div className={frame}>
      <ResponsiveImage
        src={image.url}
        alt={alt}
        width={800}
        height={600}
        sizes="(min-width: 1200px) 548px, (min-width: 768px) calc(50vw - 52px), calc(100vw - 32px)"
        className="size-full object-cover"
      />
    </div>
  );
}
