/**
 * STAND-IN for Admin Analytics until the counts kept by the services (issue 13, item 3) replace
 * this file: the five figures from count() aggregations (one small answer each, never the
 * documents), asked again whenever `asked` changes (the dashboard passes its last notice, so
 * after every approve, reject, undo or assign on this page). Not live for changes made
 * elsewhere until then.
 */
import { useEffect, useState } from 'react';
import { COLLECTIONS } from '@gh/common/constants';
import { firestoreSdk, getDb } from '../../lib/firebase';
import type { LiveFilter } from '../../lib/live';
import { PANEL_QUERIES } from './adminData';

export interface Figure {
  label: string;
  value: number;
}

const FIGURES: [label: string, path: string, filters: readonly LiveFilter[]][] = [
  ['Total Volunteers', COLLECTIONS.volunteers, []],
  ['Pending Approvals', PANEL_QUERIES.pending.path, PANEL_QUERIES.pending.filters],
  ['Accepted Applications', PANEL_QUERIES.accepted.path, PANEL_QUERIES.accepted.filters],
  ['Rejected Applications', PANEL_QUERIES.rejected.path, PANEL_QUERIES.rejected.filters],
  ['Requested Volunteers', PANEL_QUERIES.requested.path, PANEL_QUERIES.requested.filters],
];

async function countFigures(): Promise<Figure[]> {
  const [db, sdk] = await Promise.all([getDb(), firestoreSdk()]);
  return Promise.all(FIGURES.map(async ([label, path, filters]) => {
    const query = sdk.query(sdk.collection(db, path), ...filters.map(([field, op, value]) => sdk.where(field, op, value)));
    return { label, value: (await sdk.getCountFromServer(query)).data().count };
  }));
}

/** The figures (null until counted), or the error that stopped them. */
export function useAnalyticsFigures(asked: unknown): { figures: Figure[] | null; error: Error | null } {
  const [state, setState] = useState<{ figures: Figure[] | null; error: Error | null }>({ figures: null, error: null });
  useEffect(() => {
    let active = true;
    countFigures().then(
      (figures) => active && setState({ figures, error: null }),
      (error: unknown) => active && setState({ figures: null, error: error instanceof Error ? error : new Error(String(error)) }),
    );
    return () => {
      active = false;
    };
  }, [asked]);
  return state;
}
