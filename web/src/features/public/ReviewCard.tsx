import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { colors } from '../../components/colors';
import { surfaceSx } from '../../components/surface';
import { useT } from '../../i18n/I18n';
import type { MessageKey } from '../../i18n/areas';

const MAX_STARS = 5;

function Star({ filled }: { filled: boolean }) {
  return (
    <svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true" focusable="false">
      <path
        d="M12 2.8l2.8 5.9 6.4.8-4.7 4.4 1.2 6.4L12 17.2l-5.7 3.1 1.2-6.4-4.7-4.4 6.4-.8z"
        fill={filled ? colors.star : 'none'}
        stroke={colors.star}
        strokeWidth="1.5"
        strokeLinejoin="round"
      />
    </svg>
  );
}

/** The stars are one image to a screen reader, read as "Rated 5 out of 5 stars". */
export function Stars({ rating }: { rating: number }) {
  const t = useT();
  return (
    <Box role="img" aria-label={t('home.ratingLabel', { stars: rating, outOf: MAX_STARS })} sx={{ display: 'inline-flex', gap: 0.25 }}>
      {Array.from({ length: MAX_STARS }, (_, i) => (
        <Star key={i} filled={i < rating} />
      ))}
    </Box>
  );
}

/** A senior's review: the name and words are messages, in the page's language. */
interface Review {
  name: MessageKey;
  age: number;
  rating: number;
  text: MessageKey;
}

export function ReviewCard({ review }: { review: Review }) {
  const t = useT();
  return (
    <Box
      component="figure"
      sx={{
        ...surfaceSx,
        m: 0,
        display: 'flex',
        flexDirection: 'column',
        gap: 2,
      }}
    >
      <Stars rating={review.rating} />
      <Typography component="blockquote" sx={{ m: 0, flexGrow: 1, fontStyle: 'italic' }}>
        “{t(review.text)}”
      </Typography>
      <Box component="figcaption">
        <Typography component="span" sx={{ display: 'block', fontWeight: 700 }}>
          {t(review.name)}
        </Typography>
        <Typography component="span" sx={{ display: 'block', color: 'text.secondary' }}>
          {t('home.reviewAge', { age: review.age })} · {t('home.reviewerType')}
        </Typography>
      </Box>
    </Box>
  );
}
