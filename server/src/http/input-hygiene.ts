import type { Request, RequestHandler } from 'express';
import { isStorableText, unstorableTextMessage } from '@pageant/common';
import { ValidationError } from '../errors';

/** Deeper than any form of ours; a limit keeps a crafted body from costing more than its bytes. */
const MAX_DEPTH = 20;

export class UnstorableInputError extends ValidationError {
  constructor(readonly field: string) {
    super(unstorableTextMessage(field), 'INVALID_CHARACTERS');
  }
}

/**
 * The dotted name of the first string (or key) in `value` that PostgreSQL cannot store or nobody
 * types; null when everything is clean. Iterative, so no input can exhaust the stack.
 */
export function findUnstorable(value: unknown, root: string): string | null {
  const stack: { value: unknown; path: string; depth: number }[] = [{ value, path: root, depth: 0 }];
  while (stack.length) {
    const item = stack.pop()!;
    if (typeof item.value === 'string') {
      if (!isStorableText(item.value)) return item.path;
      continue;
    }
    if (!item.value || typeof item.value !== 'object') continue;
    if (item.depth >= MAX_DEPTH) throw new ValidationError('The request is nested too deeply.', 'TOO_DEEP');
    for (const [key, child] of Object.entries(item.value)) {
      const path = item.path ? `${item.path}.${key}` : key;
      if (!isStorableText(key)) return path;
      stack.push({ value: child, path, depth: item.depth + 1 });
    }
  }
  return null;
}

function pathSegments(req: Request): string[] {
  return req.path
    .split('/')
    .filter(Boolean)
    .map((segment) => {
      try {
        return decodeURIComponent(segment);
      } catch {
        throw new ValidationError('The address is not valid.', 'BAD_PATH');
      }
    });
}

/** Refuses a request whose body (parsed so far) holds unstorable text; used again after multipart parsing. */
export function checkBody(req: Request): void {
  const field = findUnstorable(req.body, '');
  if (field !== null) throw new UnstorableInputError(field);
}

/**
 * The one edge check every /api request passes before any route runs: path segments, query and
 * parsed body. A NUL byte reaching PostgreSQL would otherwise fail the query with a 500.
 */
export const rejectUnstorableInput: RequestHandler = (req, _res, next) => {
  // Without a percent escape, decoding adds no character the raw target lacks: one test of the raw
  // target covers path and query, and the query is not parsed for routes that never read it.
  if (req.url.includes('%') || !isStorableText(req.url)) {
    for (const segment of pathSegments(req)) if (!isStorableText(segment)) throw new UnstorableInputError('path');
    const inQuery = findUnstorable(req.query, '');
    if (inQuery !== null) throw new UnstorableInputError(inQuery);
  }
  checkBody(req);
  next();
};
