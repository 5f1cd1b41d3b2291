/**
 * The volunteer application (spec sections 3 and 5): its fields, the shared schema's messages
 * per field (the server says the same), a first look at the resume, and the multipart body of
 * POST /volunteer/volunteer/application.
 */
import { MAX_UPLOAD_BYTES } from '@gh/common/constants';
import { FILE_TYPES, RESUME_TYPES } from '@gh/common/files';
import type { Lang } from '@gh/common/i18n';
import { orListIn } from '@gh/common/locale-format';
import { SERVER_MESSAGES } from '@gh/common/messages';
import { applicationSchema, type ApplicationInput } from '@gh/common/schemas';
import type { Translate } from '@gh/common/translate';
import type { AttachmentText } from '../../components/AttachmentField';
import { agreedVersion } from '../../components/agreement';
import { fileProblem } from '../../components/fileProblem';
import { issuesByField, type FormParse } from '../../components/useFormFields';
import type { MessageKey } from '../../i18n/areas';
import { draftKey } from '../../lib/drafts';

/** The application's draft, for the tab: its fields, and the chosen resume (lib/useDraftFile.ts). */
export const APPLICATION_DRAFT = draftKey('apply');

export const APPLICATION_INITIAL = {
  fullName: '',
  email: '',
  contact: '',
  /** Where the applicant lives: the API takes it as optional, this form asks for it. */
  zipcode: '',
  motivation: '',
  companionshipMeaning: '',
  excitement: '',
  handlingLoneliness: '',
  experience: '',
  availability: '',
  languages: [] as string[],
  consentVersion: [] as string[],
};
export type ApplicationValues = typeof APPLICATION_INITIAL;

/** The shared schema's checks, and this form's own: the PIN code is asked for (the API, as the spec's, goes without). */
export function parseApplication(values: ApplicationValues): FormParse<ApplicationInput> {
  const result = applicationSchema.safeParse({ ...values, consentVersion: agreedVersion(values) });
  const errors = result.success ? {} : issuesByField(result.error);
  if (!values.zipcode.trim()) errors.zipcode ??= PIN_REQUIRED;
  return result.success && !Object.keys(errors).length ? { payload: result.data, errors: null } : { payload: null, errors };
}

/** In the shared schemas' words (fieldErrorText says it in the page's language). */
const PIN_REQUIRED = 'PIN code is required';

/** Why the chosen resume cannot be sent, if it cannot, in the server's words (resumeWords says them in the page's language). */
export function resumeProblem(file: File): string | null {
  return fileProblem(file, RESUME_TYPES, SERVER_MESSAGES.resumeType);
}

/** The server's words for a resume it refuses (fileProblem's too), each with its message. */
const RESUME_PROBLEMS = new Map<string, MessageKey>([
  [SERVER_MESSAGES.resumeType, 'apply.problem.resumeType'],
  [SERVER_MESSAGES.fileTooLarge, 'apply.problem.fileTooLarge'],
  [SERVER_MESSAGES.fileEmpty, 'apply.problem.fileEmpty'],
]);

/**
 * The resume field's words in the page's language: "PDF, DOC or DOCX, up to 5 MB" (the types
 * joined by the language's "or"), and `problem`, a refusal of the resume in the page's words (any
 * other text as it is).
 */
export function resumeWords(t: Translate<MessageKey>, lang: Lang): { text: AttachmentText; problem: (said: string) => string } {
  const values = {
    types: orListIn(
      RESUME_TYPES.map((type) => FILE_TYPES[type].label),
      lang,
    ),
    megabytes: MAX_UPLOAD_BYTES / (1024 * 1024),
  };
  return {
    text: {
      label: t('apply.resume.label'),
      hint: t('apply.resume.hint', values),
      choose: t('apply.resume.choose'),
      replace: t('apply.resume.replace'),
      remove: t('apply.resume.remove'),
      none: t('apply.resume.none'),
      chosen: t('apply.resume.chosen'),
    },
    problem: (said) => {
      const key = RESUME_PROBLEMS.get(said);
      return key ? t(key, values) : said;
    },
  };
}

/**
 * The multipart body: the spec's field names, each language as a repeated field, the resume as
 * `file`, and the page's `lang` (the applicant's e-mails are written in it).
 */
export function applicationFormData(payload: ApplicationInput, resume: File | null, lang: Lang): FormData {
  const data = new FormData();
  data.append('lang', lang);
  for (const [name, value] of Object.entries(payload)) {
    for (const one of Array.isArray(value) ? value : [value]) data.append(name, String(one));
  }
  if (resume) data.append('file', resume, resume.name);
  return data;
}
