/**
 * The grievance officer on /privacy: what they do, prerendered; once the page is live, their
 * name, e-mail and phone as the owners named them (GET /grievance-officer), nothing more when
 * none is named or the call fails (the section below gives the team's e-mail).
 */
import { useEffect, useState } from 'react';
import Link from '@mui/material/Link';
import type { GrievanceOfficerContact } from '@gh/common/grievances';
import { WithParts } from '../../components/WithParts';
import { telHref } from '../../content/support';
import { useT } from '../../i18n/I18n';
import { apiRequest } from '../../lib/api';
import { Paragraph, PolicyBlock } from './PolicySections';

export function GrievanceOfficer() {
  const t = useT();
  const [officer, setOfficer] = useState<GrievanceOfficerContact | null>(null);
  useEffect(() => {
    let live = true;
    apiRequest<{ officer: GrievanceOfficerContact | null }>('grievanceOfficer').then(
      (answer) => live && setOfficer(answer.officer),
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, []);
  return (
    <PolicyBlock title={t('privacy.officer.title')}>
      <Paragraph>{t('privacy.officer.lead')}</Paragraph>
      {officer && (
        <address data-testid="grievance-officer" style={{ fontStyle: 'normal' }}>
          <Paragraph>
            <strong>{t('privacy.officer.name', { name: officer.name })}</strong>
          </Paragraph>
          <Paragraph>
            <WithParts
              text={(values) => t('privacy.officer.email', values)}
              parts={{
                email: (
                  <Link href={`mailto:${officer.email}`} sx={{ overflowWrap: 'anywhere' }}>
                    {officer.email}
                  </Link>
                ),
              }}
            />
          </Paragraph>
          <Paragraph>
            <WithParts
              text={(values) => t('privacy.officer.phone', values)}
              parts={{ phone: <Link href={telHref(officer.phone)}>{officer.phone}</Link> }}
            />
          </Paragraph>
        </address>
      )}
    </PolicyBlock>
  );
}
