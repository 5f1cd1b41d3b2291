/**
 * Where the functions run: Mumbai, near the people the app serves (issue 12), so a call does
 * not cross an ocean before any work starts. firebase.json's Hosting rewrite names the same
 * region (region.test.ts checks), and the README creates Firestore and Storage there too.
 */
export const FUNCTIONS_REGION = 'asia-south1';
