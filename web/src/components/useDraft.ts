/**
 * Keeps a form's values as its draft (lib/drafts.ts) while the person types, and brings them
 * back when the page opens again. Only the form's own fields come back, each of the type the
 * form has now, so a draft from an older page cannot put anything else in.
 */
import { useEffect, useState } from 'react';
import { clearDraft, readDraft, saveDraft } from '../lib/drafts';
import { useHydrated } from '../lib/useHydrated';

type Values = Record<string, string | string[]>;

function keptFields<V extends Values>(initial: V, kept: unknown): Partial<V> | null {
  if (typeof kept !== 'object' || kept === null) return null;
  const found: Values = {};
  for (const [name, blank] of Object.entries(initial)) {
    const value: unknown = (kept as Record<string, unknown>)[name];
    const sameType = Array.isArray(blank)
      ? Array.isArray(value) && value.every((each) => typeof each === 'string')
      : typeof value === 'string';
    if (sameType) found[name] = value as string | string[];
  }
  return Object.keys(found).length ? (found as Partial<V>) : null;
}

const same = (a: Values, b: Values) => JSON.stringify(a) === JSON.stringify(b);

/** `key` undefined: the form keeps no draft. `restored`: the page shows a kept draft. */
export function useDraft<V extends Values>(key: string | undefined, initial: V, values: V, setValues: (values: V) => void) {
  const [restored, setRestored] = useState(false);
  // The first render's blank form: the form's own state starts as this very object.
  const [blank] = useState(initial);

  // Read once the page is live, as the prerendered HTML cannot know what this tab kept; set while
  // rendering (React's way to adjust state to a change of input), so no empty form flashes.
  const live = useHydrated();
  const [read, setRead] = useState(false);
  if (live && !read) {
    setRead(true);
    const kept = key ? keptFields(blank, readDraft(key)) : null;
    if (kept) {
      setValues({ ...blank, ...kept });
      setRestored(true);
    }
  }

  // The untouched form (the very `blank` object, as on opening) is not a draft, and must not
  // overwrite the one just read; a form emptied by hand is, by content, and forgets it.
  useEffect(() => {
    if (!key || values === blank) return;
    if (same(values, blank)) clearDraft(key);
    else saveDraft(key, values);
  }, [key, values, blank]);

  function forget() {
    if (key) clearDraft(key);
    setRestored(false);
  }

  return { restored, forget };
}
