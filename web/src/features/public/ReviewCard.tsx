import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { colors } from '../../components/colors';
import { surfaceSx } from '../../components/surface';
import { HOME } from '../../content/home';

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
  return (
    <Box role="img" aria-label={HOME.ratingLabel(rating, MAX_STARS)} sx={{ display: 'inline-flex', gap: 0.25 }}>
      {Array.from({ length: MAX_STARS }, (_, i) => (
        <Star key={i} filled={i < rating} />
      ))}
    </Box>
  );
}

interface Review {
  name: string;
  age: number;
  type: string;
  rating: number;
  text: string;
}

export function ReviewCard({ review }: { review: Review }) {
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
        “{review.text}”
      </Typography>
      <Box component="figcaption">
        <Typography component="span" sx={{ display: 'block', fontWeight: 700 }}>
          {review.name}
        </Typography>
        <Typography component="span" sx={{ display: 'block', color: 'text.secondary' }}>
          {HOME.reviewAge(review.age)} · {review.type}
        </Typography>
      </Box>
    </Box>
  );
}
