export default function VotesPage() {
  return <h1 className="text-xl font-semibold text-neutral-900">Admin Voting Dashboard</h1>;
}
