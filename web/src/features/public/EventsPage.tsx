/**
 * /events (spec section 2): four tabs of static events. The chosen tab lives in the address
 * (?tab=parties), so a shared link or a reload opens the same tab.
 */
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import { useSearchParams } from 'react-router-dom';
import { CardGrid } from '../../components/CardGrid';
import { PageIntro } from '../../components/PageIntro';
import { EVENT_TABS } from '../../content/events';
import { areaLoader } from '../../i18n/catalogs';
import { useT } from '../../i18n/I18n';
import { EventCard } from './EventCard';
import { EventTabs } from './EventTabs';

/** The page's words (`events.*`), loaded with it in the page's language (app/lazyPage.ts). */
export const loadMessages = areaLoader(import.meta.glob('../../i18n/messages/*/events.ts'));

const tabId = (id: string) => `events-tab-${id}`;
const panelId = (id: string) => `events-panel-${id}`;

export default function EventsPage() {
  const [params, setParams] = useSearchParams();
  const t = useT();
  const current = EVENT_TABS.find((tab) => tab.id === params.get('tab')) ?? EVENT_TABS[0];

  return (
    <>
      <PageIntro title={t('events.title')} lead={t('events.lead')} />
      <Container sx={{ pb: { xs: 5, md: 8 } }}>
        <EventTabs
          tabs={EVENT_TABS.map((tab) => ({ id: tab.id, label: t(`events.tab.${tab.id}`) }))}
          current={current.id}
          label={t('events.tabsLabel')}
          tabId={tabId}
          panelId={panelId}
          onChoose={(id) => setParams({ tab: id }, { replace: true, preventScrollReset: true })}
        />
        {EVENT_TABS.map((tab) => (
          // Every panel is in the page so each tab's aria-controls points somewhere; hidden
          // ones are display:none, so their lazy images do not load until chosen.
          <Box key={tab.id} role="tabpanel" id={panelId(tab.id)} aria-labelledby={tabId(tab.id)} hidden={tab !== current}>
            <CardGrid minCardRem={19} items={tab.events.map((event) => ({ key: event.id, card: <EventCard event={event} /> }))} />
          </Box>
        ))}
      </Container>
    </>
  );
}
