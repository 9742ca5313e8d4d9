import { ButtonLink } from '@/components/button';
import { PageHero } from '@/components/page-hero';

export default function NotFoundPage() {
  return (
    <PageHero
      eyebrow="Error 404"
      title="This page has left the stage"
      actions={
        <>
          <ButtonLink to="/" variant="gold">
            Back to the home page
          </ButtonLink>
          <ButtonLink to="/faq" variant="outline-light">
            Read the FAQ
          </ButtonLink>
        </>
      }
    >
      The page you were looking for does not exist or has moved.
    </PageHero>
  );
}
