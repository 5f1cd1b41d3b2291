/**
 * One city list on a viewer's page (POST /{key}/city-list): the volunteers, seniors or
 * applications of their cities, newest first, by name, with the city, where they stand and
 * since when: the server answers nothing more (no contact detail, address or note). A page at a
 * time, "Show more" for the next; a refused read says so, with Try again.
 */
import { useCallback, useEffect, useId, useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { dateIn } from '@gh/common/locale-format';
import type { CityList, CityListRow } from '@gh/common/staff';
import { surfaceSx } from '../../../components/surface';
import { useLang, useT } from '../../../i18n/I18n';
import { adminRequest } from '../../../lib/adminAuth';
import { cityNames, useDistricts } from '../staff/districts';

type Page = { rows: CityListRow[]; next: string | null };
type State = { rows: CityListRow[]; next: string | null; status: 'loading' | 'ready' | 'error' };

export function CityListPanel({ list }: { list: CityList }) {
  const t = useT();
  const lang = useLang();
  const districts = useDistricts();
  const headingId = useId();
  const [state, setState] = useState<State>({ rows: [], next: null, status: 'loading' });

  const load = useCallback(
    (after: string | null) =>
      adminRequest<Page>('cityList', { body: { list, ...(after && { after }) } }).then(
        (page) => setState((now) => ({ rows: after ? [...now.rows, ...page.rows] : page.rows, next: page.next, status: 'ready' })),
        () => setState((now) => ({ ...now, status: 'error' })),
      ),
    [list],
  );
  useEffect(() => void load(null), [load]);
  const read = (after: string | null) => {
    setState((now) => ({ ...now, status: 'loading' }));
    void load(after);
  };

  const more = state.rows.length > 0 ? state.next : null;
  return (
    <Box component="section" aria-labelledby={headingId} sx={{ ...surfaceSx, height: 'auto', minWidth: 0 }}>
      <Typography id={headingId} variant="h3" component="h2" sx={{ fontSize: { xs: '1.375rem', md: '1.5rem' }, mb: 1 }}>
        {t('staff.cityList.title', { list })}
      </Typography>
      <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0, '& > li + li': { borderTop: 1, borderColor: 'divider' } }}>
        {state.rows.map((row, i) => (
          <Box component="li" key={`${row.since}-${i}`} sx={{ py: 1.25 }}>
            <Typography sx={{ fontWeight: 700, overflowWrap: 'anywhere' }}>{row.name}</Typography>
            <Typography sx={{ color: 'text.secondary' }}>
              {[
                row.districtKey && cityNames([row.districtKey], districts),
                t('staff.cityList.status', { status: row.status ?? 'none' }),
                t('staff.cityList.since', { list, date: dateIn(row.since, lang) }),
              ]
                .filter(Boolean)
                .join(' · ')}
            </Typography>
          </Box>
        ))}
      </Box>
      {state.status === 'loading' && <Typography role="status">{t('admin.loading')}</Typography>}
      {state.status === 'ready' && state.rows.length === 0 && <Typography>{t('staff.cityList.empty')}</Typography>}
      {state.status === 'error' && (
        <Alert
          severity="error"
          action={
            <Button color="inherit" onClick={() => read(state.rows.length ? state.next : null)}>
              {t('staff.cityList.retry')}
            </Button>
          }
        >
          {t('staff.cityList.failed')}
        </Alert>
      )}
      {state.status === 'ready' && more && (
        <Button variant="outlined" size="large" onClick={() => read(more)} sx={{ mt: 1 }}>
          {t('staff.cityList.more')}
        </Button>
      )}
    </Box>
  );
}
