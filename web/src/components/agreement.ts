import { NOTICE_VERSION } from '@gh/common/consent';

/**
 * A form's tick box under the privacy notice (PrivacyNotice.tsx; ['yes'] when ticked, last in
 * the form, so a refused submit focuses it only when all else is right) as its payload's
 * `consentVersion`: the version of the notice the page shows, or nothing, which the schema refuses.
 */
export const agreedVersion = ({ consentVersion }: { consentVersion: string[] }) => (consentVersion.length > 0 ? NOTICE_VERSION : undefined);
