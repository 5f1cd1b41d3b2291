/**
 * What the person types as a one-time code, checked in the browser before any call: a code of
 * the wrong length is never sent (it would only cost one of the code's tries), and a letter
 * typed for a digit is said at once instead of vanishing unseen.
 */
import { useRef, useState } from 'react';
import { OTP_LENGTH } from '@gh/common/constants';

/** Why the code is not sent yet: a letter was typed, or the code is shorter than it is. */
export type CodeProblem = { kind: 'digitsOnly' } | { kind: 'length'; typed: number } | null;

export interface CodeEntry {
  code: string;
  problem: CodeProblem;
  /** The field's text as typed: its digits are kept, a letter among them is said. */
  type: (raw: string) => void;
  /** True when the code may go; otherwise says why beside the field and puts the focus there. */
  ready: () => boolean;
  clear: () => void;
  inputRef: React.RefObject<HTMLInputElement | null>;
}

export function useCodeEntry(): CodeEntry {
  const [code, setCode] = useState('');
  const [problem, setProblem] = useState<CodeProblem>(null);
  const inputRef = useRef<HTMLInputElement>(null);

  function type(raw: string) {
    setCode(raw.replace(/\D/g, '').slice(0, OTP_LENGTH));
    setProblem(/[^\d\s-]/.test(raw) ? { kind: 'digitsOnly' } : null);
  }

  function ready() {
    if (code.length === OTP_LENGTH) return true;
    setProblem({ kind: 'length', typed: code.length });
    inputRef.current?.focus();
    return false;
  }

  function clear() {
    setCode('');
    setProblem(null);
  }

  return { code, problem, type, ready, clear, inputRef };
}
