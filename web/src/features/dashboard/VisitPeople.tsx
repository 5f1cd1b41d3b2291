/** Who an assigned visit is with: their first name, a Call button, and for a volunteer the address. */
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { telHref, type VisitPerson } from './dashboardModel';

export function VisitPeople({ person }: { person: VisitPerson }) {
  return (
    <Box data-testid="visit-person" sx={{ mt: 2, pt: 2, borderTop: 1, borderColor: 'divider' }}>
      <Typography sx={{ overflowWrap: 'anywhere' }}>
        {person.role}: <strong>{person.firstName}</strong>
      </Typography>
      {person.address && <Typography sx={{ overflowWrap: 'anywhere' }}>Address: {person.address}</Typography>}
      {person.phone && (
        <>
          {/* The number in words too, for a phone that cannot place the call. */}
          <Typography sx={{ overflowWrap: 'anywhere' }}>Phone: {person.phone}</Typography>
          <Button variant="contained" href={telHref(person.phone)} sx={{ mt: 1.5 }}>
            Call {person.firstName}
          </Button>
        </>
      )}
    </Box>
  );
}
