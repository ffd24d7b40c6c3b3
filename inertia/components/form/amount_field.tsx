import { useState, type ComponentProps } from 'react'
import { AMOUNT_REFUSALS, groupedAmount, readAmount, type AmountProblem } from '#contracts/money'
import { TextField } from './fields'

type AmountFieldProps = Omit<
  ComponentProps<typeof TextField>,
  'type' | 'value' | 'defaultValue' | 'onChange' | 'onBlur' | 'inputMode'
> & {
  /** The stored decimal string ("150000.00"), or empty. */
  defaultValue?: string | null
  /** Zero is an amount here (a fee). */
  zero?: boolean
}

/** A stored amount as the field shows it ("150000.00" → "150,000.00"); other text as it is. */
function shown(value: string | null | undefined) {
  if (!value) return ''
  const reading = readAmount(value, { zero: true })
  return reading.ok ? groupedAmount(reading.amount) : value
}

/**
 * Every money field of the forms. It reads what was typed the one way the server reads it
 * (`readAmount`, app/contracts/money.ts) when the user leaves it: an amount is shown back as it
 * will be kept ("1500" → "1,500.00"), so nothing is turned silently into another number;
 * anything else keeps its text and the field says how to write it, in the words the server
 * would refuse it with. The text is posted as it stands; the server decides.
 */
export function AmountField({ defaultValue, zero = false, error, ...props }: AmountFieldProps) {
  const [text, setText] = useState(() => shown(defaultValue))
  const [problem, setProblem] = useState<AmountProblem | null>(null)

  function commit() {
    if (text.trim() === '') return setProblem(null)
    const reading = readAmount(text, { zero })
    if (reading.ok) setText(groupedAmount(reading.amount))
    setProblem(reading.ok ? null : reading.problem)
  }

  return (
    <TextField
      {...props}
      inputMode="decimal"
      autoComplete="off"
      spellCheck={false}
      value={text}
      onChange={(event) => {
        setText(event.target.value)
        setProblem(null)
      }}
      onBlur={commit}
      error={error ?? (problem ? AMOUNT_REFUSALS[problem] : undefined)}
    />
  )
}
