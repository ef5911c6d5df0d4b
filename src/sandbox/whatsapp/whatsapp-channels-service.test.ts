import { eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import * as t from './schema'
import { useWhatsappServer } from './whatsapp-test-support'

/** WhatsApp channels and the profile through the chatbot GraphQL service, with the provider failing and the channel set-up delay. */
const w = useWhatsappServer()
const { tokens, gql, advance, fault, result } = w

describe('channels and profile', { timeout: 30_000 }, () => {
  const png = (width: number, height: number) => {
    const data = new Uint8Array(2000)
    data.set([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52])
    const view = new DataView(data.buffer)
    view.setUint32(16, width)
    view.setUint32(20, height)
    return data
  }
  async function upload(bytes: Uint8Array, kind: string) {
    const form = new FormData()
    form.set('file', new Blob([bytes as Uint8Array<ArrayBuffer>]), 'profiel.png')
    form.set('upload_preset', 'whatsapp')
    form.set('kind', kind)
    const response = await fetch(`${w.s.url}/image-hosting/v1_1/demo/image/upload`, {
      method: 'POST',
      body: form,
      headers: { authorization: `Bearer ${tokens['manager']}` },
    })
    return (await response.json()) as { url?: string; code?: string }
  }
  const update = async (input: Record<string, unknown>) =>
    (
      await gql(
        `mutation ($i: WhatsappChannelInput!) { updateWhatsappChannel(id: "wa-channel-flex", input: $i) { ${result} channel { profile { websites profilePicture } } } }`,
        { i: input },
      )
    ).data.updateWhatsappChannel

  it('takes a 640x640 picture and refuses a 641x640 one, also when it was uploaded as another kind', async () => {
    expect((await upload(png(641, 640), 'profile_picture')).code).toBe('wrong_resolution')
    const wrong = await upload(png(641, 640), 'widget_image')
    const refused = await update({ profilePicture: wrong.url })
    expect(refused.ok).toBe(false)
    expect(refused.errors).toEqual([
      {
        field: 'profilePicture',
        codes: ['picture_wrong_resolution'],
        messages: ['The profile picture must be exactly 640x640 pixels.'],
      },
    ])
    expect((await update({ profilePicture: 'https://elders.example.com/foto.png' })).errors[0].codes).toEqual(
      ['picture_upload_failed'],
    )
    const right = await upload(png(640, 640), 'profile_picture')
    expect(await update({ profilePicture: right.url })).toMatchObject({
      ok: true,
      channel: { profile: { profilePicture: right.url } },
    })
  })

  it('requires websites to be valid URLs', async () => {
    const answer = await update({ websites: ['https://www.talentbrug.nl', 'talentbrug punt nl'] })
    expect(answer.errors).toEqual([
      { field: 'websites.1', codes: ['website_invalid'], messages: [expect.any(String)] },
    ])
    expect((await update({ websites: ['https://flex.talentbrug.nl'] })).channel.profile.websites).toEqual([
      'https://flex.talentbrug.nl',
    ])
  })

  it("answers the spec's message when the provider fails, and connects a new channel after the set-up delay", async () => {
    await fault('CHANNEL')
    expect(await update({ description: 'Flexwerk' })).toMatchObject({
      ok: false,
      errorMessage: 'Something went wrong while updating the WhatsApp channel. Please try again later!',
    })
    const configured = (
      await gql(
        `mutation { configureWhatsappChannel(name: "Talentbrug Zuid", whatsappNumber: "+31 40 123 4567") { ${result} channel { id status } } }`,
      )
    ).data.configureWhatsappChannel
    expect(configured.channel.status).toBe('Setting up')
    await advance(120_000)
    const [row] = await w.s.services.db
      .select()
      .from(t.whatsappChannels)
      .where(eq(t.whatsappChannels.id, configured.channel.id))
    expect(row?.status).toBe('Connected')
  })
})
