import pg from 'pg';

export interface Sent {
  text: string;
  /** Set for a named (prepared) statement: PostgreSQL parses and plans it once per connection. */
  name?: string;
  values: unknown[];
  /** The answer's column names, once it arrived. */
  columns?: string[];
}

/** Every query the app's connections send while `run` runs (observed, then passed on unchanged). */
export async function queriesDuring(run: () => Promise<unknown>): Promise<Sent[]> {
  const seen: Sent[] = [];
  const original = pg.Client.prototype.query;
  pg.Client.prototype.query = function (this: pg.Client, ...args: unknown[]) {
    const first = args[0] as string | { text?: string; name?: string; values?: unknown[] };
    const entry: Sent =
      typeof first === 'string'
        ? { text: first, values: (args[1] as unknown[]) ?? [] }
        : { text: first?.text ?? '', name: first?.name, values: first?.values ?? (args[1] as unknown[]) ?? [] };
    seen.push(entry);
    const note = (r?: { fields?: { name: string }[] }) => (entry.columns = r?.fields?.map((f) => f.name));
    // The pool passes a callback; drizzle awaits the promise.
    const done = args.findIndex((a) => typeof a === 'function');
    if (done >= 0) {
      const callback = args[done] as (err: unknown, r?: { fields?: { name: string }[] }) => void;
      args[done] = (err: unknown, r?: { fields?: { name: string }[] }) => {
        if (!err) note(r);
        callback(err, r);
      };
    }
    const answer = (original as (...a: unknown[]) => unknown).apply(this, args);
    if (answer instanceof Promise) answer.then(note, () => {});
    return answer;
  } as typeof original;
  try {
    await run();
  } finally {
    pg.Client.prototype.query = original;
  }
  return seen;
}
