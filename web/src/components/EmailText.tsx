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
