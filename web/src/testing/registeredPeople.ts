/** A volunteer and a senior, registered and unlinked, as the functions store them: for component tests. */
import type { SeniorDoc, VolunteerDoc } from '@gh/common/documents';

const person = {
  phone: '+91 98220 11111',
  dob: '1990-01-01',
  address: '12 Lane 5',
  city: 'Pune',
  languages: ['English', 'Marathi'],
  state: 'Maharashtra',
  zipcode: '411001',
  createdAt: 0,
  search: {},
  emergencycontact: { emergencyContactName: 'Anil Sharma', emergencyContactPhone: '+91 98220 33333', emergencyContactRelation: 'Brother' },
};

export function volunteerDoc(): VolunteerDoc {
  return {
    ...person,
    name: 'Aditi Sharma',
    email: 'aditi@example.com',
    skills: ['Reading', 'Music'],
    availability: [],
    experience: 'Two years',
    hobbies: 'Chess',
    certification: '',
    cv: { path: 'cvs/aditi@example.com/cv.pdf', filename: 'aditi-cv.pdf', contentType: 'application/pdf', size: 1200 },
    senior: null,
    linkStatus: null,
    linkAt: null,
  };
}

export function seniorDoc(): SeniorDoc {
  return {
    ...person,
    name: 'Kamala Rao',
    email: 'kamala@example.com',
    specialneeds: 'Uses a stick',
    interests: ['Reading', 'Gardening'],
    services: [],
    trialEndsAt: 0,
    volunteer: null,
  };
}
