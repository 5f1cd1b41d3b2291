/**
 * A volunteer's photo and introduction, over HTTP against the local stack: POST
 * /volunteer/{email}/photo stores a small JPEG made afresh, POST /files/photo-link gives its
 * ten-minute link to the volunteer and to the senior linked with him only, and the senior's
 * card (her link) follows his photo and two lines.
 */
import { describe, expect, it } from 'vitest';
import { INTRO_MAX, MAX_UPLOAD_BYTES, PHOTO_MAX_EDGE } from '@gh/common/constants';
import type { VolunteerRecord } from '@gh/common/documents';
import { SERVER_MESSAGES } from '@gh/common/messages';
import { api, apiUrl, webUrl, withTamperedSignature } from '@gh/testkit/stack';
import { bucket } from '@gh/testkit/applicant';
import { fixture } from '@gh/testkit/fixtures';
import { bearer } from '@gh/testkit/identity';
import { addMember, newCity, postForm, readMember, requestedPair } from '@gh/testkit/members';

/** The volunteer's photo upload; `file` null sends the form without one. */
const upload = (
  email: string,
  token?: string,
  file: { filename: string; bytes: Buffer } | null = { filename: 'me.jpg', bytes: fixture('camera-photo.jpg') },
) => postForm(`/volunteer/${encodeURIComponent(email)}/photo`, {}, token, file ?? undefined);
const photoFiles = async (email: string) => (await bucket().getFiles({ prefix: `photos/${email}/` }))[0].map((file) => file.name);
const linkFor = (email: unknown, token?: string) => api('POST', '/files/photo-link', { email }, token ? bearer(token) : {});

/** Width and height from a JPEG's start-of-frame marker. */
function jpegSize(bytes: Buffer): { width: number; height: number } {
  for (let at = 2; at + 9 < bytes.length; ) {
    const marker = bytes[at + 1]!;
    if (marker >= 0xc0 && marker <= 0xc3) return { height: bytes.readUInt16BE(at + 5), width: bytes.readUInt16BE(at + 7) };
    at += 2 + bytes.readUInt16BE(at + 2);
  }
  throw new Error('no frame');
}

async function openLink(link: string) {
  const response = await fetch(`${webUrl}${link}`);
  return { status: response.status, type: response.headers.get('content-type'), bytes: Buffer.from(await response.arrayBuffer()) };
}

describe('a volunteer adds a photo', () => {
  it("is stored as a new JPEG at most 512 px, without the camera's EXIF, and shown to him through a link", async () => {
    const volunteer = await addMember('volunteer', { city: newCity() });
    expect(await upload(volunteer.email, volunteer.token)).toEqual({ status: 200, json: { message: SERVER_MESSAGES.photoSaved } });
    const { photo } = await readMember('volunteer', volunteer.email);
    expect(photo).toMatchObject({ path: `photos/${volunteer.email}/${photo!.id}.jpg`, contentType: 'image/jpeg', filename: 'photo.jpg' });
    expect(await photoFiles(volunteer.email)).toEqual([photo!.path]);

    const record = await api('GET', `/volunteer/${encodeURIComponent(volunteer.email)}`, undefined, bearer(volunteer.token));
    const shown = (record.json as unknown as VolunteerRecord).photo;
    expect(shown).toEqual({ filename: 'photo.jpg', link: expect.stringMatching(/^\/api\/files\/photo\?email=.+&expires=\d+&sig=/) });
    expect(record.text).not.toContain('"path"');

    const opened = await openLink(shown!.link);
    expect(opened).toMatchObject({ status: 200, type: 'image/jpeg' });
    // 720 x 960 in, the longer edge brought to 512.
    expect(jpegSize(opened.bytes)).toEqual({ width: 384, height: PHOTO_MAX_EDGE });
    expect(opened.bytes.includes('PhoneCam')).toBe(false);
    expect(opened.bytes.includes('18.5204N')).toBe(false);
  });

  it('takes PNG and WebP, and a new photo replaces the old one, whose link stops working', async () => {
    const volunteer = await addMember('volunteer', { city: newCity() });
    expect((await upload(volunteer.email, volunteer.token, { filename: 'me.png', bytes: fixture('photo.png') })).status).toBe(200);
    const first = (await readMember('volunteer', volunteer.email)).photo!;
    const { link } = (await linkFor(volunteer.email, volunteer.token)).json as { link: string };
    expect((await openLink(link)).status).toBe(200);

    expect((await upload(volunteer.email, volunteer.token, { filename: 'me.webp', bytes: fixture('photo.webp') })).status).toBe(200);
    const second = (await readMember('volunteer', volunteer.email)).photo!;
    expect(second.id).not.toBe(first.id);
    expect(await photoFiles(volunteer.email)).toEqual([second.path]);
    // A small picture is not made larger.
    expect(
      jpegSize((await openLink(((await linkFor(volunteer.email, volunteer.token)).json as { link: string }).link)).bytes).width,
    ).toBeLessThan(PHOTO_MAX_EDGE);
    expect(await openLink(link)).toMatchObject({ status: 403 });
    const tampered = await fetch(`${webUrl}${withTamperedSignature(link)}`);
    expect(await tampered.json()).toEqual({ message: SERVER_MESSAGES.photoLinkInvalid, code: 'photoLinkInvalid' });
  });

  it("refuses no token, another person's token and a senior, storing nothing", async () => {
    const city = newCity();
    const [volunteer, other, senior] = await Promise.all([
      addMember('volunteer', { city }),
      addMember('volunteer', { city }),
      addMember('senior', { city }),
    ]);
    expect(await upload(volunteer.email)).toMatchObject({ status: 401, json: { code: 'unauthenticated' } });
    expect(await upload(volunteer.email, other.token)).toMatchObject({ status: 403, json: { code: 'forbidden' } });
    expect(await upload(volunteer.email, senior.token)).toMatchObject({ status: 403, json: { code: 'forbidden' } });
    // Her own address is no volunteer's.
    expect(await upload(senior.email, senior.token)).toMatchObject({ status: 404, json: { code: 'volunteerNotFound' } });
    for (const email of [volunteer.email, senior.email]) expect(await photoFiles(email)).toEqual([]);
    expect((await readMember('volunteer', volunteer.email)).photo).toBeUndefined();
  });

  it.each([
    ['a PDF', { filename: 'me.jpg', bytes: fixture('letter.pdf') }, 415, 'photoType'],
    ['a GIF', { filename: 'me.gif', bytes: fixture('photo.gif') }, 415, 'photoType'],
    ['a program named .jpg', { filename: 'me.jpg', bytes: fixture('program.exe') }, 415, 'photoType'],
    [
      'a JPEG that is only its first bytes',
      { filename: 'me.jpg', bytes: Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(200, 7)]) },
      415,
      'photoType',
    ],
    ['an empty file', { filename: 'me.jpg', bytes: Buffer.alloc(0) }, 400, 'fileEmpty'],
    [
      'a file over the limit',
      { filename: 'me.jpg', bytes: Buffer.concat([fixture('photo.jpg'), Buffer.alloc(MAX_UPLOAD_BYTES)]) },
      413,
      'fileTooLarge',
    ],
  ])('refuses %s and stores nothing', async (_name, file, status, code) => {
    const volunteer = await addMember('volunteer', { city: newCity() });
    expect(await upload(volunteer.email, volunteer.token, file)).toMatchObject({ status, json: { code } });
    expect(await photoFiles(volunteer.email)).toEqual([]);
    expect((await readMember('volunteer', volunteer.email)).photo).toBeUndefined();
  });

  it('refuses a form without a file, two files and malformed multipart', async () => {
    const volunteer = await addMember('volunteer', { city: newCity() });
    const path = `${apiUrl}/volunteer/${encodeURIComponent(volunteer.email)}/photo`;
    expect(await upload(volunteer.email, volunteer.token, null)).toMatchObject({ status: 400, json: { code: 'fileEmpty' } });

    const two = new FormData();
    for (const name of ['a.jpg', 'b.jpg']) two.append('file', new Blob([fixture('photo.jpg')]), name);
    const twoFiles = await fetch(path, { method: 'POST', body: two, headers: bearer(volunteer.token) });
    expect(twoFiles.status).toBe(400);
    expect(await twoFiles.json()).toMatchObject({ code: 'oneFileOnly' });

    const send = (body: string, type: string) =>
      fetch(path, { method: 'POST', body, headers: { ...bearer(volunteer.token), 'content-type': type } });
    for (const [body, type] of [
      ['{"file":"me.jpg"}', 'application/json'],
      ['no boundary', 'multipart/form-data'],
      ['--xyz\r\nContent-Disposition: form-data; name="file"; filename="a.jpg"\r\n\r\n\xff\xd8', 'multipart/form-data; boundary=xyz'],
    ]) {
      const answer = await send(body!, type!);
      expect([answer.status, ((await answer.json()) as { code: string }).code], body).toEqual([400, 'badForm']);
    }
    expect(await photoFiles(volunteer.email)).toEqual([]);
  });

  it('of 20 identical uploads sent together, each replaces the one before: one file is left, the one the record names', async () => {
    const volunteer = await addMember('volunteer', { city: newCity() });
    const answers = await Promise.all(Array.from({ length: 20 }, () => upload(volunteer.email, volunteer.token)));
    expect(answers.map((answer) => answer.status)).toEqual(Array(20).fill(200));
    const { photo } = await readMember('volunteer', volunteer.email);
    expect(await photoFiles(volunteer.email)).toEqual([photo!.path]);
    // Twenty requests wait their turn at the Functions emulator: slow on a loaded machine.
  }, 180_000);
});

describe('who may see the photo', () => {
  it('the senior linked with him gets a link that works; her card follows his photo', async () => {
    const { volunteer, senior } = await requestedPair();
    expect((await upload(volunteer.email, volunteer.token)).status).toBe(200);
    const { photo } = await readMember('volunteer', volunteer.email);
    expect((await readMember('senior', senior.email)).volunteer).toMatchObject({ photoId: photo!.id, checked: false, intro: '' });

    const answer = await linkFor(volunteer.email, senior.token);
    expect(answer.status, answer.text).toBe(200);
    expect(answer.json).toEqual({ link: expect.stringMatching(/^\/api\/files\/photo\?/) });
    expect(await openLink((answer.json as { link: string }).link)).toMatchObject({ status: 200, type: 'image/jpeg' });
  });

  it('refuses no token, another senior, another volunteer and anyone asking of a volunteer without a photo', async () => {
    const { city, volunteer, senior } = await requestedPair();
    const [otherSenior, otherVolunteer] = await Promise.all([addMember('senior', { city }), addMember('volunteer', { city })]);
    // Before there is a photo: his own ask and his senior's say so; a stranger learns nothing.
    expect(await linkFor(volunteer.email, volunteer.token)).toMatchObject({ status: 404, json: { code: 'noPhoto' } });
    expect(await linkFor(volunteer.email, senior.token)).toMatchObject({ status: 404, json: { code: 'noPhoto' } });
    expect(await linkFor(volunteer.email, otherSenior.token)).toMatchObject({ status: 403, json: { code: 'forbidden' } });
    expect((await upload(volunteer.email, volunteer.token)).status).toBe(200);

    expect(await linkFor(volunteer.email)).toMatchObject({ status: 401, json: { code: 'unauthenticated' } });
    expect(await linkFor(volunteer.email, otherSenior.token)).toMatchObject({ status: 403, json: { code: 'forbidden' } });
    expect(await linkFor(volunteer.email, otherVolunteer.token)).toMatchObject({ status: 403, json: { code: 'forbidden' } });
    expect(await linkFor('nobody@example.com', senior.token)).toMatchObject({ status: 403, json: { code: 'forbidden' } });
  });

  it('refuses odd and huge bodies', async () => {
    const volunteer = await addMember('volunteer', { city: newCity() });
    for (const email of [undefined, 42, 'not-an-email', ['a@example.com'], `${'x'.repeat(200_000)}@example.com`]) {
      expect((await linkFor(email, volunteer.token)).status, JSON.stringify(email)?.slice(0, 40)).toBe(400);
    }
    expect((await api('POST', '/files/photo-link', '{"email":', bearer(volunteer.token))).status).toBe(400);
  });
});

describe('the two-line introduction', () => {
  const place = (city: string) => ({
    name: 'Aditi Sharma',
    address: '3 New Road',
    city,
    state: 'Maharashtra',
    zipcode: '411002',
    ename: 'Ravi Sharma',
    ephone: '+91 90000 00000',
    erelation: 'Brother',
    skills: 'Reading',
  });
  const save = (email: string, fields: Record<string, string>, token: string) =>
    postForm(`/volunteer/${encodeURIComponent(email)}`, fields, token);

  it("is saved with the profile and shown on his senior's card; a save without it keeps it", async () => {
    const { city, volunteer, senior } = await requestedPair();
    const intro = 'I love old Hindi songs.\nI can help with phones and letters.';
    expect((await save(volunteer.email, { ...place(city), intro }, volunteer.token)).status).toBe(200);
    expect((await readMember('volunteer', volunteer.email)).intro).toBe(intro);
    expect((await readMember('senior', senior.email)).volunteer).toMatchObject({ intro });
    expect((await save(volunteer.email, place(city), volunteer.token)).status).toBe(200);
    expect((await readMember('senior', senior.email)).volunteer?.intro).toBe(intro);
  });

  it.each([
    ['too long', 'a'.repeat(INTRO_MAX + 1), 'Introduction is too long'],
    ['three lines', 'one\ntwo\nthree', 'Introduction may have at most 2 lines'],
    ['a control character', 'ring \u0007 the bell', 'Introduction may not contain control characters'],
  ])('refuses one %s and keeps the one stored', async (_name, intro, message) => {
    const volunteer = await addMember('volunteer', { city: newCity() });
    expect((await save(volunteer.email, { ...place(volunteer.doc.city), intro: 'Hello' }, volunteer.token)).status).toBe(200);
    expect(await save(volunteer.email, { ...place(volunteer.doc.city), intro }, volunteer.token)).toMatchObject({
      status: 400,
      json: { message },
    });
    expect((await readMember('volunteer', volunteer.email)).intro).toBe('Hello');
  });
});
