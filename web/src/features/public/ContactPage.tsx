import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import { PageIntro } from '../../components/PageIntro';
import { ContactDetails } from './ContactDetails';
import { ContactForm } from './ContactForm';
import { CONTACT_TEXT } from './contactContent';

export default function ContactPage() {
  return (
    <PageIntro title={CONTACT_TEXT.title} lead={CONTACT_TEXT.lead}>
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
