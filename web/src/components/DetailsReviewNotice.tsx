/**
 * What the owner of an e-mail sees once she has proven it, when an account was registered with
 * it by SMS before (the person document's `review`): when and from which mobile number, that the
 * details are what was entered then, to keep or correct, and, while that number signs nothing
 * in, that it does not. /dashboard leads to /profile from it; /profile keeps the details from
 * it (or saves them corrected). The page loads the `review` area.
 */
import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { DetailsReview } from '@gh/common/documents';
import { momentIn } from '@gh/common/locale-format';
import { useLang, useT } from '../i18n/I18n';

interface DetailsReviewNoticeProps {
  review: DetailsReview;
  /** The number it was registered from signs nothing in until she keeps or corrects the details. */
  phoneOff: boolean;
  /** What the page offers: a way to the profile, or Keep. */
  children: ReactNode;
}

export function DetailsReviewNotice({ review, phoneOff, children }: DetailsReviewNoticeProps) {
  const t = useT();
  const lang = useLang();
  return (
    <Box
      component="section"
      aria-labelledby="details-review-title"
      sx={{
        mb: 4,
        p: { xs: 2, md: 3 },
        border: 2,
        borderColor: 'warning.main',
        borderRadius: 3,
        bgcolor: 'background.paper',
        maxWidth: 720,
      }}
    >
      <Typography id="details-review-title" variant="h2" sx={{ fontSize: '1.5rem', mb: 1.5 }}>
        {t('review.title')}
      </Typography>
      <Typography sx={{ fontSize: '1.1875rem', mb: 1.5 }}>
        {t('review.text', { date: momentIn(review.registeredAt, lang), phone: review.phone })}
      </Typography>
      {phoneOff && <Typography sx={{ fontSize: '1.1875rem', mb: 1.5 }}>{t('review.phoneOff', { phone: review.phone })}</Typography>}
      {children}
    </Box>
  );
}
