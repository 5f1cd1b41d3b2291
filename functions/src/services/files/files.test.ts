import { describe, expect, it } from 'vitest';
import { CONTACT_ATTACHMENT_TYPES, type FileType } from '@gh/common/files';
import { fixture } from '@gh/testkit/fixtures';
import { detectFileType, safeFilename, sniffFileType } from './files.ts';

describe('detectFileType: by the bytes', () => {
  it.each([
    ['letter.pdf', 'pdf'],
    ['letter.doc', 'doc'],
    ['letter.docx', 'docx'],
    ['letter.odt', 'odt'],
    ['note.txt', 'txt'],
    ['photo.png', 'png'],
    ['photo.jpg', 'jpeg'],
    ['photo.gif', 'gif'],
    ['photo.webp', 'webp'],
  ] as [string, FileType][])('%s is %s', (name, type) => {
    expect(detectFileType(fixture(name))).toBe(type);
  });

  it.each(['program.exe', 'program.elf', 'program.zip', 'installer.msi', 'macros.docx'])(
    'does not take %s for a document or an image',
    (name) => {
      expect(detectFileType(fixture(name))).toBeNull();
    },
  );

  it('is not fooled by a name: a renamed program is still a program', () => {
    // The bytes are all it sees; this is what "report.pdf" would carry if it were program.exe.
    expect(sniffFileType(fixture('program.exe'), CONTACT_ATTACHMENT_TYPES)).toBeNull();
  });

  it('needs the whole signature, not its first bytes', () => {
    expect(detectFileType(Buffer.from('%PD'))).toBe('txt');
    expect(detectFileType(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a]))).toBeNull();
    expect(detectFileType(Buffer.from('RIFF\0\0\0\0WAVE'))).toBeNull();
  });

  it('refuses an empty file and text with control bytes', () => {
    expect(detectFileType(Buffer.alloc(0))).toBeNull();
    expect(detectFileType(Buffer.from('hello\0world'))).toBeNull();
    expect(detectFileType(Buffer.from('ring \u0007 the bell'))).toBeNull();
  });

  it('takes plain text in UTF-8 and in older single-byte encodings', () => {
    expect(detectFileType(Buffer.from('Namaste — नमस्ते\n'))).toBe('txt');
    expect(detectFileType(Buffer.from([0x63, 0x61, 0x66, 0xe9, 0x0d, 0x0a]))).toBe('txt'); // "café" in Latin-1
  });

  it('reads a file that is a slice of a larger buffer', () => {
    const pdf = fixture('letter.pdf');
    const whole = Buffer.concat([Buffer.from('\0\0\0\0'), pdf]);
    const inside = new Uint8Array(whole.buffer, whole.byteOffset + 4, pdf.length);
    expect(detectFileType(inside)).toBe('pdf');
  });

  it('refuses a ZIP whose directory is cut off', () => {
    const docx = fixture('letter.docx');
    expect(detectFileType(docx.subarray(0, docx.length - 30))).toBeNull();
  });
});

describe('sniffFileType: only the allowed types', () => {
  it('answers the type when it is allowed', () => {
    expect(sniffFileType(fixture('letter.pdf'), ['pdf', 'doc', 'docx'])).toBe('pdf');
  });

  it('answers null when the type is known but not allowed', () => {
    expect(sniffFileType(fixture('photo.png'), ['pdf', 'doc', 'docx'])).toBeNull();
    expect(sniffFileType(fixture('note.txt'), ['pdf', 'doc', 'docx'])).toBeNull();
  });

  it('takes every document and image type for the contact form', () => {
    const names = [
      'letter.pdf',
      'letter.doc',
      'letter.docx',
      'letter.odt',
      'note.txt',
      'photo.png',
      'photo.jpg',
      'photo.gif',
      'photo.webp',
    ];
    expect(names.map((name) => sniffFileType(fixture(name), CONTACT_ATTACHMENT_TYPES))).not.toContain(null);
  });
});

describe('safeFilename', () => {
  it.each([
    ['letter.pdf', 'pdf', 'letter.pdf'],
    ['Photo.JPEG', 'jpeg', 'Photo.JPEG'],
    ['holiday.jpg', 'jpeg', 'holiday.jpg'],
    ['notes', 'txt', 'notes.txt'],
    ['run.exe', 'txt', 'run.exe.txt'],
    ['C:\\Users\\kamala\\letter.pdf', 'pdf', 'letter.pdf'],
    ['../../etc/passwd', 'txt', 'passwd.txt'],
    ['', 'pdf', 'attachment.pdf'],
    ['...', 'pdf', 'attachment.pdf'],
    ['a\u0000b\nc.pdf', 'pdf', 'a_b_c.pdf'],
    ['invoice\u202Efdp.exe', 'pdf', 'invoice_fdp.exe.pdf'],
    ['what?.pdf', 'pdf', 'what_.pdf'],
  ] as [string, FileType, string][])('%j as %s is %j', (original, type, expected) => {
    expect(safeFilename(original, type)).toBe(expected);
  });

  it('keeps long names to 120 characters with the extension', () => {
    const name = safeFilename(`${'a'.repeat(300)}.pdf`, 'pdf');
    expect(name).toHaveLength(120);
    expect(name.endsWith('.pdf')).toBe(true);
  });
});
