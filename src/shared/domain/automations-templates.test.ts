import * as v from 'valibot'
import { describe, expect, it } from 'vitest'
import {
  automationFileFormat,
  automationTemplateSchema,
  campaignImportFormSchema,
  flowForNewCampaign,
  importFileSummary,
  importFormSchema,
  importNameProblem,
  offeredTemplates,
  readImportFile,
  templateFileFormat,
  templateImportFormSchema,
} from './automations-templates'

describe('automation templates in the create modal', () => {
  const templates = [
    { id: 'a', campaign: { type: 'broadcast' } },
    { id: 'b', campaign: { type: 'automatch_vac2cand' } },
    { id: 'c', campaign: { type: 'automatch_cand2vac' } },
    { id: 'd', campaign: { type: 'smart_inbox_batch_action' } },
  ]
  it('offers every template with a WhatsApp provider, only automatch ones without', () => {
    expect(offeredTemplates(templates, true).map((t) => t.id)).toEqual(['a', 'b', 'c', 'd'])
    expect(offeredTemplates(templates, false).map((t) => t.id)).toEqual(['b', 'c'])
  })
  it('gives a smart inbox campaign no flow, the others the chosen or else the template flow', () => {
    expect(flowForNewCampaign('smart_inbox_batch_action', 'fl-1', 'fl-2')).toBeNull()
    expect(flowForNewCampaign('broadcast', 'fl-1', 'fl-2')).toBe('fl-1')
    expect(flowForNewCampaign('broadcast', null, 'fl-2')).toBe('fl-2')
    expect(flowForNewCampaign('flow', '', undefined)).toBeNull()
  })
  it('requires a template name and keeps tags and steps short', () => {
    const base = { name: 'Vacature-alert', campaign: { type: 'broadcast' } }
    const parsed = v.parse(automationTemplateSchema, base)
    expect(parsed.campaign.flowName).toBeNull()
    expect(parsed.tags).toEqual([])
    const empty = v.safeParse(automationTemplateSchema, { ...base, name: '  ' })
    expect(empty.issues?.[0]?.message).toBe('templateNameRequired')
    expect(v.safeParse(automationTemplateSchema, { ...base, tags: Array(11).fill('x') }).success).toBe(false)
    expect(
      v.safeParse(automationTemplateSchema, { ...base, campaign: { type: 'nieuwsbrief' } }).success,
    ).toBe(false)
  })
})

describe('import', () => {
  const automationFile = {
    format: automationFileFormat,
    version: 1,
    automation: {
      name: 'Vacature-alert Chauffeurs',
      campaign: { type: 'broadcast', flowName: 'Vacature-alert' },
    },
  }
  it('reads an automation file and a template file', () => {
    const read = readImportFile(JSON.stringify(automationFile))
    expect(read.ok && read.file.format).toBe(automationFileFormat)
    const template = readImportFile(
      '\uFEFF' +
        JSON.stringify({
          format: templateFileFormat,
          version: 1,
          template: { name: 'Automatch', campaign: { type: 'automatch_vac2cand' } },
        }),
    )
    expect(template.ok && template.file.format).toBe(templateFileFormat)
  })
  it('refuses what is not an import file', () => {
    expect(readImportFile('phone_number,voornaam').ok).toBe(false)
    expect(readImportFile(JSON.stringify({ ...automationFile, version: 2 })).ok).toBe(false)
    expect(readImportFile(JSON.stringify({ ...automationFile, format: 'other' })).ok).toBe(false)
    expect(
      readImportFile(
        JSON.stringify({ ...automationFile, automation: { name: 'X', campaign: { type: 'fax' } } }),
      ).ok,
    ).toBe(false)
  })
  it('refuses a duplicate automation name and a duplicate template name, without case', () => {
    expect(importNameProblem('automation', ' vacature-alert magazijn ', ['Vacature-alert Magazijn'])).toBe(
      'nameDuplicate',
    )
    expect(importNameProblem('template', 'AUTOMATCH', ['Automatch'])).toBe('templateNameDuplicate')
    expect(importNameProblem('automation', 'Nieuw', ['Vacature-alert Magazijn'])).toBeNull()
  })
  it('checks the import form by what the file holds', () => {
    const file = JSON.stringify(automationFile)
    expect(v.safeParse(importFormSchema, { kind: 'automation', name: 'Alert', file }).success).toBe(true)
    expect(
      v.safeParse(importFormSchema, { kind: 'automation', name: 'Alert', file: '{}' }).issues?.[0]?.message,
    ).toBe('invalidFile')
    expect(v.safeParse(importFormSchema, { kind: 'template', name: '', file }).issues?.[0]?.message).toBe(
      'templateNameRequired',
    )
    const read = readImportFile(file)
    expect(read.ok && importFileSummary(read.file)).toEqual({
      kind: 'automation',
      name: 'Vacature-alert Chauffeurs',
      type: 'broadcast',
    })
  })
  it('checks the imported name with the automation name rules', () => {
    expect(v.safeParse(campaignImportFormSchema, { name: 'Alert!' }).issues?.[0]?.message).toBe(
      'nameSpecialCharacters',
    )
    expect(v.safeParse(campaignImportFormSchema, { name: '' }).issues?.[0]?.message).toBe('nameRequired')
    expect(v.safeParse(templateImportFormSchema, { name: ' ' }).issues?.[0]?.message).toBe(
      'templateNameRequired',
    )
    expect(v.safeParse(templateImportFormSchema, { name: 'Alert!' }).success).toBe(true)
  })
})
