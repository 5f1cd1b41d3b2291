/**
 * A ten-minute link to a volunteer's photo (POST /files/photo-link, for the volunteer himself
 * and the senior linked with him), asked for again when his photo changes. The picture is
 * loaded once from it, so the link's short life does not matter to the page.
 */
import { useEffect, useState } from 'react';
import { apiRequest } from './api';
import { currentIdToken } from './idToken';

/** The link, or null while it is asked for, when there is no photo, or when it cannot be had. */
export function usePhotoLink(email: string, photoId: string | null | undefined): string | null {
  const key = photoId ? `${email}\n${photoId}` : '';
  const [got, setGot] = useState<{ key: string; link: string | null } | null>(null);
  useEffect(() => {
    if (!key) return;
    let active = true;
    currentIdToken()
      .then((token) => apiRequest<{ link: string }>('photoLink', { body: { email }, token }))
      .then(
        ({ link }) => active && setGot({ key, link }),
        () => active && setGot({ key, link: null }),
      );
    return () => {
      active = false;
    };
  }, [email, key]);
  return key && got?.key === key ? got.link : null;
}
