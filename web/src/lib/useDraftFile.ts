/**
 * A file chosen in a form that keeps a draft (the application's resume): kept with the draft
 * (lib/drafts.ts) and chosen again when the page opens again in this tab. Read once the page is
 * live; a file the person chose meanwhile wins.
 */
import { useEffect, useState } from 'react';
import { forgetDraftFile, keepDraftFile, readDraftFileOf } from './drafts';

export interface DraftFile {
  file: File | null;
  /** The file came back from the draft. */
  restored: boolean;
  /** Still finding out whether the draft kept a file: one may yet come back. */
  reading: boolean;
  choose: (file: File | null) => void;
  forget: () => void;
}

export function useDraftFile(key: string): DraftFile {
  const [file, setFile] = useState<File | null>(null);
  const [restored, setRestored] = useState(false);
  const [touched, setTouched] = useState(false);
  const [reading, setReading] = useState(true);

  useEffect(() => {
    let current = true;
    void readDraftFileOf(key).then((kept) => {
      if (!current) return;
      setReading(false);
      if (!kept) return;
      setFile((chosen) => chosen ?? kept);
      setRestored(true);
    });
    return () => {
      current = false;
    };
  }, [key]);

  return {
    file,
    restored: restored && !touched,
    reading,
    choose(chosen) {
      setFile(chosen);
      setTouched(true);
      void keepDraftFile(key, chosen);
    },
    forget() {
      setFile(null);
      setRestored(false);
      void forgetDraftFile(key);
    },
  };
}
