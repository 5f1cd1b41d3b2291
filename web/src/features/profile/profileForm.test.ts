import { describe, expect, it } from 'vitest';
import { seniorDoc, volunteerDoc } from '../../testing/registeredPeople';
import { parseSeniorProfile, parseVolunteerProfile, profileFormData, seniorValues, volunteerValues } from './profileForm';

describe('profile values', () => {
  it('fill the volunteer form from the document, the emergency contact as the routes name it', () => {
    expect(volunteerValues(volunteerDoc())).toEqual({
      name: 'Aditi Sharma',
      email: 'aditi@example.com',
      address: '12 Lane 5',
      city: 'Pune',
      state: 'Maharashtra',
      zipcode: '411001',
      ename: 'Anil Sharma',
      ephone: '+91 98220 33333',
      erelation: 'Brother',
      skills: ['Reading', 'Music'],
      hobbies: 'Chess',
      certification: '',
      experience: 'Two years',
      availability: [],
      languages: ['English', 'Marathi'],
      intro: '',
    });
  });

  it('tolerate a document that lacks the newer fields', () => {
    const { hobbies: _h, certification: _c, ...older } = volunteerDoc();
    expect(volunteerValues(older as never)).toMatchObject({ hobbies: '', certification: '' });
  });
});

describe('parseVolunteerProfile', () => {
  it('answers the payload the route reads', () => {
    const result = parseVolunteerProfile(volunteerDoc())({ ...volunteerValues(volunteerDoc()), city: '  Mumbai ' });
    expect(result.errors).toBeNull();
    expect(result.payload).toMatchObject({
      name: 'Aditi Sharma',
      email: 'aditi@example.com',
      address: '12 Lane 5',
      city: 'Mumbai',
      state: 'Maharashtra',
      zipcode: '411001',
      skills: ['Reading', 'Music'],
      experience: 'Two years',
      hobbies: 'Chess',
      certification: '',
      ename: 'Anil Sharma',
      ephone: '+91 98220 33333',
      erelation: 'Brother',
    });
  });

  it('names each required field that is empty, and keeps optional ones optional', () => {
    const values = { ...volunteerValues(volunteerDoc()), name: ' ', city: '', ephone: '', hobbies: '', experience: '' };
    expect(parseVolunteerProfile(volunteerDoc())(values).errors).toEqual({
      name: 'Name is required',
      city: 'City is required',
      ephone: 'Emergency contact phone is required',
    });
  });

  it('accepts only the skills of the spec', () => {
    const values = { ...volunteerValues(volunteerDoc()), skills: ['Reading', 'Juggling'] };
    expect(Object.keys(parseVolunteerProfile(volunteerDoc())(values).errors ?? {})).toEqual(['skills']);
  });
});

describe('parseSeniorProfile', () => {
  it('answers interests and special needs, and names missing fields', () => {
    const values = seniorValues(seniorDoc());
    expect(parseSeniorProfile(seniorDoc())(values).payload).toMatchObject({
      interests: ['Reading', 'Gardening'],
      specialneeds: 'Uses a stick',
    });
    expect(parseSeniorProfile(seniorDoc())({ ...values, erelation: '' }).errors).toEqual({
      erelation: 'Emergency contact relationship is required',
    });
  });
});

describe('the checks that fit India on /profile', () => {
  it('apply to a phone, date of birth, State or PIN code the person changed', () => {
    const values = seniorValues(seniorDoc());
    expect(parseSeniorProfile(seniorDoc())({ ...values, zipcode: '4110', dob: '1944-02-30', phone: '123' }).errors).toEqual({
      zipcode: 'PIN code must be 6 digits, e.g. 411001',
      dob: 'That date does not exist: please check the day and the month',
      phone: 'Phone must be an Indian number: 10 digits, after +91 or 0 if you like',
    });
  });

  it('leave a record stored before them savable as it is', () => {
    const old = { ...seniorDoc(), state: 'MH', zipcode: '90210', dob: '02/03/1944', phone: '2612 3456' };
    const result = parseSeniorProfile(old)(seniorValues(old));
    expect(result.errors).toBeNull();
    expect(result.payload).toMatchObject({ state: 'MH', zipcode: '90210', dob: '02/03/1944', phone: '2612 3456', services: [] });
  });
});

describe('profileFormData', () => {
  it('sends every field by its name, lists as repeated fields and the CV as file', () => {
    const cv = new File(['%PDF-1.4'], 'cv.pdf', { type: 'application/pdf' });
    const data = profileFormData({ email: 'aditi@example.com', city: 'Pune', skills: ['Reading', 'Music'], ename: 'Anil' }, cv);
    expect(data.get('email')).toBe('aditi@example.com');
    expect(data.get('city')).toBe('Pune');
    expect(data.get('ename')).toBe('Anil');
    expect(data.getAll('skills')).toEqual(['Reading', 'Music']);
    expect((data.get('file') as File).name).toBe('cv.pdf');
  });

  it('sends an emptied list as one blank entry, so the server clears it', () => {
    expect(profileFormData({ interests: [] }).getAll('interests')).toEqual(['']);
  });
});
