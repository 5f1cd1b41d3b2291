/**
 * Work on many documents a group at a time: enough at once to hide each call's round trip,
 * few enough that one job never floods Firestore or the mail server.
 */
export async function inGroups<T, R>(items: readonly T[], size: number, work: (item: T) => Promise<R>): Promise<R[]> {
  const results: R[] = [];
  for (let i = 0; i < items.length; i += size) results.push(...(await Promise.all(items.slice(i, i + size).map(work))));
  return results;
}
