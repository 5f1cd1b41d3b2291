/**
 * A list sent in a multipart form, however the client sent it: as repeated fields
 * (`languages=English&languages=Hindi`, or `languages[]=…`), as one JSON array, or as one
 * comma-separated text. Blank entries are dropped; the schema then checks each entry.
 */
export function formList(lists: Record<string, string[]>, name: string): string[] {
  const values = [...(lists[name] ?? []), ...(lists[`${name}[]`] ?? [])];
  return values
    .flatMap(entries)
    .map((entry) => entry.trim())
    .filter(Boolean);
}

function entries(value: string): string[] {
  const text = value.trim();
  if (text.startsWith('[')) {
    try {
      const parsed: unknown = JSON.parse(text);
      if (Array.isArray(parsed)) return parsed.map(String);
    } catch {
      // Not JSON after all: read it as a comma list below.
    }
  }
  return text.split(',');
}
