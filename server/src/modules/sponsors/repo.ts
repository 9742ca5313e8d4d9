import { asc, eq, sql } from 'drizzle-orm';
import type { DbOrTx, Tx } from '../../db/client';
import { sponsorLogos } from '../../db/schema';

export interface NewLogo {
  url: string;
  key: string;
  alt: string;
  href: string;
}
export type LogoChanges = Partial<NewLogo>;

const nextOrder = sql<number>`(select coalesce(max(${sponsorLogos.sortOrder}), -1) + 1 from ${sponsorLogos})`;

export async function listLogos(db: DbOrTx) {
  return db
    .select({ id: sponsorLogos.id, url: sponsorLogos.url, alt: sponsorLogos.alt, href: sponsorLogos.href })
    .from(sponsorLogos)
    .orderBy(asc(sponsorLogos.sortOrder), asc(sponsorLogos.createdAt), asc(sponsorLogos.id));
}

export async function insertLogo(db: DbOrTx, logo: NewLogo): Promise<string> {
  const [row] = await db
    .insert(sponsorLogos)
    .values({ ...logo, sortOrder: nextOrder })
    .returning({ id: sponsorLogos.id });
  return row!.id;
}

/** Locks the row until the transaction ends, so two replacements never lose track of a file. */
export async function lockLogo(tx: Tx, id: string): Promise<{ key: string | null; alt: string; href: string } | undefined> {
  const [row] = await tx
    .select({ key: sponsorLogos.key, alt: sponsorLogos.alt, href: sponsorLogos.href })
    .from(sponsorLogos)
    .where(eq(sponsorLogos.id, id))
    .for('update');
  return row;
}

export async function updateLogo(tx: Tx, id: string, changes: LogoChanges): Promise<void> {
  // drizzle skips undefined fields but refuses an empty set.
  if (Object.values(changes).every((v) => v === undefined)) return;
  await tx.update(sponsorLogos).set(changes).where(eq(sponsorLogos.id, id));
}

export async function deleteLogo(db: DbOrTx, id: string): Promise<{ key: string | null; alt: string; href: string } | undefined> {
  const [row] = await db
    .delete(sponsorLogos)
    .where(eq(sponsorLogos.id, id))
    .returning({ key: sponsorLogos.key, alt: sponsorLogos.alt, href: sponsorLogos.href });
  return row;
}
