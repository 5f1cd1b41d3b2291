import { describe, expect, it } from 'vitest';
import { APPLICATION_STATUS, DAY_MS } from '@gh/common/constants';
import { NOTICE_VERSION, consentKey, consentRecord } from '@gh/common/consent';
import type { ApplicationDoc } from '@gh/common/documents';
import { seniorRegistrationSchema, volunteerRegistrationSchema } from '@gh/common/schemas';
import { sessionUser } from '../identity/accounts.ts';
import { newSenior, newVolunteer } from './people.ts';

const person = {
  name: 'Kamala Rao',
  email: 'kamala@example.com',
  phone: '+91 20 2612 3456',
  dob: '1942-09-30',
  address: '4 Shanti Niwas',
  city: '  New   Delhi ',
  state: 'Delhi',
  zipcode: '110001',
  emergencycontact: { emergencyContactName: 'Anil Rao', emergencyContactPhone: '+91 98220 33333', emergencyContactRelation: 'Son' },
  consentVersion: NOTICE_VERSION,
};
const now = Date.UTC(2026, 0, 15);

describe('newSenior', () => {
  it('starts a 30-day trial, unlinked, placed by her PIN code, the city kept as she typed it', () => {
    const form = seniorRegistrationSchema.parse({ ...person, interests: ['Music'], services: ['Companionship'] });
    const doc = newSenior(form, now);
    expect(doc).toMatchObject({
      name: 'Kamala Rao',
      city: 'New   Delhi',
      place: { pin: '110001', districtKey: 'delhi/central-delhi' },
      specialneeds: '',
      volunteer: null,
      createdAt: now,
    });
    expect(doc.trialEndsAt - now).toBe(30 * DAY_MS);
  });

  it('speaks the languages she chose, or else the language of the page she registered on', () => {
    expect(newSenior(seniorRegistrationSchema.parse({ ...person, languages: ['Tamil'] }), now, 'mr').languages).toEqual(['Tamil']);
    expect(newSenior(seniorRegistrationSchema.parse(person), now, 'mr').languages).toEqual(['Marathi']);
    expect(newSenior(seniorRegistrationSchema.parse(person), now).languages).toEqual(['English']);
  });

  it('records her agreement to the privacy notice, in the language of the page, at her registration', () => {
    const doc = newSenior(seniorRegistrationSchema.parse(person), now, 'hi');
    expect(doc.consents).toEqual({ [consentKey(NOTICE_VERSION)]: consentRecord(NOTICE_VERSION, 'hi', now, 'registration') });
    expect(doc).not.toHaveProperty('consentVersion');
  });

  it('refuses a PIN code India Post does not know', () => {
    expect(() => newSenior(seniorRegistrationSchema.parse({ ...person, zipcode: '999999' }), now)).toThrow(
      expect.objectContaining({ code: 'pinUnknown' }),
    );
  });
});

describe('newVolunteer', () => {
  it('takes the languages and the resume (as the CV) from the application, and starts without a senior', () => {
    const form = volunteerRegistrationSchema.parse({ ...person, email: 'aditi@example.com', skills: ['Reading'] });
    const resume = { filename: 'cv.pdf', path: 'resumes/aditi/cv.pdf', contentType: 'application/pdf' };
    const application = { languages: ['English', 'Hindi'], status: APPLICATION_STATUS.accepted, resume } as unknown as ApplicationDoc;
    const doc = newVolunteer(form, application, now);
    expect(doc).toMatchObject({
      languages: ['English', 'Hindi'],
      hobbies: '',
      certification: '',
      cv: resume,
      senior: null,
      createdAt: now,
      skills: ['Reading'],
      availability: [],
    });
    expect(newVolunteer(form, { ...application, languages: [] }, now, 'hi').languages).toEqual(['Hindi']);
  });
});

describe('sessionUser', () => {
  it('keeps what the cookie needs and nothing personal beyond it', () => {
    const senior = newSenior(seniorRegistrationSchema.parse({ ...person, interests: ['Music'] }), now);
    expect(sessionUser('senior', senior)).toEqual({
      role: 'senior',
      name: 'Kamala Rao',
      email: 'kamala@example.com',
      city: 'New   Delhi',
      interests: ['Music'],
    });
    const volunteer = newVolunteer(
      volunteerRegistrationSchema.parse({ ...person, skills: ['Games'] }),
      { languages: [] } as unknown as ApplicationDoc,
      now,
    );
    const user = sessionUser('volunteer', volunteer);
    expect(user).toEqual({ role: 'volunteer', name: 'Kamala Rao', email: 'kamala@example.com', city: 'New   Delhi', skills: ['Games'] });
    expect(JSON.stringify(user)).not.toMatch(/phone|dob|address|emergency/);
  });
});
