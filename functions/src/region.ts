/**
 * Where the functions run: Mumbai, near the people the app serves, so a call does not cross an
 * ocean before any work starts. firebase.json's Hosting rewrite names the same region
 * (region.test.ts checks), and docs/operations.md (Deploy) creates Firestore and Storage there.
 */
export const FUNCTIONS_REGION = 'asia-south1';
