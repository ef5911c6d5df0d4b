import { uploadKinds } from './uploads'
import { isValidUrl, type RuleViolation } from './whatsapp-templates'

/**
 * WhatsApp channels and their business profile (spec 000 §3 'WhatsApp channel', §5 'WhatsApp profile'):
 * websites are valid URLs; the picture is a JPG or PNG of exactly 640x640 under 5 MB. The profile form
 * checks a picture before uploading it; the sandbox checks the uploaded picture again before a profile
 * may use it.
 */

export interface WhatsappProfileDraft {
  readonly profileText: string
  readonly description: string
  readonly websites: readonly string[]
  readonly profilePicture: string | null
  readonly companyName: string
  readonly address: string
}

/** Profile text limits of the provider's business profile (docs/decisions/whatsapp.md). */
export const profileLimits = {
  profileText: 139,
  description: 512,
  companyName: 256,
  address: 256,
  websites: 2,
}

/** The profile's rules: each website a valid URL; the provider's length limits. */
export function checkProfile(profile: WhatsappProfileDraft): RuleViolation[] {
  const out: RuleViolation[] = []
  profile.websites.forEach((website, i) => {
    if (website.trim() !== '' && !isValidUrl(website))
      out.push({ code: 'website_invalid', field: `websites.${i}` })
  })
  return out
}

export const profilePicture = uploadKinds.profile_picture

export type PictureProblem = 'picture_too_large' | 'picture_wrong_format' | 'picture_wrong_resolution'

/**
 * What is wrong with a picture for the profile, or null: the format from the bytes (jpg or png), under
 * 5 MB, exactly 640x640 (spec 000 §5, §9).
 */
export function pictureProblem(picture: {
  readonly bytes: number
  readonly format: string | null
  readonly width: number | null
  readonly height: number | null
}): PictureProblem | null {
  if (!picture.format || !(profilePicture.formats as readonly string[]).includes(picture.format))
    return 'picture_wrong_format'
  if (picture.bytes > profilePicture.maxBytes) return 'picture_too_large'
  if (picture.width !== profilePicture.size.width || picture.height !== profilePicture.size.height)
    return 'picture_wrong_resolution'
  return null
}
