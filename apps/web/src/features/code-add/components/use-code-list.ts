import { useState } from 'react';
import { codeEntryProblem, normalizeCode, type ImportKind } from '@mfi/contract/code-add.schemas';
import type { MessageKey } from '@mfi/contract/messages';

/**
 * The list a code-add page builds (part 2 section 5): an entry joins it only when it is digits, not empty
 * and not listed yet (and the kind's cap allows), else the entry's problem is kept to show.
 */
export function useCodeList(kind: ImportKind) {
  const [entry, setEntry] = useState('');
  const [codes, setCodes] = useState<string[]>([]);
  const [problem, setProblem] = useState<MessageKey | null>(null);

  const add = () => {
    const found = codeEntryProblem(kind, entry, codes);
    setProblem(found);
    if (found) return;
    setCodes([...codes, normalizeCode(entry)!]);
    setEntry('');
  };

  return {
    entry,
    codes,
    problem,
    change: (value: string) => {
      setEntry(value);
      setProblem(null);
    },
    add,
    remove: (code: string) => {
      setCodes(codes.filter((c) => c !== code));
      setProblem(null);
    },
    /** Empties the list once it has been sent. */
    clear: () => setCodes([]),
  };
}
