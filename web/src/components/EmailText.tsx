/**
 * An e-mail address that wraps where a reader expects, after the @ and before a dot, instead
 * of mid-word ("example.co" / "m") on a phone. Callers keep `overflowWrap: 'anywhere'`, so a
 * part longer than the line still breaks.
 */
import { Fragment } from 'react';

export function EmailText({ email }: { email: string }) {
  return email.split(/(?=\.)|(?<=@)/).map((part, index) => (
    <Fragment key={index}>
      {index > 0 && <wbr />}
      {part}
    </Fragment>
  ));
}

/** Anything that looks like an address: no spaces, one @, a dot after it. */
const ADDRESS = /([^\s@()<>,;:]+@[^\s@()<>,;:]+\.[^\s@()<>,;:]*[^\s@()<>,;:.])/;

/** A sentence that may hold e-mail addresses (a notification's), each wrapping as EmailText does. */
export function TextWithEmails({ text }: { text: string }) {
  // split with a capture group keeps the addresses at the odd indexes.
  return text.split(ADDRESS).map((part, index) => <Fragment key={index}>{index % 2 === 1 ? <EmailText email={part} /> : part}</Fragment>);
}
