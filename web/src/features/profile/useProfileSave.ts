/**
 * Save on /profile: the multipart body goes to the member's own route with their ID token.
 * The live document then shows what was saved; the form keeps what was typed either way, and
 * once saved its draft (profileDraft) is forgotten.
 */
import { useState } from 'react';
import type { Outcome } from '../../components/outcome';
import { useServerText } from '../../components/serverText';
import { apiRequest } from '../../lib/api';
import { currentIdToken } from '../../lib/idToken';
import { clearDraft } from '../../lib/drafts';
import type { Role } from '../../lib/session';
import { profileDraft } from './profileForm';

export function useProfileSave(role: Role, email: string) {
  const said = useServerText();
  const [saving, setSaving] = useState(false);
  const [outcome, setOutcome] = useState<Outcome | null>(null);

  /** Resolves true when the server stored it. */
  async function save(data: FormData): Promise<boolean> {
    setSaving(true);
    setOutcome(null);
    try {
      const answer = await apiRequest<{ message: string }>(role === 'volunteer' ? 'saveVolunteer' : 'saveSenior', {
        params: { email },
        formData: data,
        token: await currentIdToken(),
      });
      clearDraft(profileDraft(role, email));
      setOutcome({ severity: 'success', message: said.success(answer.message) });
      return true;
    } catch (error) {
      setOutcome({ severity: 'error', message: said.failure(error) });
      return false;
    } finally {
      setSaving(false);
    }
  }

  return { saving, outcome, save, dismiss: () => setOutcome(null) };
}
