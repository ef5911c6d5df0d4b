/** A word-level diff of two texts (longest common subsequence), for the side-by-side version diff. */
export interface DiffPart {
  readonly text: string
  /** 'same' on both sides, 'removed' only on the left, 'added' only on the right. */
  readonly kind: 'same' | 'removed' | 'added'
}

const tokens = (text: string) => text.split(/(\s+)/).filter((token) => token !== '')

export function diffWords(left: string, right: string): { left: DiffPart[]; right: DiffPart[] } {
  const a = tokens(left)
  const b = tokens(right)
  const lcs: number[][] = Array.from({ length: a.length + 1 }, () => new Array<number>(b.length + 1).fill(0))
  for (let i = a.length - 1; i >= 0; i--)
    for (let j = b.length - 1; j >= 0; j--)
      lcs[i]![j] = a[i] === b[j] ? lcs[i + 1]![j + 1]! + 1 : Math.max(lcs[i + 1]![j]!, lcs[i]![j + 1]!)
  const outLeft: DiffPart[] = []
  const outRight: DiffPart[] = []
  let i = 0
  let j = 0
  while (i < a.length && j < b.length) {
    if (a[i] === b[j]) {
      outLeft.push({ text: a[i]!, kind: 'same' })
      outRight.push({ text: b[j]!, kind: 'same' })
      i++
      j++
    } else if (lcs[i + 1]![j]! >= lcs[i]![j + 1]!) outLeft.push({ text: a[i++]!, kind: 'removed' })
    else outRight.push({ text: b[j++]!, kind: 'added' })
  }
  while (i < a.length) outLeft.push({ text: a[i++]!, kind: 'removed' })
  while (j < b.length) outRight.push({ text: b[j++]!, kind: 'added' })
  return { left: merge(outLeft), right: merge(outRight) }
}

function merge(parts: DiffPart[]): DiffPart[] {
  const out: DiffPart[] = []
  for (const part of parts) {
    const last = out[out.length - 1]
    if (last && last.kind === part.kind)
      out[out.length - 1] = { kind: part.kind, text: last.text + part.text }
    else out.push(part)
  }
  return out
}

/** Whether two texts differ at all. */
export const differs = (left: string, right: string) => left !== right
