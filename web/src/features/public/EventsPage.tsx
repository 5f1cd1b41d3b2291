/**
 * /events (spec section 2): four tabs of static events. The chosen tab lives in the address
 * (?tab=parties), so a shared link or a reload opens the same tab.
 */
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Tab from '@mui/material/Tab';
import Tabs, { tabsClasses } from '@mui/material/Tabs';
import { useSearchParams } from 'react-router-dom';
import { CardGrid } from '../../components/CardGrid';
import { PageIntro } from '../../components/PageIntro';
import { EVENTS } from '../../content/events';
import { colors } from '../../app/theme';
import { EventCard } from './EventCard';

const tabId = (id: string) => `events-tab-${id}`;
const panelId = (id: string) => `events-panel-${id}`;

export default function EventsPage() {
  const [params, setParams] = useSearchParams();
  const current = EVENTS.tabs.find((tab) => tab.id === params.get('tab')) ?? EVENTS.tabs[0];

  return (
    <>
      <PageIntro title={EVENTS.title} lead={EVENTS.lead} />
      <Container sx={{ pb: { xs: 5, md: 8 } }}>
        <Tabs
          value={current.id}
          onChange={(_, id: string) => setParams({ tab: id }, { replace: true, preventScrollReset: true })}
          aria-label={EVENTS.tabsLabel}
          sx={{
            mb: 4,
            // The tabs wrap (two by two on a phone) instead of scrolling out of sight;
            // the chosen one is filled, which reads better than a thin underline.
            [`& .${tabsClasses.list}`]: { flexWrap: 'wrap', gap: 1 },
            [`& .${tabsClasses.indicator}`]: { display: 'none' },
            '& .MuiTab-root': {
              flex: { xs: '1 1 auto', sm: '0 0 auto' },
              border: 2,
              borderColor: 'primary.main',
              borderRadius: 5,
              color: 'primary.main',
              px: 2,
            },
            '& .MuiTab-root.Mui-selected': { bgcolor: 'primary.main', color: colors.white },
          }}
        >
          {EVENTS.tabs.map((tab) => (
            <Tab key={tab.id} value={tab.id} label={tab.label} id={tabId(tab.id)} aria-controls={panelId(tab.id)} />
          ))}
        </Tabs>
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
