/**
 * The labels of the stored option values (common/src/options.ts): keyed by the value
 * itself, which stays English in the data and the API; i18n/choices.ts finds a value's label.
 * English shows the values as they are.
 */
import type { Choice } from '../../choiceValues';

export const messages = {
  // Skills (a volunteer's) and interests (a senior's): one label for a value in both.
  'choices.Reading': 'Reading',
  'choices.Music': 'Music',
  'choices.Arts & Crafts': 'Arts & Crafts',
  'choices.Games': 'Games',
  'choices.Exercise': 'Exercise',
  'choices.Cooking': 'Cooking',
  'choices.Languages': 'Languages',
  'choices.Technology': 'Technology',
  'choices.Gardening': 'Gardening',
  // A senior's services.
  'choices.Companionship': 'Companionship',
  'choices.Reading Assistance': 'Reading Assistance',
  'choices.Walking Companion': 'Walking Companion',
  'choices.Technology Help': 'Technology Help',
  'choices.Light Exercise': 'Light Exercise',
  'choices.Meal Companionship': 'Meal Companionship',
  // A volunteer's availability: the part of the day in words, the hours in digits.
  'choices.Morning (9AM-12PM)': 'Morning (9AM-12PM)',
  'choices.Afternoon (12PM-4PM)': 'Afternoon (12PM-4PM)',
  'choices.Evening (4PM-8PM)': 'Evening (4PM-8PM)',
  // The languages a volunteer speaks.
  'choices.English': 'English',
  'choices.Hindi': 'Hindi',
  'choices.Marathi': 'Marathi',
  'choices.Gujarati': 'Gujarati',
  'choices.Bengali': 'Bengali',
  'choices.Tamil': 'Tamil',
  // India's states, then its union territories.
  'choices.Andhra Pradesh': 'Andhra Pradesh',
  'choices.Arunachal Pradesh': 'Arunachal Pradesh',
  'choices.Assam': 'Assam',
  'choices.Bihar': 'Bihar',
  'choices.Chhattisgarh': 'Chhattisgarh',
  'choices.Goa': 'Goa',
  'choices.Gujarat': 'Gujarat',
  'choices.Haryana': 'Haryana',
  'choices.Himachal Pradesh': 'Himachal Pradesh',
  'choices.Jharkhand': 'Jharkhand',
  'choices.Karnataka': 'Karnataka',
  'choices.Kerala': 'Kerala',
  'choices.Madhya Pradesh': 'Madhya Pradesh',
  'choices.Maharashtra': 'Maharashtra',
  'choices.Manipur': 'Manipur',
  'choices.Meghalaya': 'Meghalaya',
  'choices.Mizoram': 'Mizoram',
  'choices.Nagaland': 'Nagaland',
  'choices.Odisha': 'Odisha',
  'choices.Punjab': 'Punjab',
  'choices.Rajasthan': 'Rajasthan',
  'choices.Sikkim': 'Sikkim',
  'choices.Tamil Nadu': 'Tamil Nadu',
  'choices.Telangana': 'Telangana',
  'choices.Tripura': 'Tripura',
  'choices.Uttar Pradesh': 'Uttar Pradesh',
  'choices.Uttarakhand': 'Uttarakhand',
  'choices.West Bengal': 'West Bengal',
  'choices.Andaman and Nicobar Islands': 'Andaman and Nicobar Islands',
  'choices.Chandigarh': 'Chandigarh',
  'choices.Dadra and Nagar Haveli and Daman and Diu': 'Dadra and Nagar Haveli and Daman and Diu',
  'choices.Delhi': 'Delhi',
  'choices.Jammu and Kashmir': 'Jammu and Kashmir',
  'choices.Ladakh': 'Ladakh',
  'choices.Lakshadweep': 'Lakshadweep',
  'choices.Puducherry': 'Puducherry',
} satisfies Record<`choices.${Choice}`, string>;
