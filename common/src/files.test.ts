import { describe, expect, it } from 'vitest';
import { MAX_UPLOAD_BYTES } from './constants.ts';
import { CONTACT_ATTACHMENT_TYPES, MAX_UPLOAD_LABEL, acceptAttribute, fileTypeList, formatFileSize, hasExtensionOf } from './files.ts';
import { SERVER_MESSAGES } from './messages.ts';

describe('upload types as people and pickers see them', () => {
  it('lists types as one phrase', () => {
    expect(fileTypeList(['pdf'])).toBe('PDF');
    expect(fileTypeList(['pdf', 'doc', 'docx'])).toBe('PDF, DOC or DOCX');
    expect(fileTypeList(CONTACT_ATTACHMENT_TYPES)).toBe('PDF, DOC, DOCX, ODT, TXT, PNG, JPEG, GIF or WEBP');
  });

  it('offers extensions and content types to the file picker', () => {
    expect(acceptAttribute(['pdf', 'jpeg'])).toBe('.pdf,application/pdf,.jpg,.jpeg,image/jpeg');
  });

  it('recognises extensions in any case', () => {
    expect(hasExtensionOf('Holiday.JPG', CONTACT_ATTACHMENT_TYPES)).toBe(true);
    expect(hasExtensionOf('letter.pdf.exe', CONTACT_ATTACHMENT_TYPES)).toBe(false);
    expect(hasExtensionOf('pdf', ['pdf'])).toBe(false);
  });

  it('states the limit the server enforces', () => {
    expect(MAX_UPLOAD_BYTES).toBe(5 * 1024 * 1024);
    expect(MAX_UPLOAD_LABEL).toBe('5 MB');
    expect(SERVER_MESSAGES.fileTooLarge).toContain('5 MB');
    expect(SERVER_MESSAGES.contactAttachmentType).toContain(fileTypeList(CONTACT_ATTACHMENT_TYPES));
  });

  it('writes sizes as people read them', () => {
    expect(formatFileSize(10)).toBe('1 KB');
    expect(formatFileSize(340 * 1024)).toBe('340 KB');
    expect(formatFileSize(1.25 * 1024 * 1024)).toBe('1.3 MB');
  });
});
