/**
 * Typed collections. The store is the only writer of its documents, and it writes and reads
 * each collection through the same typed reference, so the shape read back is the shape
 * written: the converter says so once, instead of a cast at every read.
 */
import type { CollectionReference, DocumentData, FirestoreDataConverter, QueryDocumentSnapshot } from 'firebase-admin/firestore';
import { firestore } from './firebase.ts';

function converter<T extends DocumentData>(): FirestoreDataConverter<T> {
  return {
    toFirestore: (doc: DocumentData) => doc,
    fromFirestore: (snapshot: QueryDocumentSnapshot) => snapshot.data() as T,
  };
}

/** `name`'s documents, read and written as `T`. */
export function typedCollection<T extends DocumentData>(name: string): CollectionReference<T> {
  return firestore().collection(name).withConverter(converter<T>());
}
