import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';
import { SUPPORT } from '@gh/common/constants';
import { FOOTER_NAV } from './navigation';
import { colors } from './theme';

const linkSx = { display: 'inline-block', py: 1, color: 'text.primary' } as const;

export function Footer() {
  return (
    <Box component="footer" sx={{ bgcolor: colors.creamDeep, borderTop: 1, borderColor: 'divider', mt: 6 }}>
      <Container sx={{ py: 5, display: 'grid', gap: 4, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
        <Box component="nav" aria-labelledby="footer-quick-links">
          <Typography id="footer-quick-links" variant="h6" component="h2" sx={{ mb: 1 }}>
            Quick Links
          </Typography>
          <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0 }}>
            {FOOTER_NAV.map((item) => (
              <li key={item.to}>
                <Link component={RouterLink} to={item.to} sx={linkSx}>
                  {item.label}
                </Link>
              </li>
            ))}
          </Box>
        </Box>
        <Box>
          <Typography variant="h6" component="h2" sx={{ mb: 1 }}>
            Support
          </Typography>
          <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0 }}>
            <li>
              <Link href={`tel:${SUPPORT.phone.replace(/\s/g, '')}`} sx={linkSx}>
                {SUPPORT.phone}
              </Link>
            </li>
            <li>
              <Link href={`mailto:${SUPPORT.email}`} sx={linkSx}>
                {SUPPORT.email}
              </Link>
            </li>
          </Box>
        </Box>
      </Container>
      <Typography sx={{ textAlign: 'center', pb: 4, px: 2, color: 'text.secondary' }}>
        © Golden Hearts · Silver hairs, golden hearts
      </Typography>
    </Box>
  );
}
