import { useEffect, useEffectEvent, useState } from 'react';
import type { Range } from '@/lib/time/periods';
import { readRow, sameRanges, shownErrors, textOf, type RowText } from './range-drafts';
import { RangeFields } from './range-fields';

interface Props {
  label: string;
  range: Range;
  onCommit: (range: Range) => void;
  onRemove: () => void;
  serverError?: string;
  /** True while a field shows a message: the range shown is then not the one held, so nothing may be sent. */
  onValidityChange?: (invalid: boolean) => void;
}

/** A single range edited on its own (a date override's hours): the typed text is kept here until it reads. */
export function RangeRow({ label, range, onCommit, onRemove, serverError, onValidityChange }: Props) {
  const [row, setRow] = useState<RowText>(() => textOf(range));
  const [held, setHeld] = useState(range);
  // A new range from outside (a merge, a reset) replaces whatever was typed over the old one.
  if (!sameRanges([held], [range])) {
    setHeld(range);
    setRow(textOf(range));
  }
  const errors = shownErrors(row);
  const invalid = Boolean(errors.start ?? errors.end);
  const report = useEffectEvent((value: boolean) => onValidityChange?.(value));
  useEffect(() => report(invalid), [invalid]);
  const read = readRow(row).range;
  const check = () => {
    setRow({ ...row, checked: true });
    if (read && !sameRanges([read], [range])) onCommit(read);
  };
  return (
    <RangeFields
      label={label}
      row={row}
      errors={errors}
      serverError={serverError}
      onText={(field, text) => setRow({ ...row, [field]: text })}
      onCheck={check}
      settled={read !== null && sameRanges([read], [range])}
      onRemove={onRemove}
    />
  );
}
