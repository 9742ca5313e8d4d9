export default function BrandCarouselTab() {
  return (
    <section className="space-y-2">
      <h2 className="text-lg font-semibold text-neutral-900">Brand Caraousel For HomePage</h2>
      <p className="text-sm text-neutral-600">Manage the brand logos of the home page carousel here.</p>
    </section>
  );
}
