import { COMPETITION_MSG, type CompetitionBody } from '@pageant/common/content/ngo-competition';
import type { Db } from '../../db/client';
import { ConflictError, NotFoundError, ValidationError } from '../../errors';
import type { Logger } from '../../logger';
import { removeStored } from '../../storage/cleanup';
import type { StorageDriver } from '../../storage/driver';
import { storeImage } from '../../storage/images';
import { joinSummary, recordAudit, summarizeChanges, type AuditActor } from '../audit/service';
import * as repo from './repo';
import { buildSections, checkFiles, imageKeys, type StoredFile } from './sections';

const IMAGE_SIZE = 1600;

export interface SectionFile {
  index: number;
  buffer: Buffer;
}
type Mode = 'create' | 'update';

/** "title: 'A' -> 'B', aboutVenue changed, sections: 3 -> 4, 1 image(s) uploaded" */
function describeSave(previous: repo.PageDoc | null, doc: repo.PageDoc, uploaded: number): string {
  const header = summarizeChanges(previous?.header ?? null, { ...doc.header }, ['title', 'hostCountry', 'venue']);
  const sections = previous
    ? previous.sections.length !== doc.sections.length && `sections: ${previous.sections.length} -> ${doc.sections.length}`
    : `sections: ${doc.sections.length}`;
  return joinSummary(
    header,
    (previous ? previous.aboutVenue !== doc.aboutVenue : doc.aboutVenue !== '') && 'aboutVenue changed',
    sections,
    previous && JSON.stringify(previous.sections) !== JSON.stringify(doc.sections) && !sections && 'sections changed',
    uploaded > 0 && `${uploaded} image(s) uploaded`,
  );
}

const toData = (doc: repo.PageDoc) => ({
  header: doc.header,
  aboutVenue: doc.aboutVenue,
  sections: [...doc.sections].sort((a, b) => a.order - b.order),
});

function assertMode(mode: Mode, current: repo.PageDoc | null): void {
  if (mode === 'create' && current) throw new ConflictError(COMPETITION_MSG.exists);
  if (mode === 'update' && !current) throw new NotFoundError(COMPETITION_MSG.notFound);
}

export function competitionService(db: Db, storage: StorageDriver, log: Logger) {
  /** All new files are stored, or none: a failure takes back the ones that made it. */
  async function storeFiles(files: readonly SectionFile[]): Promise<Map<number, StoredFile>> {
    const results = await Promise.allSettled(files.map((f) => storeImage(storage, f.buffer, { maxSize: IMAGE_SIZE })));
    const failed = results.find((r) => r.status === 'rejected');
    if (failed) {
      await removeStored(
        storage,
        results.map((r) => (r.status === 'fulfilled' ? r.value.key : null)),
        log,
      );
      throw failed.reason;
    }
    return new Map(results.map((r, i) => [files[i]!.index, (r as PromiseFulfilledResult<StoredFile>).value]));
  }

  /** Writes the new document under the row lock and answers the document it replaced. */
  async function write(mode: Mode, body: CompetitionBody, stored: Map<number, StoredFile>, who: AuditActor) {
    return db.transaction(async (tx) => {
      const previous = await repo.lockPage(tx);
      assertMode(mode, previous);
      let sections;
      try {
        sections = buildSections(body.sections, stored, previous?.sections ?? []);
      } catch (err) {
        // It passed against the document read before storing: another save replaced that image meanwhile.
        if (err instanceof ValidationError) throw new ConflictError(COMPETITION_MSG.changedMeanwhile);
        throw err;
      }
      const doc: repo.PageDoc = { header: body.header, aboutVenue: body.aboutVenue, sections };
      const written = mode === 'create' ? await repo.insertPage(tx, doc) : await repo.updatePage(tx, doc);
      if (!written) throw new ConflictError(COMPETITION_MSG.exists);
      const summary = describeSave(previous, doc, stored.size);
      await recordAudit(tx, { ...who, action: `competition_page.${mode}`, target: 'competition page', summary });
      return { previous, doc };
    });
  }

  return {
    async get() {
      const doc = await repo.readPage(db);
      if (!doc) throw new NotFoundError(COMPETITION_MSG.notFound);
      return { success: true as const, data: toData(doc) };
    },

    /**
     * Validate everything (against the current document) before storing a byte, store the new
     * images, write under a row lock, then delete the files the old document used and the new one
     * does not. removedImages needs no separate pass: every honest entry is such a file, and an
     * entry that is not is never deleted.
     */
    async save(mode: Mode, body: CompetitionBody, files: readonly SectionFile[], who: AuditActor) {
      const current = await repo.readPage(db);
      assertMode(mode, current);
      checkFiles(
        body.sections,
        files.map((f) => f.index),
      );
      const placeholder: StoredFile = { url: '', key: '' };
      buildSections(body.sections, new Map(files.map((f) => [f.index, placeholder])), current?.sections ?? []);

      const stored = await storeFiles(files);
      let result: Awaited<ReturnType<typeof write>>;
      try {
        result = await write(mode, body, stored, who);
      } catch (err) {
        await removeStored(
          storage,
          [...stored.values()].map((s) => s.key),
          log,
        );
        throw err;
      }
      const keep = imageKeys(result.doc.sections);
      await removeStored(
        storage,
        [...imageKeys(result.previous?.sections ?? [])].filter((k) => !keep.has(k)),
        log,
      );
      const message = mode === 'create' ? COMPETITION_MSG.created : COMPETITION_MSG.saved;
      return { success: true as const, message, data: toData(result.doc) };
    },

    async remove(who: AuditActor) {
      const doc = await db.transaction(async (tx) => {
        const doc = await repo.deletePage(tx);
        if (doc) {
          const summary = joinSummary(summarizeChanges({ ...doc.header }, null, ['title']), `${doc.sections.length} section(s)`);
          await recordAudit(tx, { ...who, action: 'competition_page.delete', target: 'competition page', summary });
        }
        return doc;
      });
      if (!doc) throw new NotFoundError(COMPETITION_MSG.notFound);
      await removeStored(storage, [...imageKeys(doc.sections)], log);
      return { success: true as const, message: COMPETITION_MSG.deleted };
    },
  };
}

export type CompetitionService = ReturnType<typeof competitionService>;
