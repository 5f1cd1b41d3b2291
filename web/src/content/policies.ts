/**
 * /terms and /privacy: each page a list of short sections, each a heading and a few
 * paragraphs, or (what we keep) a heading per item with why and who sees it. Their words are
 * messages (i18n/messages, `terms.*` and `privacy.*`).
 */
import type { MessageKey } from '../i18n/areas';

export interface PolicySection {
  title: MessageKey;
  paragraphs: readonly MessageKey[];
}

/** An item of personal data the app keeps: what it is, why we keep it, who sees it. */
export interface KeptItem {
  title: MessageKey;
  why: MessageKey;
  who: MessageKey;
}

export const TERMS_SECTIONS: readonly PolicySection[] = [
  { title: 'terms.service.title', paragraphs: ['terms.service.text'] },
  { title: 'terms.joining.title', paragraphs: ['terms.joining.senior', 'terms.joining.volunteer'] },
  { title: 'terms.account.title', paragraphs: ['terms.account.text'] },
  { title: 'terms.visits.title', paragraphs: ['terms.visits.text'] },
  { title: 'terms.plans.title', paragraphs: ['terms.plans.text'] },
  { title: 'terms.ending.title', paragraphs: ['terms.ending.text'] },
  { title: 'terms.privacy.title', paragraphs: ['terms.privacy.text'] },
  { title: 'terms.changes.title', paragraphs: ['terms.changes.text'] },
];

type KeptName = 'contact' | 'home' | 'emergency' | 'senior' | 'volunteer' | 'visits' | 'messages' | 'choices' | 'consent' | 'record';

const kept = (item: KeptName): KeptItem => ({
  title: `privacy.kept.${item}.title`,
  why: `privacy.kept.${item}.why`,
  who: `privacy.kept.${item}.who`,
});

/** Each item of personal data we keep, as docs/privacy.md lists it. */
export const PRIVACY_KEPT: readonly KeptItem[] = (
  ['contact', 'home', 'emergency', 'senior', 'volunteer', 'visits', 'messages', 'choices', 'consent', 'record'] as const
).map(kept);

/** The sections after what we keep; the last, questions and complaints, names the e-mail. */
export const PRIVACY_SECTIONS: readonly PolicySection[] = [
  { title: 'privacy.device.title', paragraphs: ['privacy.device.text'] },
  { title: 'privacy.long.title', paragraphs: ['privacy.long.codes', 'privacy.long.resume', 'privacy.long.rest'] },
  { title: 'privacy.rights.title', paragraphs: ['privacy.rights.text', 'privacy.rights.nominee'] },
  { title: 'privacy.safety.title', paragraphs: ['privacy.safety.text'] },
];
