/**
 * /status: a small system check, not linked from the navigation. It shows whether the api
 * function answers, and with `?probe=<id>` it listens live to `probes/<id>`: the end-to-end
 * tests and the latency benchmark write that document and watch `probe-value` change.
 */
import { useEffect, useState, type ReactNode } from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useSearchParams } from 'react-router-dom';
import { COLLECTIONS } from '@gh/common/constants';
import { PageIntro } from '../../components/PageIntro';
import { useServerText } from '../../components/serverText';
import { areaLoader } from '../../i18n/catalogs';
import { useT } from '../../i18n/I18n';
import { apiRequest } from '../../lib/api';
import { useLiveDoc } from '../../lib/live';

interface Probe {
  value?: unknown;
}

type ApiHealth = { state: 'checking' } | { state: 'ok' } | { state: 'down'; error: unknown };

function useApiHealth(): ApiHealth {
  const [health, setHealth] = useState<ApiHealth>({ state: 'checking' });
  useEffect(() => {
    const controller = new AbortController();
    apiRequest('health', { signal: controller.signal }).then(
      () => setHealth({ state: 'ok' }),
      (error: unknown) => {
        if (!controller.signal.aborted) setHealth({ state: 'down', error });
      },
    );
    return () => controller.abort();
  }, []);
  return health;
}

/** A probe id is one document id: no slashes, so it cannot point elsewhere. */
function probePath(id: string | null): string | null {
  return id && !id.includes('/') ? `${COLLECTIONS.probes}/${id}` : null;
}

function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <>
      <Box component="dt" sx={{ fontWeight: 700 }}>
        {label}
      </Box>
      <Box component="dd" sx={{ m: 0 }}>
        {children}
      </Box>
    </>
  );
}

export const loadMessages = areaLoader(import.meta.glob('../../i18n/messages/*/{status,api}.ts'));

export default function StatusPage() {
  const t = useT();
  const said = useServerText();
  const health = useApiHealth();
  const [searchParams] = useSearchParams();
  const probeId = searchParams.get('probe');
  const path = probePath(probeId);
  const probe = useLiveDoc<Probe>(path);
  const value = probe.data?.value;

  return (
    <PageIntro title={t('status.title')} lead={t('status.lead')}>
      <Box component="dl" sx={{ display: 'grid', gridTemplateColumns: 'max-content 1fr', columnGap: 3, rowGap: 1.5, mt: 4 }}>
        <Row label={t('status.api')}>
          <span data-testid="api-health">{t('status.health', { state: health.state })}</span>
          {health.state === 'down' && (
            <Typography component="span" sx={{ color: 'text.secondary' }}>
              {' '}
              ({said.failure(health.error)})
            </Typography>
          )}
        </Row>
        {probeId !== null && (
          <>
            <Row label={t('status.probe')}>
              <span data-testid="probe-status">{path ? t('status.probeState', { state: probe.status }) : t('status.badProbe')}</span>
              {probe.error && (
                <Typography component="span" sx={{ color: 'text.secondary' }}>
                  {' '}
                  ({probe.error.message})
                </Typography>
              )}
            </Row>
            <Row label={t('status.probeValue')}>
              <span data-testid="probe-value">{value === undefined || value === null ? '' : String(value)}</span>
            </Row>
          </>
        )}
      </Box>
    </PageIntro>
  );
}
