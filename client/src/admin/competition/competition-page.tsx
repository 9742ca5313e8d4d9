export default function CompetitionPage() {
  return <h1 className="text-xl font-semibold text-neutral-900">Admin Competition Page</h1>;
}
