/**
 * A panel of the admin dashboard that lists one paged live query: 'Loading...', the spec's
 * empty text, or the entries and a Show more button. After Show more, focus moves to the first
 * entry that arrived, so a keyboard or screen reader user carries on where the list grew.
 */
import { useEffect, useRef, type ReactNode, type Ref } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useT } from '../../../i18n/I18n';
import { AdminPanel, PanelList } from './AdminPanel';
import { useErrorText } from '../shared/errorText';
import type { Page } from './usePagedQuery';

interface PagedPanelProps<T> {
  title: string;
  empty: string;
  page: Page<T>;
  children: (item: T, index: number) => ReactNode;
  headingRef?: Ref<HTMLHeadingElement>;
  /** AdminPanel's. */
  controls?: ReactNode;
}

export function PagedPanel<T>({ title, empty, page, children, headingRef, controls }: PagedPanelProps<T>) {
  const t = useT();
  const errorText = useErrorText();
  const list = useRef<HTMLDivElement>(null);
  // The index of the first entry a Show more asked for, until it is there to take focus.
  const firstNew = useRef<number | null>(null);
  const count = page.items?.length ?? 0;

  useEffect(() => {
    const index = firstNew.current;
    const entry = index === null ? undefined : list.current?.querySelectorAll<HTMLElement>(':scope > ul > li')[index];
    if (!entry) return;
    firstNew.current = null;
    entry.tabIndex = -1;
    entry.focus();
  }, [count]);

  let body;
  if (page.error) body = <Alert severity="error">{t('admin.listFailed', { problem: errorText(page.error) })}</Alert>;
  else if (!page.items) body = <Typography role="status">{t('admin.loading')}</Typography>;
  else {
    body = (
      <Box ref={list}>
        <PanelList label={title}>{page.items.map(children)}</PanelList>
        {page.hasMore && (
          <Button
            variant="outlined"
            size="large"
            sx={{ mt: 2 }}
            disabled={page.loadingMore}
            aria-label={t('admin.showMoreLabel', { title })}
            onClick={() => {
              firstNew.current = count;
              page.showMore();
            }}
          >
            {page.loadingMore ? t('admin.loading') : t('admin.showMore')}
          </Button>
        )}
      </Box>
    );
  }
  return (
    // Until its entries are in, a panel holds a screen's height, so the panels below it stay
    // far from the screen and wait (usePagedQuery).
    <AdminPanel
      title={title}
      empty={page.items?.length === 0 ? empty : undefined}
      headingRef={headingRef}
      controls={controls}
      panelRef={page.watch}
      minHeight={page.items ? undefined : '100vh'}
    >
      {body}
    </AdminPanel>
  );
}
