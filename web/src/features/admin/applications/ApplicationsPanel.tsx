/**
 * Pending, Accepted and Rejected Volunteer Applications (spec section 2): name, skills once
 * registered, else what the application says (languages, availability, each or 'Not mentioned'), View Profile, and Approve and Reject for those still to be decided; each
 * its own live query, newest first, 20 at a time (PagedPanel). A coordinator's panels hold only
 * their cities' applications, with the same View Profile and decisions.
 * After a decision focus moves to the next applicant (or, with none left, to the panel's
 * heading), and after an Undo to the applicant who is back (WCAG 2.4.3). Reject first asks for
 * an optional reason (RejectDialog); a rejection's reason shows on the Rejected panel.
 */
import { useEffect, useMemo, useRef, useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';
import { DECISION_UNDO_MS } from '@gh/common/constants';
import { PAGES } from '@gh/common/routes';
import { EmailText } from '../../../components/EmailText';
import { RejectDialog } from './RejectDialog';
import { PANEL_QUERIES, applicationRow, panelQueryFor, type ApplicationPanel, type ApplicationRow } from '../adminData';
import { useAdminWords } from '../shared/adminWords';
import { PagedPanel } from '../panels/PagedPanel';
import { usePagedRows, type Page } from '../panels/usePagedQuery';
import type { DecisionKind } from './useDecision';

interface ApplicationsListProps {
  title: string;
  empty: string;
  page: Page<ApplicationRow>;
  /** Offers Approve and Reject when given. */
  decisions?: {
    decide: (kind: DecisionKind, email: string, reason?: string) => Promise<boolean>;
    isBusy: (email: string) => boolean;
    /** An applicant to put focus on once listed here (after an Undo), and a way to say it is over. */
    focusOn?: string | null;
    onFocusEnded?: () => void;
  };
}

const NO_ROWS: ApplicationRow[] = [];
/** How long after an Undo focus follows the applicant back onto the list. */
const FOLLOW_MS = DECISION_UNDO_MS;

export function ApplicationsList({ title, empty, page, decisions }: ApplicationsListProps) {
  const { t, listText } = useAdminWords();
  const rows = page.items ?? NO_ROWS;
  const names = useRef(new Map<string, HTMLElement>());
  const heading = useRef<HTMLHeadingElement>(null);
  const focusOn = decisions?.focusOn;
  const onFocusEnded = decisions?.onFocusEnded;
  // The applicant `focusOn` named when focus was last put on them.
  const placed = useRef<string | null>(null);

  // After an Undo the applicant may still be listed from before the decision, then leave as the
  // decision's late snapshot arrives and come back with the Undo's. So for FOLLOW_MS focus goes
  // to them whenever they are listed and focus is nowhere, not only the first time.
  useEffect(() => {
    if (!focusOn) {
      placed.current = null;
      return;
    }
    const name = names.current.get(focusOn);
    const lost = !document.activeElement || document.activeElement === document.body;
    if (!name || (placed.current === focusOn && !lost)) return;
    name.focus();
    placed.current = focusOn;
  }, [focusOn, rows]);

  useEffect(() => {
    if (!focusOn) return undefined;
    const timer = setTimeout(() => onFocusEnded?.(), FOLLOW_MS);
    return () => clearTimeout(timer);
  }, [focusOn, onFocusEnded]);

  // The applicant whose Reject asks for a reason.
  const [rejecting, setRejecting] = useState<ApplicationRow | null>(null);

  async function decide(kind: DecisionKind, email: string, reason?: string) {
    const index = rows.findIndex((row) => row.email === email);
    if (index < 0) return;
    // Chosen before the call: the decided row may have left the list by the time it answers.
    const next = rows[index + 1] ?? rows[index - 1];
    if (!(await decisions!.decide(kind, email, reason))) return;
    // Focus follows this decision now, not an earlier Undo's applicant.
    onFocusEnded?.();
    const target = next && names.current.get(next.email);
    (target ?? heading.current)?.focus();
  }

  return (
    <>
      <PagedPanel title={title} empty={empty} page={page} headingRef={decisions ? heading : undefined}>
        {(row) => {
          const busy = decisions?.isBusy(row.email) ?? false;
          return (
            <Box component="li" key={row.email} aria-busy={busy || undefined} sx={{ py: 2 }}>
              <Typography
                ref={(element: HTMLElement | null) => {
                  if (element) names.current.set(row.email, element);
                  else names.current.delete(row.email);
                }}
                tabIndex={decisions ? -1 : undefined}
                sx={{ fontWeight: 700 }}
              >
                {row.name}
              </Typography>
              <Typography sx={{ color: 'text.secondary', overflowWrap: 'anywhere' }}>
                <EmailText email={row.email} />
              </Typography>
              {row.skills.length ? (
                <Typography>{t('admin.skills', { skills: listText(row.skills) })}</Typography>
              ) : (
                <>
                  <Typography>{t('admin.languages', { languages: listText(row.languages) })}</Typography>
                  <Typography sx={{ overflowWrap: 'anywhere' }}>
                    {t('admin.availability', { availability: row.availability.trim() || t('admin.notMentioned') })}
                  </Typography>
                </>
              )}
              {row.reason && <Typography sx={{ overflowWrap: 'anywhere' }}>{t('admin.reason', { reason: row.reason })}</Typography>}
              <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.5, mt: 1.5 }}>
                <Button
                  component={RouterLink}
                  to={`${PAGES.adminProfile}?email=${encodeURIComponent(row.email)}`}
                  variant="outlined"
                  aria-label={t('admin.viewProfileLabel', { name: row.name })}
                >
                  {t('admin.viewProfile')}
                </Button>
                {decisions && (
                  <>
                    <Button
                      variant="contained"
                      disabled={busy}
                      onClick={() => void decide('approve', row.email)}
                      aria-label={t('admin.approveLabel', { name: row.name })}
                    >
                      {t('admin.approve')}
                    </Button>
                    <Button
                      variant="outlined"
                      color="error"
                      disabled={busy}
                      onClick={() => setRejecting(row)}
                      aria-label={t('admin.rejectLabel', { name: row.name })}
                    >
                      {t('admin.reject')}
                    </Button>
                  </>
                )}
              </Box>
            </Box>
          );
        }}
      </PagedPanel>
      {decisions && (
        <RejectDialog
          name={rejecting?.name ?? null}
          onCancel={() => setRejecting(null)}
          onConfirm={(reason) => {
            setRejecting(null);
            if (rejecting) void decide('reject', rejecting.email, reason);
          }}
        />
      )}
    </>
  );
}

/** One of the three application panels, as its own live query; a coordinator's only of their `cities`. */
export function ApplicationsPanel({
  panel,
  cities,
  ...props
}: Omit<ApplicationsListProps, 'page'> & { panel: ApplicationPanel; cities?: readonly string[] }) {
  const query = useMemo(() => panelQueryFor(PANEL_QUERIES[panel], cities), [panel, cities]);
  return <ApplicationsList page={usePagedRows(query, applicationRow)} {...props} />;
}
