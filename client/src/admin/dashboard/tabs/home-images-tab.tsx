export default function HomeImagesTab() {
  return (
    <section className="space-y-2">
      <h2 className="text-lg font-semibold text-neutral-900">Home Images</h2>
      <p className="text-sm text-neutral-600">Manage the home page banner images here.</p>
    </section>
  );
}
