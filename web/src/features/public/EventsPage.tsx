/**
 * /events (spec section 2): four tabs of static events. The chosen tab lives in the address
 * (?tab=parties), so a shared link or a reload opens the same tab.
 */
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import { useSearchParams } from 'react-router-dom';
import { CardGrid } from '../../components/CardGrid';
import { PageIntro } from '../../components/PageIntro';
import { EVENTS } from '../../content/events';
import { EventCard } from './EventCard';
import { EventTabs } from './EventTabs';

const tabId = (id: string) => `events-tab-${id}`;
const panelId = (id: string) => `events-panel-${id}`;

export default function EventsPage() {
  const [params, setParams] = useSearchParams();
  const current = EVENTS.tabs.find((tab) => tab.id === params.get('tab')) ?? EVENTS.tabs[0];

  return (
    <>
      <PageIntro title={EVENTS.title} lead={EVENTS.lead} />
      <Container sx={{ pb: { xs: 5, md: 8 } }}>
        <EventTabs
          tabs={EVENTS.tabs}
          current={current.id}
          label={EVENTS.tabsLabel}
          tabId={tabId}
          panelId={panelId}
          onChoose={(id) => setParams({ tab: id }, { replace: true, preventScrollReset: true })}
        />
        {EVENTS.tabs.map((tab) => (
          // Every panel is in the page so each tab's aria-controls points somewhere; hidden
          // ones are display:none, so their lazy images do not load until chosen.
          <Box key={tab.id} role="tabpanel" id={panelId(tab.id)} aria-labelledby={tabId(tab.id)} hidden={tab !== current}>
            <CardGrid
              minCardRem={19}
              items={tab.events.map((event) => ({ key: event.title, card: <EventCard event={event} /> }))}
            />
          </Box>
        ))}
      </Container>
    </>
  );
}
