import { CONSENT_MISSING, NOTICE_VERSION } from '@gh/common/consent';
import { describe, expect, it } from 'vitest';
import { SENIOR_INITIAL, VOLUNTEER_INITIAL, inviteValues, parseSenior, parseVolunteer, seniorInitial } from './registrationForm';

const person = {
  firstName: ' Kamala ',
  lastName: 'Rao',
  email: 'Kamala@Example.com',
  phone: '+91 98765 43210',
  dob: '1944-03-02',
  address: '12 MG Road',
  city: 'Pune',
  state: 'Maharashtra',
  zipcode: '411001',
  emergencyContactName: 'Anil Rao',
  emergencyContactPhone: '+91 91234 56789',
  emergencyContactRelation: 'Son',
  consentVersion: ['yes'],
};

describe('registration payloads (spec section 3)', () => {
  it('joins the names and nests the emergency contact for a senior', () => {
    const result = parseSenior({
      ...SENIOR_INITIAL,
      ...person,
      emergencyContactEmail: 'Anil@Example.com',
      interests: ['Music'],
      services: ['Companionship'],
      specialneeds: 'Hearing aid',
      languages: ['Marathi'],
    });
    expect(result.errors).toBeNull();
    expect(result.payload).toEqual({
      name: 'Kamala Rao',
      email: 'kamala@example.com',
      phone: '+91 98765 43210',
      dob: '1944-03-02',
      address: '12 MG Road',
      city: 'Pune',
      state: 'Maharashtra',
      zipcode: '411001',
      emergencycontact: {
        emergencyContactName: 'Anil Rao',
        emergencyContactPhone: '+91 91234 56789',
        emergencyContactRelation: 'Son',
        emergencyContactEmail: 'anil@example.com',
      },
      specialneeds: 'Hearing aid',
      interests: ['Music'],
      services: ['Companionship'],
      languages: ['Marathi'],
      // Nothing asks it any more: her contact hears from us only by joining her family circle.
      contactOnCheckIn: false,
      consentVersion: NOTICE_VERSION,
    });
  });

  it('starts a senior’s languages with the page’s own', () => {
    expect(seniorInitial('mr').languages).toEqual(['Marathi']);
    expect(seniorInitial('hi').languages).toEqual(['Hindi']);
    expect(seniorInitial('en').languages).toEqual(['English']);
  });

  it('asks no contact e-mail of a senior, and says so at its field when it is not an address', () => {
    expect(parseSenior({ ...SENIOR_INITIAL, ...person }).payload).toMatchObject({
      emergencycontact: { emergencyContactEmail: '' },
    });
    expect(parseSenior({ ...SENIOR_INITIAL, ...person, emergencyContactEmail: 'anil at home' }).errors).toEqual({
      emergencyContactEmail: 'Please enter a valid email address',
    });
  });

  it('sends skills, availability and experience for a volunteer, date of birth optional', () => {
    const result = parseVolunteer({ ...VOLUNTEER_INITIAL, ...person, dob: '', skills: ['Reading'], availability: ['Evening (4PM-8PM)'] });
    expect(result.errors).toBeNull();
    expect(result.payload).toMatchObject({
      name: 'Kamala Rao',
      dob: '',
      skills: ['Reading'],
      availability: ['Evening (4PM-8PM)'],
      experience: '',
    });
  });
});

describe('registration checks (spec section 5)', () => {
  it('names every missing required field of a senior, next to that field', () => {
    expect(parseSenior(SENIOR_INITIAL).errors).toEqual({
      firstName: 'First name is required',
      lastName: 'Last name is required',
      email: 'Email is required',
      phone: 'Phone is required',
      dob: 'Date of birth is required',
      address: 'Address is required',
      city: 'City is required',
      state: 'State is required',
      zipcode: 'PIN code is required',
      emergencyContactName: 'Emergency contact name is required',
      emergencyContactPhone: 'Emergency contact phone is required',
      emergencyContactRelation: 'Emergency contact relationship is required',
      consentVersion: CONSENT_MISSING,
    });
  });

  it('asks for agreement to the privacy notice, at its tick box, and sends the version the page shows', () => {
    expect(parseVolunteer({ ...VOLUNTEER_INITIAL, ...person, consentVersion: [] }).errors).toEqual({ consentVersion: CONSENT_MISSING });
    expect(parseVolunteer({ ...VOLUNTEER_INITIAL, ...person }).payload?.consentVersion).toBe(NOTICE_VERSION);
  });

  it('does not ask a volunteer for a date of birth, and checks the e-mail form', () => {
    const errors = parseVolunteer({ ...VOLUNTEER_INITIAL, ...person, dob: '', email: 'kamala@example' }).errors;
    expect(errors).toEqual({ email: 'Please enter a valid email address' });
  });

  it('reports a missing last name alone when the first is given', () => {
    expect(parseSenior({ ...SENIOR_INITIAL, ...person, lastName: '  ' }).errors).toEqual({ lastName: 'Last name is required' });
  });
});

describe('inviteValues', () => {
  it("splits the application's full name at its last word, and the payload joins it back", () => {
    expect(inviteValues({ name: ' Meera  Devi Iyer ', phone: '+91 98220 44444', email: 'meera@example.com', zipcode: '411030' })).toEqual({
      firstName: 'Meera Devi',
      lastName: 'Iyer',
      phone: '+91 98220 44444',
      email: 'meera@example.com',
      zipcode: '411030',
    });
    expect(inviteValues({ name: 'Ravi', phone: '', email: 'ravi@example.com', zipcode: '' })).toMatchObject({
      firstName: 'Ravi',
      lastName: '',
    });
  });
});
