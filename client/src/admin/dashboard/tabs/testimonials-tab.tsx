export default function TestimonialsTab() {
  return (
    <section className="space-y-2">
      <h2 className="text-lg font-semibold text-neutral-900">Testimonials Slides</h2>
      <p className="text-sm text-neutral-600">Manage the testimonials shown on the home page here.</p>
    </section>
  );
}
