import { describe, expect, it } from 'vitest'
import { hasVisited, pageOfPath } from './pages-visited'

describe('pages visited', () => {
  it('counts a page as seen only when its flag is true', () => {
    expect(hasVisited({ inbox: true, builder: false }, 'inbox')).toBe(true)
    expect(hasVisited({ inbox: true, builder: false }, 'builder')).toBe(false)
    expect(hasVisited({}, 'inbox')).toBe(false)
    expect(hasVisited(null, 'inbox')).toBe(false)
    expect(hasVisited(['inbox'], 'inbox')).toBe(false)
    // An inherited name is not a page the user saw.
    expect(hasVisited({}, 'constructor')).toBe(false)
  })

  it('takes the first segment of a route as its page', () => {
    expect(pageOfPath('/settings/widget')).toBe('settings')
    expect(pageOfPath('/inbox/client-1')).toBe('inbox')
    expect(pageOfPath('/')).toBeNull()
    expect(pageOfPath('/Weird_Path')).toBeNull()
  })
})
