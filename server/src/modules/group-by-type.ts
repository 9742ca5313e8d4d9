/** Every type as a key, in `types` order, each with its rows in the order given (an empty type gets []). */
export function groupByType<Type extends string, Row extends { type: Type }, Item>(
  types: readonly Type[],
  rows: readonly Row[],
  toItem: (row: Row) => Item,
): Record<Type, Item[]> {
  const groups = Object.fromEntries(types.map((t) => [t, [] as Item[]])) as Record<Type, Item[]>;
  for (const row of rows) groups[row.type].push(toItem(row));
  return groups;
}
