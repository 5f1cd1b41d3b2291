/** /register (spec section 2): two paths to join, with the spec's exact bullets. */
import { PAGES } from '@gh/common/routes';

export const REGISTER = {
  title: 'Welcome to Golden Hearts',
  pageName: 'Register',
  lead: 'Choose your path to join our caring community',
  paths: [
    {
      id: 'senior',
      title: 'Senior Citizens',
      text: 'Enjoy regular company and help from a caring volunteer.',
      bullets: [
        'Free 30-day trial period',
        'Matched with compatible volunteers',
        'Access to various activities',
        '24/7 support system',
      ],
      action: 'Register as a Senior Citizen',
      to: PAGES.seniorRegistration,
    },
    {
      id: 'volunteer',
      title: 'Volunteers',
      text: 'Share your time and make a friend for life.',
      bullets: ['Flexible scheduling', 'Training provided', 'Make meaningful connections', 'Contribute to community'],
      action: 'Register as a Volunteer',
      to: PAGES.volunteerRegistration,
      note: 'New volunteers first send an application.',
      noteLink: 'Apply to volunteer',
      noteTo: PAGES.apply,
    },
  ],
  signIn: 'Already have an account? Sign in here',
} as const;
