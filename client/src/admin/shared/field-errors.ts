/** The first schema message for each field (the issue path's first segment names the field). */
export function fieldErrors<E extends Partial<Record<string, string>>>(
  issues: readonly { path: readonly PropertyKey[]; message: string }[],
): E {
  const next: Partial<Record<string, string>> = {};
  for (const issue of issues) {
    const key = String(issue.path[0]);
    next[key] ??= issue.message;
  }
  return next as E;
}
