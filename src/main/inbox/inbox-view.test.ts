import { describe, expect, it } from 'vitest'
import { createMemoryStore } from '../prefs/key-value-store'
import { createInboxViews } from './inbox-view'

describe('the Smart Inbox view per user', () => {
  it('opens on conversations, keeps each user their own choice, and keeps nothing while signed out', () => {
    const store = createMemoryStore()
    let owner: string | null = 'demo|u1'
    const views = createInboxViews(store, () => owner)
    expect(views.get()).toBe('conversations')
    views.set('messages')
    expect(views.get()).toBe('messages')

    // Another user on the same computer starts on the default, and their choice does not touch the first's.
    owner = 'demo|u2'
    expect(views.get()).toBe('conversations')
    views.set('conversations')
    owner = 'demo|u1'
    expect(views.get()).toBe('messages')

    owner = null
    expect(views.set('messages')).toBe('conversations')
    expect(views.get()).toBe('conversations')
    // A value the store should not hold (an older version, a hand edit) reads as the default.
    store.set('inbox-view', { 'demo|u1': 'table' })
    owner = 'demo|u1'
    expect(views.get()).toBe('conversations')
  })

  it('forgets the oldest users first beyond 50', () => {
    const store = createMemoryStore()
    let owner = ''
    const views = createInboxViews(store, () => owner)
    for (let n = 0; n < 51; n++) {
      owner = `demo|u${n}`
      views.set('messages')
    }
    owner = 'demo|u0'
    expect(views.get()).toBe('conversations')
    owner = 'demo|u1'
    expect(views.get()).toBe('messages')
  })
})
