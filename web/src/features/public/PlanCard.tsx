import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { surfaceSx } from '../../components/surface';
import type { SubscriptionPlan } from '../../content/services';
import { useT } from '../../i18n/I18n';

function Tick() {
  return (
    <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true" focusable="false" style={{ flexShrink: 0, marginTop: 4 }}>
      <path d="M5 12.5l4.5 4.5L19 7.5" fill="none" stroke="currentColor" strokeWidth="2.4" strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  );
}

/** One subscription plan (spec section 9): name, price in rupees ("Free for 30 days", "₹999 per month") and features. */
export function PlanCard({ plan }: { plan: SubscriptionPlan }) {
  const t = useT();
  return (
    <Box component="article" sx={surfaceSx}>
      <Typography variant="h4" component="h3">
        {t(plan.name)}
      </Typography>
      <Typography sx={{ my: 1.5 }}>
        <Box component="span" sx={{ fontSize: '2.25rem', fontWeight: 700, color: 'text.primary' }}>
          {plan.price ?? t('services.plan.free')}
        </Box>{' '}
        <Box component="span" sx={{ color: 'text.secondary' }}>
          {plan.price ? t('services.plan.perMonth') : t('services.plan.forDays', { days: plan.trialDays ?? 0 })}
        </Box>
      </Typography>
      <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 1 }}>
        {plan.features.map((feature) => (
          <Box component="li" key={feature.key} sx={{ display: 'flex', gap: 1, color: 'text.primary' }}>
            <Box component="span" sx={{ color: 'primary.main', display: 'flex' }}>
              <Tick />
            </Box>
            {t(feature.key, feature.values)}
          </Box>
        ))}
      </Box>
    </Box>
  );
}
