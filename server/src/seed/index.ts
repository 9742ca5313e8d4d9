/**
 * Starter content for a fresh installation: a believable Season 10 with generated artwork.
 * Each content group is filled only when its table is empty (or replaced with opts.reset), in its own
 * transaction. Registrations, donations, admin users, sessions, the event switch and every real
 * payment and ledger row are never touched; the only payments and votes the seed writes (and replaces)
 * are the demo ones behind the demo contestants' counts (demo-votes.ts).
 */
import { candidatesGroup } from './candidates';
import { csrImagesGroup, ngoCardsGroup } from './charity';
import { competitionGroup } from './competition';
import { homeBrandsGroup, sponsorsGroup, testimonialsGroup } from './content';
import { SEED_TABLES, runGroup, type SeedDeps, type SeedGroup, type SeedOptions, type SeedSummary } from './group';
import { homeImagesGroup } from './home';
import { mediaGroup } from './media';
import { teamGroup } from './team';
import { seedSeason } from './season';

export { SEED_TABLES, type SeedDeps, type SeedOptions, type SeedSummary, type SeedTable } from './group';

export const SEED_GROUPS: readonly SeedGroup[] = [
  homeImagesGroup,
  teamGroup,
  mediaGroup,
  sponsorsGroup,
  homeBrandsGroup,
  testimonialsGroup,
  ngoCardsGroup,
  csrImagesGroup,
  competitionGroup,
  candidatesGroup,
];

export async function seedDemo(deps: SeedDeps, opts: SeedOptions = {}): Promise<SeedSummary> {
  const summary = Object.fromEntries(SEED_TABLES.map((t) => [t, 0])) as SeedSummary;
  const started = Date.now();
  for (const group of SEED_GROUPS) {
    summary[group.name] = await runGroup(deps, group, opts);
  }
  // Not a content group: the calendar is written only while none exists, even on a reset (season.ts).
  deps.log?.(`season calendar: ${(await seedSeason(deps.db)) ? 'set around today' : 'already set, left alone'}`);
  const total = Object.values(summary).reduce((a, b) => a + b, 0);
  deps.log?.(`seed finished: ${total} row(s) in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  return summary;
}
