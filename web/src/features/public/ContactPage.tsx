import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import { PageIntro } from '../../components/PageIntro';
import { ContactDetails } from './ContactDetails';
import { ContactForm } from './ContactForm';
import { areaLoader } from '../../i18n/catalogs';
import { useT } from '../../i18n/I18n';

/** The page's words (`contact.*`), loaded with it in the page's language (app/lazyPage.ts). */
export const loadMessages = areaLoader(import.meta.glob('../../i18n/messages/*/contact.ts'));

export default function ContactPage() {
  const t = useT();
  return (
    <PageIntro title={t('contact.title')} lead={t('contact.lead')}>
      <Box
        sx={{
          mt: { xs: 4, md: 6 },
          display: 'grid',
          gap: { xs: 5, md: 6 },
          gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'minmax(0, 7fr) minmax(0, 4fr)' },
        }}
      >
        <Paper variant="outlined" sx={{ p: { xs: 2.5, sm: 4 }, borderRadius: 3 }}>
          <ContactForm />
        </Paper>
        <ContactDetails />
      </Box>
    </PageIntro>
  );
}
