export default function NgoPage() {
  return <h1 className="text-xl font-semibold text-neutral-900">Admin: NGO Content</h1>;
}
