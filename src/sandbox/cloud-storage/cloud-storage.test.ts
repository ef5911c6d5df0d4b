import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startTestServer, type TestServer } from '../test-support'

let s: TestServer
let employee: string
let partner: string
let superuser: string

beforeAll(async () => {
  s = await startTestServer()
  employee = (await s.signIn('employee@demo.nl')).access
  partner = (await s.signIn('partner@demo.nl')).access
  superuser = (await s.signIn('superuser@demo.nl')).access
}, 180_000)
afterAll(() => s?.close())

const png = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
)

async function upload(bytes: Uint8Array<ArrayBuffer>, token = employee, name = 'screenshot.png') {
  const form = new FormData()
  // The declared type says PNG whatever the bytes are: the route reads the bytes.
  form.set('file', new Blob([bytes], { type: 'image/png' }), name)
  const response = await fetch(`${s.url}/api/v1/cloud-storage/upload/`, {
    method: 'POST',
    body: form,
    headers: { authorization: `Bearer ${token}` },
  })
  return { status: response.status, body: (await response.json()) as Record<string, unknown> }
}

describe('the cloud-storage upload (a report image)', () => {
  it('stores a PNG from anyone with the dashboard and answers its location, which a ticket then names', async () => {
    const { status, body } = await upload(new Uint8Array(png))
    expect(status).toBe(201)
    expect(body).toMatchObject({ content_type: 'image/png', bytes: png.length })
    const stored = await fetch(body['url'] as string)
    expect(Buffer.from(await stored.arrayBuffer()).equals(png)).toBe(true)

    const ticket = await s.post(
      '/api/v1/support-ticket/',
      { subject: 'Schermafdruk', contactEmail: 'jan@demo.nl', imageUrl: body['url'] },
      { authorization: `Bearer ${employee}` },
    )
    expect(ticket.status).toBe(201)
    const list = await s.request('GET', '/api/v1/support-ticket/', {
      headers: { authorization: `Bearer ${superuser}` },
    })
    expect(list.body.tickets[0]).toMatchObject({ subject: 'Schermafdruk', imageUrl: body['url'] })
  })

  it('refuses what is not a PNG or JPG by its bytes, files over 5 MB, a missing file and partners', async () => {
    const gif = new TextEncoder().encode('GIF89a\x01\x00\x01\x00')
    expect(await upload(gif)).toMatchObject({ status: 415, body: { code: 'unsupported_media_type' } })
    const big = new Uint8Array(5 * 1024 * 1024 + 1)
    big.set(png)
    expect((await upload(big)).status).toBe(413)
    const empty = await fetch(`${s.url}/api/v1/cloud-storage/upload/`, {
      method: 'POST',
      body: new FormData(),
      headers: { authorization: `Bearer ${employee}` },
    })
    expect(empty.status).toBe(400)
    expect((await upload(new Uint8Array(png), partner)).status).toBe(403)
  })
})
