/** `messages/{id}`: what people sent through the contact form. The only module that touches it. */
import { COLLECTIONS } from '@gh/common/constants';
import type { MessageDoc } from '@gh/common/documents';
import { firestore } from './firebase.ts';

const messages = () => firestore().collection(COLLECTIONS.messages);

/** A fresh document id, chosen before anything is stored so the attachment's path can use it. */
export function newMessageId(): string {
  return messages().doc().id;
}

export async function saveMessage(id: string, message: MessageDoc): Promise<void> {
  await messages().doc(id).create(message);
}
