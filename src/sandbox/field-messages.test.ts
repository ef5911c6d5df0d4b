import { readdirSync, readFileSync, statSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { errorCatalogue, errorCodeOfWording } from '@shared/domain/errors'
import { invisibleCharactersMessage } from '@shared/domain/visible-text'
import { fieldMessage } from './errors'

function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name)
    if (statSync(path).isDirectory()) return name === 'generated' ? [] : sources(path)
    return path.endsWith('.ts') && !path.endsWith('.test.ts') ? [path] : []
  })
}

describe('field errors the sandbox answers', () => {
  it('never carry a wording of their own: a field message is a catalogue wording or a rule key', () => {
    // A sentence written into a field error (`messages: ['Unknown team.']`) would reach a Dutch screen in
    // English; fieldMessage(code) gives the catalogue's wording, which the portal translates.
    const written = /messages:\s*\[\s*(['"`])([^'"`]*\s[^'"`]*)\1/g
    const found = sources(join(__dirname)).flatMap((path) =>
      [...readFileSync(path, 'utf8').matchAll(written)].map((m) => `${path}: ${m[2]}`),
    )
    expect(found).toEqual([])
  })

  it('finds the code of every field message back from its wording', () => {
    expect(errorCodeOfWording(fieldMessage('label_name_taken'))).toBe('label_name_taken')
    expect(errorCodeOfWording(fieldMessage('unknown_company'))).toBe('unknown_company')
    expect(errorCodeOfWording('Label names must be unique. ')).toBe('label_name_taken')
    expect(errorCodeOfWording('No catalogue wording')).toBeNull()
    expect(errorCatalogue.invisible_characters).toMatchObject(invisibleCharactersMessage)
  })
})
