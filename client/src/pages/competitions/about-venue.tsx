/** The admin's venue text as the page's standfirst: a white band right under the header. */
export function AboutVenue({ text }: { text: string }) {
  return (
    <section aria-labelledby="about-venue" className="bg-white">
      <div className="mx-auto grid max-w-[1200px] gap-6 px-4 py-14 sm:px-6 lg:grid-cols-[minmax(0,5fr)_minmax(0,7fr)] lg:gap-14 lg:py-20">
        <div>
          <p className="text-xs font-semibold uppercase tracking-[0.25em] text-gold-deep">The venue</p>
          <h2 id="about-venue" className="mt-2 text-3xl font-bold text-plum sm:text-4xl">
            About the venue
          </h2>
          <span aria-hidden="true" className="mt-4 block h-0.5 w-12 bg-gold" />
        </div>
        <p className="text-lg leading-relaxed whitespace-pre-line text-ink sm:text-xl">{text}</p>
      </div>
    </section>
  );
}
