import type { CsrImage } from '@pageant/common/content/home';
import { Carousel } from '@/components/carousel';
import { SectionHeading } from '@/components/section-heading';
import { ResponsiveImage } from '@/components/responsive-image';

const external = (href: string) => /^https?:\/\//i.test(href);

function CsrSlide({ image }: { image: CsrImage }) {
  const picture = (
    <ResponsiveImage
      src={image.url}
      alt={image.alt || 'Our contestants at a CSR activity'}
      width={600}
      height={450}
      sizes="(min-width: 1200px) 270px, (min-width: 1024px) calc(25vw - 30px), (min-width: 768px) calc(33vw - 32px), (min-width: 480px) calc(50vw - 36px), calc(100vw - 32px)"
      className="aspect-[4/3] w-full rounded-2xl object-cover shadow-card"
    />
  );
  if (!image.href) return picture;
  return (
    <a
      href={image.href}
      {...(external(image.href) ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
      className="block rounded-2xl transition-transform duration-200 hover:-translate-y-1 motion-reduce:transition-none motion-reduce:hover:transform-none"
    >
      {picture}
    </a>
  );
}

export function CsrCarouselSection({ images }: { images: CsrImage[] }) {
  if (images.length === 0) return null;
  return (
    <section aria-labelledby="csr-heading" className="on-dark bg-plum text-ivory">
      <div className="mx-auto max-w-[1200px] px-4 py-16 sm:px-6 sm:py-20">
        <SectionHeading
          id="csr-heading"
          tone="dark"
          eyebrow="In the field"
          title="Our CSR Activities"
          subtitle="Meal drives, health camps and mentoring days led by our contestants and titleholders."
        />
        <Carousel
          items={images}
          label="Our CSR activities"
          slidesAt={{ 0: 1, 480: 2, 768: 3, 1024: 4 }}
          delayMs={3000}
          keyOf={(i) => i._id}
          renderItem={(i) => <CsrSlide image={i} />}
        />
      </div>
    </section>
  );
}
