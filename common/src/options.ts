/** Option lists of spec section 3. Forms render them; schemas accept only them. */
export const VOLUNTEER_SKILLS = ['Reading', 'Music', 'Arts & Crafts', 'Games', 'Exercise', 'Cooking', 'Languages', 'Technology'] as const;

export const AVAILABILITY_SLOTS = ['Morning (9AM-12PM)', 'Afternoon (12PM-4PM)', 'Evening (4PM-8PM)'] as const;

export const SENIOR_INTERESTS = ['Reading', 'Music', 'Arts & Crafts', 'Games', 'Exercise', 'Cooking', 'Gardening', 'Technology'] as const;

export const SENIOR_SERVICES = [
  'Companionship',
  'Reading Assistance',
  'Walking Companion',
  'Technology Help',
  'Light Exercise',
  'Meal Companionship',
] as const;

export const APPLICATION_LANGUAGES = ['English', 'Hindi', 'Marathi', 'Gujarati', 'Bengali', 'Tamil'] as const;

/** India's 28 states and 8 union territories (2020 onwards): the registration and profile forms' State. */
export const INDIAN_STATES = [
  'Andhra Pradesh',
  'Arunachal Pradesh',
  'Assam',
  'Bihar',
  'Chhattisgarh',
  'Goa',
  'Gujarat',
  'Haryana',
  'Himachal Pradesh',
  'Jharkhand',
  'Karnataka',
  'Kerala',
  'Madhya Pradesh',
  'Maharashtra',
  'Manipur',
  'Meghalaya',
  'Mizoram',
  'Nagaland',
  'Odisha',
  'Punjab',
  'Rajasthan',
  'Sikkim',
  'Tamil Nadu',
  'Telangana',
  'Tripura',
  'Uttar Pradesh',
  'Uttarakhand',
  'West Bengal',
  'Andaman and Nicobar Islands',
  'Chandigarh',
  'Dadra and Nagar Haveli and Daman and Diu',
  'Delhi',
  'Jammu and Kashmir',
  'Ladakh',
  'Lakshadweep',
  'Puducherry',
] as const;
