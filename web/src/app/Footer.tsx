/** The footer (spec sections 1 and 2): Quick Links, the Support block and Follow Us. */
import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import IconButton from '@mui/material/IconButton';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';
import { SUPPORT, telHref } from '../content/support';
import { FOOTER_LINKS, FOOTER_POLICY_LINKS, SOCIAL_LINKS, type NavItem } from '../content/chrome';
import { useT } from '../i18n/I18n';
import { SocialIcon } from './icons';
import { colors } from '../components/colors';

const linkSx = { display: 'inline-block', py: 1, color: 'text.primary' } as const;
const listSx = { listStyle: 'none', m: 0, p: 0 } as const;

function Column({ id, title, nav = false, children }: { id: string; title: string; nav?: boolean; children: ReactNode }) {
  return (
    <Box component={nav ? 'nav' : 'section'} aria-labelledby={id}>
      <Typography id={id} variant="h6" component="h2" sx={{ mb: 1 }}>
        {title}
      </Typography>
      {children}
    </Box>
  );
}

const rowSx = { ...listSx, display: 'flex', flexWrap: 'wrap', justifyContent: 'center', columnGap: 3, px: 2 } as const;

/** Links to pages of the app, each named in the page's language: a column, or a centred row. */
function PageLinks({ items, row = false }: { items: readonly NavItem[]; row?: boolean }) {
  const t = useT();
  return (
    <Box component="ul" sx={row ? rowSx : listSx}>
      {items.map((item) => (
        <li key={item.to}>
          <Link component={RouterLink} to={item.to} sx={linkSx}>
            {t(item.label)}
          </Link>
        </li>
      ))}
    </Box>
  );
}

export function Footer() {
  const t = useT();
  return (
    <Box component="footer" sx={{ bgcolor: colors.creamDeep, borderTop: 1, borderColor: 'divider' }}>
      <Container sx={{ py: 5, display: 'grid', gap: 4, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr', md: '1fr 1.4fr 1fr' } }}>
        <Column id="footer-quick-links" title={t('footer.quickLinksTitle')} nav>
          <PageLinks items={FOOTER_LINKS} />
        </Column>
        <Column id="footer-support" title={t('footer.supportTitle')}>
          <Box component="ul" sx={listSx}>
            <li>
              {t('footer.phoneLabel')}:{' '}
              <Link href={telHref(SUPPORT.phone)} sx={linkSx}>
                {SUPPORT.phone}
              </Link>
            </li>
            <li>
              {t('footer.emailLabel')}:{' '}
              <Link href={`mailto:${SUPPORT.email}`} sx={{ ...linkSx, overflowWrap: 'anywhere' }}>
                {SUPPORT.email}
              </Link>
            </li>
          </Box>
        </Column>
        <Column id="footer-follow" title={t('footer.followTitle')}>
          <Box component="ul" sx={{ ...listSx, display: 'flex', flexWrap: 'wrap', gap: 1 }}>
            {SOCIAL_LINKS.map((social) => (
              <li key={social.network}>
                <IconButton
                  component="a"
                  href={social.href}
                  aria-label={t(social.name)}
                  rel="noopener noreferrer"
                  sx={{ color: colors.amber, border: 2, borderColor: 'currentColor' }}
                >
                  <SocialIcon network={social.network} />
                </IconButton>
              </li>
            ))}
          </Box>
        </Column>
      </Container>
      <PageLinks items={FOOTER_POLICY_LINKS} row />
      <Typography sx={{ textAlign: 'center', pb: 4, px: 2, color: 'text.secondary' }}>
        {t('footer.copyright')} · {t('footer.tagline')}
      </Typography>
    </Box>
  );
}
