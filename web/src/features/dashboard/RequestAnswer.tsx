/**
 * A volunteer asked to visit the senior: who they are (name, e-mail second, skills, languages)
 * and the senior's Yes or No. No asks once more, gently, since it ends the request.
 */
import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { firstName, type Link } from '@gh/common/documents';
import type { SeniorAnswerState } from './useSeniorAnswer';

const listText = (list: string[] | undefined) => (list && list.length > 0 ? list.join(', ') : null);

export function RequestAnswer({ request, state }: { request: Link; state: SeniorAnswerState }) {
  const [confirmingNo, setConfirmingNo] = useState(false);
  const first = firstName(request.name) || request.name;
  const skills = listText(request.skills);
  const languages = listText(request.languages);
  const busy = state.pending !== null;
  const saidYes = request.answer === 'yes';

  return (
    <Box data-testid="request-answer">
      <Typography variant="h5" component="h3" sx={{ mb: 0.5, overflowWrap: 'anywhere' }}>
        {request.name} would like to visit you
      </Typography>
      <Typography sx={{ color: 'text.secondary', mb: 1.5, overflowWrap: 'anywhere' }}>{request.email}</Typography>
      {skills && <Typography>Can help with: {skills}</Typography>}
      {languages && <Typography>Speaks: {languages}</Typography>}
      {saidYes ? (
        <Typography sx={{ mt: 2, fontWeight: 700 }}>
          You said Yes. The admin will arrange the visit and let you both know.
        </Typography>
      ) : (
        <Typography sx={{ mt: 2, fontWeight: 700 }}>Would you like {first} to visit you?</Typography>
      )}
      {confirmingNo ? (
        <Box role="group" aria-label={`Say no to ${first}`} sx={{ mt: 1.5 }}>
          <Typography sx={{ mb: 1.5 }}>
            We will tell {first} kindly that a visit is not possible just now, and show you your matches again.
          </Typography>
          <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.5 }}>
            <Button variant="contained" disabled={busy} onClick={() => void state.answer(request.email, 'no')}>
              {state.pending === 'no' ? 'Sending…' : 'Say no'}
            </Button>
            <Button variant="outlined" disabled={busy} onClick={() => setConfirmingNo(false)}>
              Go back
            </Button>
          </Box>
        </Box>
      ) : (
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.5, mt: 1.5 }}>
          {!saidYes && (
            <Button variant="contained" disabled={busy} onClick={() => void state.answer(request.email, 'yes')}>
              {state.pending === 'yes' ? 'Sending…' : `Yes, ${first} may visit`}
            </Button>
          )}
          <Button variant="outlined" disabled={busy} onClick={() => setConfirmingNo(true)}>
            {saidYes ? 'I have changed my mind' : 'No, not now'}
          </Button>
        </Box>
      )}
    </Box>
  );
}
