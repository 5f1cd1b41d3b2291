/** Every word of the /contact page, in one place. */
import { CONTACT_ATTACHMENT_TYPES, MAX_UPLOAD_LABEL, fileTypeList } from '@gh/common/files';

export const CONTACT_TEXT = {
  title: 'Contact Us',
  lead: 'Write to us and we will reply by e-mail. You can also call us.',
  formHeading: 'Send us a message',
  requiredNote: 'All fields are required, except the attachment.',
  labels: { name: 'Your name', email: 'Your e-mail address', message: 'Your message' },
  hints: {
    email: 'We will send our reply here.',
  },
  attachment: {
    label: 'Attach a file (optional)',
    choose: 'Choose a file',
    replace: 'Choose another file',
    remove: 'Remove file',
    none: 'No file chosen.',
    chosen: 'Chosen file:',
    hint: `A document or a photo: ${fileTypeList(CONTACT_ATTACHMENT_TYPES)}. Up to ${MAX_UPLOAD_LABEL}.`,
  },
  send: 'Send Message',
  sending: 'Sending…',
  replyTo: (email: string) => `We will reply to ${email}.`,
  details: {
    heading: 'Other ways to reach us',
    phoneLabel: 'Phone',
    emailLabel: 'E-mail',
    emergencyHeading: 'Emergency support line',
    emergencyText: 'Open 24 hours a day, 7 days a week, for registered members.',
    emergencyNote: 'In a medical emergency, call 112 first.',
  },
} as const;
