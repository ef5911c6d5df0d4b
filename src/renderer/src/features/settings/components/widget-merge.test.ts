import { describe, expect, it } from 'vitest'
import { defaultWidgetConfig, defaultWidgetPreview } from '@shared/domain/settings'
import { mergeOverTheirs, mergeTeaserOverTheirs } from './widget-merge'

describe('a widget save refused because another manager saved first', () => {
  it("shows the other manager's changes with this user's own on top, at their version", () => {
    const base = { ...defaultWidgetConfig('Talentbrug'), version: 3 }
    const mine = { ...base, headerText: 'Mijn kop', style: { ...base.style, coreColor: '#0b3d91' } }
    const theirs = {
      ...base,
      headerText: 'Hun kop',
      sendButtonText: 'Verstuur',
      style: { ...base.style, secondaryColor: '#eeeeee' },
      version: 4,
    }
    expect(mergeOverTheirs(base, mine, theirs)).toEqual({
      ...base,
      headerText: 'Mijn kop',
      sendButtonText: 'Verstuur',
      style: { ...base.style, coreColor: '#0b3d91', secondaryColor: '#eeeeee' },
      version: 4,
    })
  })

  it('does the same for the teaser, the buttons as one field', () => {
    const base = { ...defaultWidgetPreview, version: 1 }
    const mine = { ...base, text: 'Mijn tekst' }
    const theirs = { ...base, isRectangle: !base.isRectangle, version: 2 }
    expect(mergeTeaserOverTheirs(base, mine, theirs)).toEqual({ ...theirs, text: 'Mijn tekst' })
  })
})
