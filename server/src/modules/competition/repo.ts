import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { competitionPage, type CompetitionHeader, type CompetitionSection } from '../../db/schema';

export interface PageDoc {
  header: CompetitionHeader;
  aboutVenue: string;
  sections: CompetitionSection[];
}

const PAGE_ID = 1;
const columns = { header: competitionPage.header, aboutVenue: competitionPage.aboutVenue, sections: competitionPage.sections };

export async function readPage(db: DbOrTx): Promise<PageDoc | null> {
  const [row] = await db.select(columns).from(competitionPage).where(eq(competitionPage.id, PAGE_ID));
  return row ?? null;
}

/** Holds the row until the transaction ends, so two saves cannot both judge against the same old document. */
export async function lockPage(db: DbOrTx): Promise<PageDoc | null> {
  const [row] = await db.select(columns).from(competitionPage).where(eq(competitionPage.id, PAGE_ID)).for('update');
  return row ?? null;
}

/** false when a page already exists (a concurrent create won). */
export async function insertPage(db: DbOrTx, doc: PageDoc): Promise<boolean> {
  const rows = await db
    .insert(competitionPage)
    .values({ id: PAGE_ID, ...doc })
    .onConflictDoNothing()
    .returning({ id: competitionPage.id });
  return rows.length > 0;
}

export async function updatePage(db: DbOrTx, doc: PageDoc): Promise<boolean> {
  const rows = await db
    .update(competitionPage)
    .set({ ...doc, updatedAt: new Date() })
    .where(eq(competitionPage.id, PAGE_ID))
    .returning({ id: competitionPage.id });
  return rows.length > 0;
}

export async function deletePage(db: DbOrTx): Promise<PageDoc | null> {
  const [row] = await db.delete(competitionPage).where(eq(competitionPage.id, PAGE_ID)).returning(columns);
  return row ?? null;
}
