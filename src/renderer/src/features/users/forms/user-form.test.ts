import { describe, expect, it } from 'vitest'
import type { ListedUser } from '../api/user-fields'
import {
  chatbotOptions,
  editUserValues,
  mayActOn,
  mayChangeRole,
  mayToggleAllTeams,
  newUserValues,
  roleOptions,
  teamOptions,
  type FormActor,
} from './user-form'

const actor = (role: string, extra: Partial<FormActor> = {}): FormActor => ({
  id: 'u-me',
  role,
  isSuperuser: false,
  organizationId: 'org',
  chatbotIds: ['cb-a'],
  allTeams: true,
  ...extra,
})

const listed = (extra: Partial<ListedUser> = {}): ListedUser => ({
  id: 'u-other',
  email: 'other@example.nl',
  firstName: 'Sanne',
  lastName: 'de Vries',
  language: 'en-US',
  role: 'EMPLOYEE',
  isSuperuser: false,
  organization: { id: 'org' },
  allTeams: false,
  teams: [{ id: 't-1', name: 'Noord' }],
  chatbots: [
    { id: 'cb-a', name: 'a', projectName: 'A', deleted: false },
    { id: 'cb-x', name: 'x', projectName: 'X', deleted: false },
    { id: 'cb-gone', name: 'g', projectName: 'Gone', deleted: true },
  ],
  employee: { id: 'emp-other' },
  ...extra,
})

describe('role options per actor (shared grantableRoles)', () => {
  it('never offers ADMIN (or PARTNER) to a manager or an admin', () => {
    for (const role of ['MANAGER', 'ADMIN']) {
      const values = roleOptions(actor(role)).map((option) => option.value)
      expect(values).toEqual(['MANAGER', 'TEAM_LEAD', 'EMPLOYEE'])
    }
  })

  it('offers all five roles to a superuser', () => {
    expect(roleOptions(actor('ADMIN', { isSuperuser: true })).map((option) => option.value)).toEqual([
      'ADMIN',
      'MANAGER',
      'TEAM_LEAD',
      'EMPLOYEE',
      'PARTNER',
    ])
  })

  it('offers nothing to roles without users management', () => {
    for (const role of ['TEAM_LEAD', 'EMPLOYEE', 'PARTNER']) expect(roleOptions(actor(role))).toEqual([])
  })

  it("keeps an account's current role listed, disabled, when the actor may not give it", () => {
    expect(roleOptions(actor('MANAGER'), 'ADMIN').at(-1)).toEqual({ value: 'ADMIN', disabled: true })
    expect(roleOptions(actor('MANAGER'), 'EMPLOYEE').every((option) => !option.disabled)).toBe(true)
  })

  it('lets nobody change their own role', () => {
    expect(mayChangeRole({ id: 'u-me' }, { id: 'u-me' })).toBe(false)
    expect(mayChangeRole({ id: 'u-me' }, { id: 'u-other' })).toBe(true)
    expect(mayChangeRole({ id: 'u-me' }, null)).toBe(true)
  })
})

describe('who may act on whom', () => {
  it('a manager acts on employees and managers, not on admins, partners or superusers', () => {
    const manager = actor('MANAGER')
    expect(mayActOn(manager, listed())).toBe(true)
    expect(mayActOn(manager, listed({ role: 'MANAGER' }))).toBe(true)
    expect(mayActOn(manager, listed({ role: 'ADMIN' }))).toBe(false)
    expect(mayActOn(manager, listed({ role: 'PARTNER' }))).toBe(false)
    expect(mayActOn(manager, listed({ role: 'ADMIN', isSuperuser: true }))).toBe(false)
    expect(mayActOn(manager, listed({ organization: { id: 'elsewhere' } }))).toBe(false)
  })
})

describe('form values', () => {
  it('starts a new user as the shared defaults, with selected teams for an actor who sees only some', () => {
    expect(newUserValues(actor('MANAGER'))).toMatchObject({
      role: 'EMPLOYEE',
      language: 'nl-NL',
      allTeams: true,
    })
    const limited = actor('MANAGER', { allTeams: false })
    expect(mayToggleAllTeams(limited)).toBe(false)
    expect(newUserValues(limited).allTeams).toBe(false)
    // An admin sees every team whatever the flag (shared teamVisibility).
    expect(mayToggleAllTeams(actor('ADMIN', { allTeams: false }))).toBe(true)
  })

  it("fills 'Edit user' from a listed user: one name, no deleted chatbots, no language when none", () => {
    expect(editUserValues(listed())).toEqual({
      email: 'other@example.nl',
      role: 'EMPLOYEE',
      name: 'Sanne de Vries',
      chatbots: ['cb-a', 'cb-x'],
      language: 'en-US',
      allTeams: false,
      teams: ['t-1'],
    })
    expect(editUserValues(listed({ language: null })).language).toBe('')
    expect(editUserValues(listed({ allTeams: true })).teams).toEqual([])
  })
})

describe('chatbot and team options', () => {
  it("offers the actor's chatbots, and keeps an account's others listed but disabled", () => {
    expect(chatbotOptions([{ id: 'cb-a', projectName: 'A' }], listed())).toEqual([
      { value: 'cb-a', label: 'A' },
      { value: 'cb-x', label: 'X', disabled: true },
    ])
  })

  it('groups the teams of the chosen chatbots by chatbot, and keeps teams beyond reach disabled', () => {
    const teams = [
      { id: 't-1', name: 'Noord', chatbotId: 'cb-a' },
      { id: 't-2', name: 'Zuid', chatbotId: 'cb-a' },
      { id: 't-3', name: 'Zorg', chatbotId: 'cb-b' },
    ]
    expect(teamOptions(teams, ['cb-a'], { 'cb-a': 'A', 'cb-b': 'B' }, null)).toEqual([
      {
        group: 'A',
        items: [
          { value: 't-1', label: 'Noord' },
          { value: 't-2', label: 'Zuid' },
        ],
      },
    ])
    const account = listed({ teams: [{ id: 't-9', name: 'Elders' }] })
    expect(teamOptions(teams, [], {}, account)).toEqual([
      { group: '—', items: [{ value: 't-9', label: 'Elders', disabled: true }] },
    ])
  })
})
