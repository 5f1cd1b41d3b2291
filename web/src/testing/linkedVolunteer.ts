/** A volunteer's Requested link as the admin's pairs panels list it, for component tests. */
import type { LinkedVolunteer } from '../features/admin/adminData';

export const REQUESTED: LinkedVolunteer = {
  name: 'Rohan Mehta',
  email: 'rohan@x.co',
  city: 'Pune',
  skillList: ['Games'],
  availability: [],
  senior: { email: 'ramesh@x.co', name: 'Ramesh Iyer', status: 'Requested', reqTime: 1 },
  hasPhoto: true,
  idChecked: true,
};
