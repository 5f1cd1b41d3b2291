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
import { apiRequest } from '../../lib/api';
import { useLiveDoc, type LiveStatus } from '../../lib/live';

interface Probe {
  value?: unknown;
}

type ApiHealth = { state: 'checking' } | { state: 'ok' } | { state: 'down'; message: string };

function useApiHealth(): ApiHealth {
  const [health, setHealth] = useState<ApiHealth>({ state: 'checking' });
  useEffect(() => {
    const controller = new AbortController();
    apiRequest('health', { signal: controller.signal }).then(
      () => setHealth({ state: 'ok' }),
      (error: Error) => {
        if (!controller.signal.aborted) setHealth({ state: 'down', message: error.message });
      },
    );
    return () => controller.abort();
  }, []);
  return health;
}

const HEALTH_TEXT: Record<ApiHealth['state'], string> = {
  checking: 'Checking…',
  ok: 'OK',
  down: 'Not answering',
};

const LIVE_TEXT: Record<LiveStatus, string> = {
  loading: 'Connecting…',
  success: 'Listening',
  error: 'Failed',
};

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

export default function StatusPage() {
  const health = useApiHealth();
  const [searchParams] = useSearchParams();
  const probeId = searchParams.get('probe');
  const path = probePath(probeId);
  const probe = useLiveDoc<Probe>(path);
  const value = probe.data?.value;

  return (
    <PageIntro title="System Status" lead="Whether the Golden Hearts services are answering.">
      <Box
        component="dl"
        sx={{ display: 'grid', gridTemplateColumns: 'max-content 1fr', columnGap: 3, rowGap: 1.5, mt: 4 }}
      >
        <Row label="API">
          <span data-testid="api-health">{HEALTH_TEXT[health.state]}</span>
          {health.state === 'down' && (
            <Typography component="span" sx={{ color: 'text.secondary' }}>
              {' '}
              ({health.message})
            </Typography>
          )}
        </Row>
        {probeId !== null && (
          <>
            <Row label="Live probe">
              <span data-testid="probe-status">{path ? LIVE_TEXT[probe.status] : 'Not a valid probe id'}</span>
              {probe.error && (
                <Typography component="span" sx={{ color: 'text.secondary' }}>
                  {' '}
                  ({probe.error.message})
                </Typography>
              )}
            </Row>
            <Row label="Probe value">
              <span data-testid="probe-value">{value === undefined || value === null ? '' : String(value)}</span>
            </Row>
          </>
        )}
      </Box>
    </PageIntro>
  );
}
