/**
 * A ten-minute link to a volunteer's photo (POST /files/photo-link: for the volunteer himself,
 * the senior linked with him, and the members of her family circle who see his card), asked for
 * again when his photo changes. The picture is loaded once from it, so the link's short life does
 * not matter to the page. Two parts of a page showing the same photo (her visit card and the
 * note that he has arrived) share one ask, for a few minutes, well within the link's life.
 */
import { useEffect, useState } from 'react';
import { apiRequest } from './api';
import { currentIdToken } from './idToken';

const SHARED_MS = 5 * 60_000;
const asked = new Map<string, { at: number; link: Promise<string> }>();

/** Whose photo: the volunteer's e-mail, or `{senior}`, the volunteer of that senior (her family knows only her e-mail). */
export type PhotoOf = string | { senior: string };

function photoLink(key: string, body: { email: string } | { senior: string }): Promise<string> {
  const kept = asked.get(key);
  if (kept && Date.now() - kept.at < SHARED_MS) return kept.link;
  const link = currentIdToken()
    .then((token) => apiRequest<{ link: string }>('photoLink', { body, token }))
    .then((answer) => answer.link);
  // A refusal is not kept: the next part of the page asks again.
  link.catch(() => asked.delete(key));
  asked.set(key, { at: Date.now(), link });
  return link;
}

/** The link, or null while it is asked for, when there is no photo, or when it cannot be had. */
export function usePhotoLink(of: PhotoOf, photoId: string | null | undefined): string | null {
  // The body is rebuilt from plain strings, so a caller's new `{senior}` object each render asks nothing again.
  const [field, whose] = typeof of === 'string' ? (['email', of] as const) : (['senior', of.senior] as const);
  const key = photoId ? `${field}:${whose}\n${photoId}` : '';
  const [got, setGot] = useState<{ key: string; link: string | null } | null>(null);
  useEffect(() => {
    if (!key) return;
    let active = true;
    const body = field === 'email' ? { email: whose } : { senior: whose };
    photoLink(key, body).then(
      (link) => active && setGot({ key, link }),
      () => active && setGot({ key, link: null }),
    );
    return () => {
      active = false;
    };
  }, [field, whose, key]);
  return key && got?.key === key ? got.link : null;
}
