/**
 * The volunteer application (spec sections 3 and 5): its fields, the shared schema's messages
 * per field (the server says the same), a first look at the resume, and the multipart body of
 * POST /volunteer/volunteer/application.
 */
import { MAX_UPLOAD_LABEL, RESUME_TYPES, fileTypeList } from '@gh/common/files';
import { SERVER_MESSAGES } from '@gh/common/messages';
import type { Lang } from '@gh/common/i18n';
import { applicationSchema, type ApplicationInput } from '@gh/common/schemas';
import { fileProblem } from '../../components/fileProblem';
import { issuesByField, type FormParse } from '../../components/useFormFields';

export const APPLICATION_INITIAL = {
  fullName: '',
  email: '',
  contact: '',
  motivation: '',
  companionshipMeaning: '',
  excitement: '',
  handlingLoneliness: '',
  experience: '',
  availability: '',
  languages: [] as string[],
};
export type ApplicationValues = typeof APPLICATION_INITIAL;

export function parseApplication(values: ApplicationValues): FormParse<ApplicationInput> {
  const result = applicationSchema.safeParse(values);
  return result.success ? { payload: result.data, errors: null } : { payload: null, errors: issuesByField(result.error) };
}

/** Why the chosen resume cannot be sent, if it cannot. */
export function resumeProblem(file: File): string | null {
  return fileProblem(file, RESUME_TYPES, SERVER_MESSAGES.resumeType);
}

/** "PDF, DOC or DOCX, up to 5 MB": said next to the resume field. */
export const RESUME_HINT = `${fileTypeList(RESUME_TYPES)}, up to ${MAX_UPLOAD_LABEL}.`;

/**
 * The multipart body: the spec's field names, each language as a repeated field, the resume as
 * `file`, and the page's `lang` (issue 15: the applicant's e-mails are written in it).
 */
export function applicationFormData(payload: ApplicationInput, resume: File | null, lang: Lang): FormData {
  const data = new FormData();
  data.append('lang', lang);
  for (const [name, value] of Object.entries(payload)) {
    for (const one of Array.isArray(value) ? value : [value]) data.append(name, one);
  }
  if (resume) data.append('file', resume, resume.name);
  return data;
}
